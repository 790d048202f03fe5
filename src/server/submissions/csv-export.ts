import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import { and, asc, eq, gte, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { InboxView } from '../../schemas/inbox';
import type { Db } from '../db/types';
import { files, type applications, type contacts, type quotes } from '../db/schema';
import { displayFileName } from '../files/display-name';

/** Rows read per query: memory holds one batch, whatever the export's length. */
const BATCH = 1000;

/**
 * A cell a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, or a tab or carriage return
 * before one) gets a leading apostrophe, so it shows as text: OWASP's CSV injection advice.
 * `=HYPERLINK("http://evil","Click")` from a visitor's message stays a message. So does any such
 * character after a separator a spreadsheet may split on (`,`, `;`, a tab, `|`): `hello;=1+1`
 * becomes `hello;'=1+1`, should a program whose list separator is `;` split the quoted cell at
 * `=1+1` after all. Not after a line break: a line break never starts a cell of a quoted field, and
 * a visitor's list ("- one") stays as written.
 */
export function neutralised(value: string): string {
  return value.replace(/(?:^|(?<=[,;\t|]))(?=[=+\-@\t\r])/g, "'");
}

type Table = typeof quotes | typeof contacts | typeof applications;
/** A row read: the stored columns, the time as the database writes it, and the file's name. */
type Found = { row: { id: string; createdAt: Date; [column: string]: unknown }; at: string; fileName?: string | null };
/** A stored column as a cell: its text, or empty. */
const cell = (value: unknown) =>
  typeof value === 'boolean' ? String(value) : neutralised(typeof value === 'string' ? value : '');

/** The days (YYYY-MM-DD, UTC, inclusive) and the view an export covers. */
export interface ExportRange {
  from?: string;
  to?: string;
  view: InboxView;
}

/** The day after a YYYY-MM-DD day, at 00:00 UTC: the end (exclusive) of `to`. */
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 24 * 3600 * 1000);

/**
 * One kind's submissions as CSV, oldest first, streamed: UTF-8 with a byte order mark (so Excel
 * reads it as UTF-8), every field quoted (RFC 4180) with CRLF line ends, a header row of the stored
 * columns' names, and each cell a visitor wrote neutralised. Read in batches by (created_at, id), so a
 * hundred thousand rows take the memory of one batch; a client that leaves stops the reading.
 */
export function submissionsCsv(
  db: Db,
  table: Table,
  fields: string[],
  range: ExportRange,
  onError: (error: unknown) => void,
): Readable {
  const hasFile = 'fileId' in table;
  const columns = ['id', 'createdAt', ...fields, ...(hasFile ? ['file'] : []), ...(range.view === 'spam' ? ['spamReason'] : [])];
  const conditions: SQL[] = [range.view === 'spam' ? isNotNull(table.spamReason) : isNull(table.spamReason)];
  if (range.from) conditions.push(gte(table.createdAt, new Date(`${range.from}T00:00:00Z`)));
  if (range.to) conditions.push(lt(table.createdAt, dayAfter(range.to)));

  async function* rows(): AsyncGenerator<string[]> {
    // The cursor is the database's own text of the time: a JavaScript Date would drop its microseconds.
    let after: { at: string; id: string } | null = null;
    for (;;) {
      // A row comparison, which the index on created_at serves: each batch starts where the last ended.
      const where: SQL | undefined = after
        ? and(...conditions, sql`(${table.createdAt}, ${table.id}) > (${after.at}::timestamptz, ${after.id})`)
        : and(...conditions);
      const select = { row: table, at: sql<string>`${table.createdAt}::text`, fileName: files.originalName };
      const batch: Found[] = await (
        hasFile
          ? db
              .select(select)
              .from(table)
              .leftJoin(files, eq((table as typeof quotes).fileId, files.id))
          : db.select({ row: table, at: select.at }).from(table)
      )
        .where(where)
        .orderBy(asc(table.createdAt), asc(table.id))
        .limit(BATCH);
      for (const found of batch) {
        const { row, fileName } = found;
        yield [
          row.id,
          row.createdAt.toISOString(),
          ...fields.map((field) => cell(row[field])),
          ...(hasFile ? [cell(fileName && displayFileName(fileName))] : []),
          ...(range.view === 'spam' ? [cell(row.spamReason)] : []),
        ];
      }
      const last = batch.at(-1);
      if (!last || batch.length < BATCH) return;
      after = { at: last.at, id: last.row.id };
    }
  }

  // Every field quoted, empty ones too: no spreadsheet splits a cell on a separator of its own.
  const csv = stringify({ bom: true, header: true, columns, record_delimiter: 'windows', quoted: true, quoted_empty: true });
  // The source, the CSV and the answer end together: an error or a client gone stops the reading.
  pipeline(Readable.from(rows()), csv).catch((error: unknown) => {
    if ((error as { code?: string }).code !== 'ERR_STREAM_PREMATURE_CLOSE') onError(error);
  });
  return csv;
}
