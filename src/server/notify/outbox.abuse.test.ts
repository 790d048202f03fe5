import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Delivery } from '../../schemas/inbox';
import { createLogger } from '../logger';
import { form, startHarness, validQuote, validContact, type Harness } from '../test/harness';
import { systemTimeClock } from '../test/manual-clock';
import { serverBehindPgProxy } from '../test/pg-proxy';
import { startS3 } from '../test/s3';
import { startMailCatcher } from '../test/smtp';
import { startTcpGate } from '../test/tcp-gate';
import { until } from '../test/until';

/*
 * The outbox when the server's own parts fail: the bucket that holds an attachment away at the
 * moment of sending, and the database lost under the worker. A mail is never lost and never sent
 * twice for it; it waits and goes once they are back.
 */

const FAST = { firstMs: 100, maxMs: 300, giveUpMs: 60_000 };
/** Past every later look of the outbox: its longest wait (a minute) and the 10-minute lease of a send never recorded. */
const LATER = 11 * 60_000;

describe('the bucket away when a mail with an attachment is sent', () => {
  let s3: Awaited<ReturnType<typeof startS3>>;
  let gate: Awaited<ReturnType<typeof startTcpGate>>;
  let mail: Awaited<ReturnType<typeof startMailCatcher>>;
  let smtpDown = true;
  let h: Harness;
  beforeAll(async () => {
    s3 = await startS3();
    gate = await startTcpGate({ host: '127.0.0.1', port: Number(new URL(s3.options.endpoint ?? '').port) });
    mail = await startMailCatcher({ refuse: () => (smtpDown ? '451 4.3.0 Try again later' : null) });
    h = await startHarness({
      s3: { ...s3.options, endpoint: `http://127.0.0.1:${gate.port}` },
      smtpUrl: mail.url,
      mailRetry: FAST,
    });
  });
  afterAll(async () => {
    await h.cleanup();
    await gate.stop();
    await s3.stop();
    await mail.close();
  });

  it('retries, saying the storage did not answer, and sends the mail once with its file when it is back', async () => {
    const token = (await h.client.signUpAndIn('bucket@example.com')).accessToken;
    const res = await h.client.call('/api/request-quote', {
      form: form(validQuote, { field: 'file', name: 'brief.txt', content: 'the brief' }),
    });
    expect(res.status).toBe(201);
    // The first try read the file and the mail server asked to try later; then the bucket goes away.
    await until(
      () => mail.refused.length,
      (n) => n >= 1,
    );
    gate.setDown(true);
    smtpDown = false;
    const delivery = async () =>
      ((await (await h.client.call('/api/admin/quotes', { token })).json()) as Array<{ delivery: Delivery }>)[0]?.delivery;
    const waiting = await until(delivery, (d) => d?.state === 'retrying' && /storage/.test(d.lastError ?? ''));
    expect(waiting?.lastError).toMatch(/^The attachment could not be read from storage/);
    expect(mail.received).toHaveLength(0);

    gate.setDown(false);
    await until(delivery, (d) => d?.state === 'sent');
    expect(mail.received).toHaveLength(1);
    expect(mail.received[0]?.raw).toMatch(/filename=brief\.txt/);
    expect(mail.received[0]?.raw).not.toMatch(/is not attached/);
  });
});

describe.runIf(process.env.DATABASE_URL)('the database lost under the worker (PostgreSQL behind a proxy)', () => {
  let mail: Awaited<ReturnType<typeof startMailCatcher>>;
  let down = true;
  beforeAll(async () => {
    mail = await startMailCatcher({ refuse: () => (down ? '451 Try later' : null) });
  });
  afterAll(() => mail.close());
  // What the server warns of, to know when its worker has met the outage.
  const warnings: string[] = [];
  const clock = systemTimeClock();
  const lost = serverBehindPgProxy('outbox_faults', {
    get smtpUrl() {
      return mail.url;
    },
    mailRetry: FAST,
    logger: createLogger('warn', { write: (line: string) => warnings.push(line) }),
    clock,
  });

  it('keeps the mail through the outage, and sends it once when the database and the mail server are back', async () => {
    const { harness, proxy } = lost;
    const stored = await harness.client.call('/api/contact', { json: { ...validContact, subject: 'Through the outage' } });
    expect(stored.status).toBe(201);
    await until(
      () => mail.refused.length,
      (n) => n >= 1,
    );
    proxy.setDatabaseDown(true);
    down = false;
    // The worker's looks fail while the database is away; it tries again, and the mail goes once it is back.
    await until(
      () => warnings.filter((line) => line.includes('the mail outbox could not look for due work')).length,
      (n) => n >= 1,
    );
    await lost.databaseBack();
    await until(
      () => mail.received.length,
      (n) => n >= 1,
      30_000,
    );
    // Later looks send nothing more.
    clock.advance(LATER);
    await harness.server.idle();
    expect(mail.received.filter((m) => /Through the outage/.test(m.raw))).toHaveLength(1);
  }, 60_000);
});
