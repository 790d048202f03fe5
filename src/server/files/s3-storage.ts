import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, NoSuchKey, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Storage } from './store';

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
 * Uploads stream from the temporary file in parts (@aws-sdk/lib-storage), downloads stream from
 * the bucket: no file is ever held whole in memory.
 */
export function createS3Storage(options: S3Options): Storage {
  const client = new S3Client({
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
  });
  const key = (name: string) => `${options.prefix ?? ''}${name}`;
  return {
    kind: 's3',
    async put(tempPath, name, contentType, signal) {
      const upload = new Upload({
        client,
        params: { Bucket: options.bucket, Key: key(name), Body: createReadStream(tempPath), ContentType: contentType },
        // Abandoned parts are aborted by lib-storage when the upload fails or is aborted.
        leavePartsOnError: false,
        ...(signal ? { abortController: controllerFor(signal) } : {}),
      });
      await upload.done();
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

function controllerFor(signal: AbortSignal): AbortController {
  const controller = new AbortController();
  if (signal.aborted) controller.abort(signal.reason);
  else signal.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
  return controller;
}
