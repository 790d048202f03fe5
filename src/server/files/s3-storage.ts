import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { Storage } from './storage';

export interface S3Options {
  bucket: string;
  /** An S3-compatible service's address (MinIO, R2, s3rver); AWS itself needs none. */
  endpoint?: string;
  region: string;
  /** Keys are prefix + stored name. Default: ''. */
  prefix?: string;
  /** Bucket in the path rather than the host name (most S3-compatible services). */
  forcePathStyle: boolean;
}

/**
 * Stored files in an S3-compatible bucket, shared by every instance. Credentials come from the
 * SDK's standard chain (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or the instance's role).
 * Uploads stream from the temporary file, downloads stream from the bucket: no file is ever held
 * whole in memory.
 */
export function createS3Storage(options: S3Options): Storage {
  const client = new S3Client({
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    // Checksums only where S3 requires them: the SDK's default would send streamed bodies in the
    // aws-chunked framing with a trailing checksum, which many S3-compatible services store as is.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
  });
  const key = (name: string) => `${options.prefix ?? ''}${name}`;
  return {
    kind: 's3',
    async put(tempPath, name, contentType, signal) {
      // One PUT streamed from the file with its length known: nothing is buffered, where a
      // multipart upload would hold its parts (5 MB each, several at once) in memory. Our files are
      // at most 10 MB, far below the 5 GB a single PUT takes.
      const { size } = await stat(tempPath);
      await client.send(
        new PutObjectCommand({
          Bucket: options.bucket,
          Key: key(name),
          Body: createReadStream(tempPath),
          ContentLength: size,
          ContentType: contentType,
        }),
        signal ? { abortSignal: signal } : {},
      );
      await rm(tempPath, { force: true });
    },
    async get(name) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: options.bucket, Key: key(name) }));
        if (!(object.Body instanceof Readable)) throw new Error('the S3 client answered without a stream');
        return { body: object.Body, size: object.ContentLength ?? 0 };
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },
    async remove(name) {
      await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: key(name) }));
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket: options.bucket }));
    },
  };
}
