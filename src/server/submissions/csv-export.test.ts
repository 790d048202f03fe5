import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts } from '../db/schema';
import { form, startHarness, validApplication, validContact, type Harness } from '../test/harness';
import { PDF } from '../test/fixtures';
import { collectGarbage } from '../test/collect-garbage.mjs';
import { neutralised } from './csv-export';

/*
 * GET /api/admin/{kind}/export.csv: what a spreadsheet program opens, for the days and view asked,
 * with no cell it would run as a formula.
 */

let h: Harness;
let token: string;
beforeAll(async () => {
  h = await startHarness({ rateLimit: { max: 1_000, windowMs: 60_000 } });
  token = (await h.client.signUpAndIn('csv@example.com')).accessToken;
});
afterAll(() => h.cleanup());

const exportCsv = (query: string, kind = 'contacts') => h.client.call(`/api/admin/${kind}/export.csv${query}`, { token });
const rowsOf = async (res: Response) => {
  const text = await res.text();
  const rows: string[][] = parse(text, { bom: true });
  return { text, rows };
};

describe('CSV export', () => {
  it('answers UTF-8 with a BOM, RFC 4180 quoting and CRLF, the header row first, oldest first, formulas neutralised', async () => {
    const messages = [
      { ...validContact, subject: 'First', message: '=HYPERLINK("http://evil.example","Click")' },
      { ...validContact, subject: 'Second', name: 'Zoë, "the" client', message: 'Two\nlines' },
      { ...validContact, subject: '+44 call me', message: '@SUM(A1:A2)', phone: '-1' },
    ];
    for (const json of messages) expect((await h.client.call('/api/contact', { json })).status).toBe(201);

    const res = await exportCsv('');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('Content-Disposition')).toMatch(/^attachment; filename="contacts-start-to-\d{4}-\d{2}-\d{2}\.csv"/);
    const bytes = new Uint8Array(await res.clone().arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const { text, rows } = await rowsOf(res);
    expect(text).toContain('\r\n');
    expect(text.replace(/\r\n/g, '')).not.toMatch(/\r(?!\n)/);
    expect(rows[0]).toEqual(['id', 'createdAt', 'name', 'email', 'phone', 'subject', 'message']);
    expect(rows.slice(1).map((row) => row.slice(2))).toEqual([
      ['Sam', 'sam@example.com', '', 'First', `'=HYPERLINK("http://evil.example","Click")`],
      ['Zoë, "the" client', 'sam@example.com', '', 'Second', 'Two\nlines'],
      ['Sam', 'sam@example.com', "'-1", "'+44 call me", "'@SUM(A1:A2)"],
    ]);
    expect(text).toContain('"\'=HYPERLINK(""http://evil.example"",""Click"")"');
  });

  it('neutralises each of = + - @, a tab and a carriage return at the start, and not after a letter or a space', () => {
    for (const lead of ['=', '+', '-', '@', '\t', '\r']) expect(neutralised(`${lead}1`)).toBe(`'${lead}1`);
    for (const plain of ['1+1', 'a=b', ' =1', '', "'already", 'a ;b, c|d', 'Two\nlines', 'Items:\n- one\n- two'])
      expect(neutralised(plain)).toBe(plain);
  });

  it('neutralises each formula trigger after a , ; tab or | inside a cell, each one', () => {
    for (const separator of [',', ';', '\t', '|'])
      for (const lead of ['=', '+', '-', '@', '\t', '\r'])
        expect(neutralised(`a${separator}${lead}1`), JSON.stringify([separator, lead])).toBe(`a${separator}'${lead}1`);
    expect(neutralised('plain hello;=1+1;tail')).toBe("plain hello;'=1+1;tail");
    expect(neutralised('=1;=2,+3|@4\n-5')).toBe("'=1;'=2,'+3|'@4\n-5");
    // A trigger that is itself a separator: the cell after it is neutralised too.
    expect(neutralised('a;\t=1')).toBe("a;'\t'=1");
  });

  it('takes the days inclusive (UTC) and the view, and names the file after them', async () => {
    await h.server.db.execute(sql`UPDATE ${contacts} SET created_at = '2026-01-31T23:59:59.999999Z' WHERE subject = 'First'`);
    await h.server.db.execute(sql`UPDATE ${contacts} SET created_at = '2026-02-01T00:00:00Z' WHERE subject = 'Second'`);
    const january = await exportCsv('?from=2026-01-01&to=2026-01-31');
    expect(january.headers.get('Content-Disposition')).toMatch(/filename="contacts-2026-01-01-to-2026-01-31\.csv"/);
    expect((await rowsOf(january)).rows.slice(1).map((row) => row[5])).toEqual(['First']);
    const february = await exportCsv('?from=2026-02-01&to=2026-02-01');
    expect((await rowsOf(february)).rows.slice(1).map((row) => row[5])).toEqual(['Second']);

    expect((await h.client.call('/api/contact', { json: { ...validContact, subject: 'Bot', website: 'x' } })).status).toBe(201);
    const spam = await exportCsv('?view=spam');
    expect(spam.headers.get('Content-Disposition')).toMatch(/filename="contacts-spam-start-to-/);
    const { rows } = await rowsOf(spam);
    expect(rows[0]?.at(-1)).toBe('spamReason');
    expect(rows.slice(1).map((row) => [row[5], row.at(-1)])).toEqual([
      ['Bot', 'The hidden field that people leave empty was filled in'],
    ]);
  });

  it("lists an application's file by its name", async () => {
    const res = await h.client.call('/api/jobs/apply', {
      form: form(validApplication, { field: 'resume', name: '=cv.pdf', content: PDF }),
    });
    expect(res.status).toBe(201);
    const { rows } = await rowsOf(await exportCsv('', 'applications'));
    expect(rows[0]?.at(-1)).toBe('file');
    expect(rows[1]?.at(-1)).toBe("'=cv.pdf");
  });

  it('quotes every field, and a formula after a ; reaches no cell start of a spreadsheet splitting on ; (issue 59)', async () => {
    const ordinary = "Hello, I'd like a quote for 3 rooms; budget 5,000 EUR.\nThanks - Sam";
    for (const json of [
      { ...validContact, subject: 'Semicolon', message: 'plain hello;=1+1;tail' },
      { ...validContact, subject: 'Ordinary', message: ordinary },
    ])
      expect((await h.client.call('/api/contact', { json })).status).toBe(201);

    const { text, rows } = await rowsOf(await exportCsv(''));
    // Every field of every record, the header and empty ones included, is in double quotes.
    const body = text.replace(/^\uFEFF/, '');
    const field = '"(?:[^"]|"")*"';
    expect(body).toMatch(new RegExp(`^(?:${field}(?:,${field})*\r\n)+$`));
    expect(body.startsWith('"id","createdAt","name","email","phone","subject","message"\r\n')).toBe(true);
    expect(body).toContain(',"sam@example.com","","Ordinary",');

    expect(text).not.toContain(';=');
    const semicolon = rows.find((row) => row[5] === 'Semicolon');
    expect(semicolon?.slice(2)).toEqual(['Sam', 'sam@example.com', '', 'Semicolon', "plain hello;'=1+1;tail"]);
    expect(text).toContain('"plain hello;\'=1+1;tail"');
    // Split as a spreadsheet might (on any separator), no piece starts a formula.
    for (const piece of (semicolon?.[6] ?? '').split(/[,;\t|]/)) expect(piece).not.toMatch(/^[=+\-@]/);

    const plain = rows.find((row) => row[5] === 'Ordinary');
    expect(plain?.slice(2)).toEqual(['Sam', 'sam@example.com', '', 'Ordinary', ordinary]);
  });

  it('refuses a day that is not one, a range backwards, and an unknown view, naming the parameter', async () => {
    for (const [query, field] of [
      ['?from=2026-02-30', 'from'],
      ['?to=yesterday', 'to'],
      ['?from=2026-03-01&to=2026-02-01', 'from'],
      ['?view=all', 'view'],
    ] as const) {
      const res = await exportCsv(query);
      expect(res.status, query).toBe(400);
      expect(Object.keys(((await res.json()) as { fields: Record<string, string> }).fields)).toEqual([field]);
    }
  });
});

describe('CSV export of 100,000 contacts', () => {
  const ROWS = 100_000;
  const MB = 1024 * 1024;
  let big: Harness;
  let owner: string;
  beforeAll(async () => {
    big = await startHarness();
    owner = (await big.client.signUpAndIn('many@example.com')).accessToken;
    // Stored as this version stores them, a due time and a reminder time each (enquiries/tracking.ts):
    // else the restart would first fill in the reminders of the many not yet due.
    await big.server.db.execute(sql`
      INSERT INTO contacts (id, name, email, phone, subject, message, created_at, due_at, remind_at)
      SELECT gen_random_uuid()::text, 'Sender ' || i, 'sender' || i || '@example.com', '+44 20 7946 ' || i,
             'Subject ' || i, 'A message of some length, as people write them, number ' || i,
             now() - (i || ' seconds')::interval, now() - (i || ' seconds')::interval + interval '1 day',
             now() - (i || ' seconds')::interval + interval '22 hours'
      FROM generate_series(1, ${ROWS}) AS i`);
    // Statistics, as after any day of the server's life, which a bulk insert this moment old lacks.
    // Without them the planner takes the whole table for a few rows and reads all of it for each
    // batch (24 ms a batch on PostgreSQL rather than 0.3: the export took 11 s in CI, not 5).
    // PostgreSQL's autovacuum analyzes a table within a minute of such a change: done here at once.
    // The embedded database has no autovacuum: the server's sweep at start does it
    // (submissions/retention.ts), which the restart runs and this test therefore guards.
    if (process.env.DATABASE_URL) await big.server.db.execute(sql`ANALYZE contacts`);
    await big.restart();
  }, 120_000);
  afterAll(() => big.cleanup());

  it('streams every row in under 10 s, holding no more than a few batches while the client reads slowly', async () => {
    await collectGarbage();
    const before = process.memoryUsage().heapUsed;
    const started = performance.now();
    const res = await big.client.call('/api/admin/contacts/export.csv', { token: owner });
    expect(res.status).toBe(200);
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    let bytes = 0;
    let lines = 0;
    let paused: number | undefined;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
      for (const byte of value) if (byte === 0x0a) lines += 1;
      if (paused === undefined && bytes > 2 * MB) {
        // A client that stops reading a moment: the server waits for it rather than reading ahead into memory.
        // The pause is the scenario (what the server holds meanwhile is measured), not a wait for an outcome.
        await new Promise((resolve) => setTimeout(resolve, 500));
        await collectGarbage();
        paused = process.memoryUsage().heapUsed - before;
      }
    }
    const seconds = (performance.now() - started) / 1000;
    console.info(
      `CSV export: ${ROWS} rows, ${(bytes / MB).toFixed(1)} MB in ${seconds.toFixed(2)} s; heap held mid-stream ${((paused ?? 0) / MB).toFixed(1)} MB`,
    );
    expect(lines).toBe(ROWS + 1);
    expect(seconds).toBeLessThan(10);
    // The whole file is well over 10 MB; the server held a few batches of it.
    expect(bytes).toBeGreaterThan(10 * MB);
    expect(paused).toBeLessThan(6 * MB);
  }, 60_000);

  it('stops reading when the client goes away mid-file, and the next export is whole', async () => {
    const res = await big.client.call('/api/admin/contacts/export.csv', { token: owner });
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    await reader.read();
    await reader.cancel();
    const again = await big.client.call('/api/admin/contacts/export.csv?from=2000-01-01', { token: owner });
    expect(again.status).toBe(200);
    const text = await again.text();
    expect(text.split('\r\n').filter(Boolean)).toHaveLength(ROWS + 1);
  }, 60_000);
});
