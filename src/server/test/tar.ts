import { gunzipSync } from 'node:zlib';
import { extract } from 'tar-stream';

/** Every file of a .tar.gz by its name: what a test reads back of an archive the server made. */
export async function filesOfArchive(archive: Buffer): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  const reader = extract();
  const read = (async () => {
    for await (const entry of reader) {
      const chunks: Buffer[] = [];
      for await (const chunk of entry) chunks.push(chunk as Buffer);
      files.set(entry.header.name, Buffer.concat(chunks));
    }
  })();
  reader.end(gunzipSync(archive));
  await read;
  return files;
}
