import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
// @ts-expect-error s3rver ships no type declarations; the part used here is typed below.
import S3rver from 's3rver';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { S3Options } from '../files/s3-storage';

interface S3rverInstance {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
}

/** s3rver's fixed credentials, set for the SDK's standard chain in this process and its children. */
const S3_CREDENTIALS = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' };

/**
 * A local S3-compatible server (s3rver) on 127.0.0.1 with one empty bucket, for tests of the S3
 * storage driver; its objects live in a temporary folder; objects() lists their keys.
 */
export async function startS3(): Promise<{
  options: S3Options;
  env: Record<string, string>;
  objects(): Promise<string[]>;
  stop(): Promise<void>;
}> {
  Object.assign(process.env, S3_CREDENTIALS);
  const directory = await mkdtemp(path.join(tmpdir(), 's3rver-'));
  const bucket = 'site-files';
  const server = new (S3rver as new (options: object) => S3rverInstance)({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    options: { bucket, endpoint, region: 'us-east-1', forcePathStyle: true },
    env: { ...S3_CREDENTIALS, S3_BUCKET: bucket, S3_ENDPOINT: endpoint },
    async objects() {
      const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true });
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      client.destroy();
      return (listed.Contents ?? []).map((object) => object.Key ?? '').sort();
    },
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
