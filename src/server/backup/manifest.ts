import { z } from 'zod';

/** The archive's last entry: what it holds and each entry's checksum, read back by restore. */
export const MANIFEST_NAME = 'manifest.json';
/** The embedded database's files as PGlite dumps them (a tar inside the archive). */
export const DATABASE_ENTRY = 'database/pglite.tar';
/** Stored files keep their stored names under this folder. */
export const FILES_PREFIX = 'files/';

export const ManifestSchema = z.object({
  format: z.literal('nexlink-backup'),
  version: z.literal(1),
  /** ISO time the snapshot was taken (never free text: restore prints it and names a folder after it). */
  createdAt: z.iso.datetime(),
  /** pglite: the archive holds the database; postgresql: the stored files only (pg_dump has the database). */
  engine: z.enum(['pglite', 'postgresql']),
  entries: z.array(
    z.object({
      path: z.string(),
      size: z.number().int().nonnegative(),
      sha256: z.string().regex(/^[0-9a-f]{64}$/),
    }),
  ),
});
export type Manifest = z.output<typeof ManifestSchema>;
