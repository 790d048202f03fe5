import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import type { AuditEntry } from '../../schemas/audit';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { WebhookDelivery, WebhookEndpoint } from '../../schemas/webhooks';
import { webhookAttempts, webhookEndpoints } from '../db/schema';
import { form, startHarness, validContact, validQuote, type Harness } from '../test/harness';
import { createLogger } from '../logger';
import { systemTimeClock } from '../test/manual-clock';
import { startMailCatcher } from '../test/smtp';
import { startWebhookReceiver } from '../test/webhook-receiver';
import { refusedAddress } from './address';
import { until } from '../test/until';

/*
 * Webhooks (webhooks/): a receiver that verifies each payload with the Standard Webhooks library
 * gets every submission of its kinds once, after its own outage, each try with the same id; an
 * endpoint failing for days is disabled and the team told; addresses on the server's own network
 * are refused unless the operator allows them.
 */

const FAST = { firstMs: 100, maxMs: 300, giveUpMs: 60_000, disableAfterMs: 60_000 };
/**
 * Past every later look of the worker: the longest retry gap and its longest wait between looks (a
 * minute). Not past a claim's 5-minute lease: the receiver refuses a signature timestamped more than
 * 5 minutes from its own time, and a try whose outcome was never recorded has its own test below.
 */
const LATER = 2 * 60_000;

describe('webhooks to a receiver on the same network (WEBHOOK_ALLOW_PRIVATE)', () => {
  let down = true;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let h: Harness;
  let token: string;
  // Real time for the retries, moved ahead (LATER) to see at once what every later look would send.
  const clock = systemTimeClock();
  beforeAll(async () => {
    receiver = await startWebhookReceiver(() => (down ? 503 : 200));
    h = await startHarness({
      webhookAllowPrivate: true,
      webhookRetry: FAST,
      rateLimit: { max: 1_000, windowMs: 60_000 },
      clock,
    });
    token = (await h.client.signUpAndIn('hooks@example.com')).accessToken;
  });
  afterAll(async () => {
    await h.cleanup();
    await receiver.close();
  });

  it("delivers each quote and contact once, verified, after the receiver's outage, every try with one webhook-id", async () => {
    const added = await h.client.call('/api/admin/webhooks', { token, json: { url: receiver.url, kinds: ['quote', 'contact'] } });
    expect(added.status).toBe(201);
    const endpoint = (await added.json()) as WebhookEndpoint & { secret: string };
    // Gone whatever this test finds, so the next one starts with no endpoint (the test deletes it too).
    onTestFinished(async () => void (await h.client.call(`/api/admin/webhooks/${endpoint.id}`, { token, method: 'DELETE' })));
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    receiver.useSecret(endpoint.secret);
    const listed = (await (await h.client.call('/api/admin/webhooks', { token })).json()) as object[];
    expect(listed).toEqual([{ ...endpoint, secret: undefined }].map(({ secret: _, ...rest }) => rest));

    const subjects = Array.from({ length: 8 }, (_, i) => `Hook ${i}`);
    for (const subject of subjects)
      expect((await h.client.call('/api/contact', { json: { ...validContact, subject } })).status).toBe(201);
    const quote = await h.client.call('/api/request-quote', {
      form: form(validQuote, { field: 'file', name: 'brief.txt', content: 'x' }),
    });
    expect(quote.status).toBe(201);
    // An application is not this endpoint's kind; a spam post is never sent.
    expect((await h.client.call('/api/contact', { json: { ...validContact, subject: 'Bot', website: 'x' } })).status).toBe(201);

    // Every submission refused at least once, and 18 tries in all, before the receiver comes back:
    // each delivery then succeeds on a later try, however the retries of one outpaced another's first.
    await until(
      () => receiver.received,
      (received) => received.length >= 18 && new Set(received.map((r) => r.id)).size >= 9,
    );
    down = false;
    await until(
      () => receiver.received.filter((r) => r.status === 200).length,
      (n) => n >= 9,
    );
    // Later looks send nothing more.
    clock.advance(LATER);
    await h.server.idle();

    expect(receiver.received.every((r) => r.verified)).toBe(true);
    const accepted = receiver.received.filter((r) => r.status === 200);
    expect(accepted).toHaveLength(9);
    expect(new Set(accepted.map((r) => r.id)).size).toBe(9);
    expect(
      accepted
        .map((r) => r.body.data.subject)
        .filter(Boolean)
        .sort(),
    ).toEqual([...subjects].sort());
    const quoted = accepted.find((r) => r.body.data.kind === 'quote');
    expect(quoted?.body).toMatchObject({ type: 'submission.created', data: { kind: 'quote', file: { name: 'brief.txt' } } });
    // Each refused try of a submission carried the id its accepted try did.
    for (const r of receiver.received) expect(accepted.map((a) => a.id)).toContain(r.id);

    const log = (await (
      await h.client.call(`/api/admin/webhooks/${endpoint.id}/deliveries`, { token })
    ).json()) as WebhookDelivery[];
    expect(log).toHaveLength(9);
    expect(log.every((d) => d.status === 'succeeded' && d.responseStatus === 200 && d.attempt >= 2)).toBe(true);
    expect(Number(log[0]?.id)).toBeGreaterThan(Number(log.at(-1)?.id));

    // Redeliver: the same id and payload again.
    const first = log.at(-1);
    const before = receiver.received.length;
    const retried = await h.client.call(`/api/admin/webhooks/${endpoint.id}/deliveries/${first?.id}/retry`, {
      token,
      method: 'POST',
    });
    expect(retried.status).toBe(202);
    expect(((await retried.json()) as WebhookDelivery).messageId).toBe(first?.messageId);
    await until(
      () => receiver.received.length,
      (n) => n > before,
    );
    expect(receiver.received.slice(before)).toEqual([
      expect.objectContaining({ id: first?.messageId, status: 200, verified: true }),
    ]);

    expect((await h.client.call(`/api/admin/webhooks/${endpoint.id}`, { token, method: 'DELETE' })).status).toBe(204);
    expect((await h.client.call(`/api/admin/webhooks/${endpoint.id}/deliveries`, { token })).status).toBe(404);
  });

  it('stops at 20 endpoints, even when 25 are asked for at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        h.client.call('/api/admin/webhooks', { token, json: { url: `http://127.0.0.1:9/hook-${i}`, kinds: ['application'] } }),
      ),
    );
    const statuses = answers.map((res) => res.status).sort();
    if (!statuses.every((s) => s === 201 || s === 409)) console.info(await Promise.all(answers.map((res) => res.text())));
    expect(statuses.filter((s) => s === 201)).toHaveLength(20);
    expect(statuses.filter((s) => s === 409)).toHaveLength(5);
    expect((await (await h.client.call('/api/admin/webhooks', { token })).json()) as object[]).toHaveLength(20);
  });

  it('keeps every try in the delivery log: answered 500, 500, then 200, it shows three (issue 59)', async () => {
    let answered = 0;
    const receiver = await startWebhookReceiver(() => (++answered <= 2 ? 500 : 200));
    try {
      // The tests before filled the list (20 at most): this one's is the only endpoint.
      for (const { id } of (await (await h.client.call('/api/admin/webhooks', { token })).json()) as WebhookEndpoint[])
        await h.client.call(`/api/admin/webhooks/${id}`, { token, method: 'DELETE' });
      const added = await h.client.call('/api/admin/webhooks', { token, json: { url: receiver.url, kinds: ['contact'] } });
      expect(added.status, await added.clone().text()).toBe(201);
      const endpoint = (await added.json()) as WebhookEndpoint;
      onTestFinished(async () => void (await h.client.call(`/api/admin/webhooks/${endpoint.id}`, { token, method: 'DELETE' })));
      expect((await h.client.call('/api/contact', { json: validContact })).status).toBe(201);
      const [delivery] = await until(
        async () =>
          (await (await h.client.call(`/api/admin/webhooks/${endpoint.id}/deliveries`, { token })).json()) as WebhookDelivery[],
        (log) => log[0]?.status === 'succeeded',
      );
      expect(delivery?.attempts.map((attempt) => attempt.responseStatus)).toEqual([200, 500, 500]);
      expect(delivery?.attempts.map((attempt) => attempt.error)).toEqual([
        undefined,
        expect.stringMatching(/^HTTP 500/),
        expect.stringMatching(/^HTTP 500/),
      ]);
      const times = delivery?.attempts.map((attempt) => Date.parse(attempt.at)) ?? [];
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      for (const attempt of delivery?.attempts ?? []) expect(attempt.durationMs).toBeGreaterThanOrEqual(0);

      // A long run of retries shows its latest 20 tries, newest first.
      const start = Date.parse(delivery?.at ?? '') + 1000;
      await h.server.db.insert(webhookAttempts).values(
        Array.from({ length: 25 }, (_, i) => ({
          deliveryId: Number(delivery?.id),
          attempt: 4 + i,
          at: new Date(start + i * 1000),
          responseStatus: 503,
          error: `HTTP 503: try ${4 + i}`,
          durationMs: 5,
        })),
      );
      const [long] = (await (
        await h.client.call(`/api/admin/webhooks/${endpoint.id}/deliveries`, { token })
      ).json()) as WebhookDelivery[];
      expect(long?.attempts.map((attempt) => attempt.error)).toEqual(
        Array.from({ length: 20 }, (_, i) => `HTTP 503: try ${28 - i}`),
      );
    } finally {
      await receiver.close();
    }
  });

  it('records a try with its outcome or not at all: a database that refuses the outcome keeps no try', async () => {
    const receiver = await startWebhookReceiver(() => 200);
    // The database refuses to mark any delivery succeeded, as one that failed at that moment would.
    await h.server.db.execute(sql`CREATE FUNCTION refuse_success() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'the database went away'; END $$`);
    await h.server.db.execute(sql`CREATE TRIGGER refuse_success BEFORE UPDATE ON webhook_deliveries
      FOR EACH ROW WHEN (NEW.state = 'succeeded') EXECUTE FUNCTION refuse_success()`);
    onTestFinished(async () => {
      await h.server.db.execute(sql`DROP TRIGGER IF EXISTS refuse_success ON webhook_deliveries`);
      await h.server.db.execute(sql`DROP FUNCTION IF EXISTS refuse_success()`);
      await receiver.close();
    });
    for (const { id } of (await (await h.client.call('/api/admin/webhooks', { token })).json()) as WebhookEndpoint[])
      await h.client.call(`/api/admin/webhooks/${id}`, { token, method: 'DELETE' });
    const endpoint = (await (
      await h.client.call('/api/admin/webhooks', { token, json: { url: receiver.url, kinds: ['contact'] } })
    ).json()) as WebhookEndpoint;
    expect((await h.client.call('/api/contact', { json: validContact })).status).toBe(201);
    await until(
      () => receiver.received.length,
      (n) => n === 1,
    );
    await h.server.idle();

    // The receiver answered 200, but that was never recorded: the delivery is still to be sent
    // (again, once its lease ends), and its log holds no try that contradicts it.
    const [delivery] = (await (
      await h.client.call(`/api/admin/webhooks/${endpoint.id}/deliveries`, { token })
    ).json()) as WebhookDelivery[];
    expect(delivery?.status).toBe('pending');
    expect(delivery?.attempts).toEqual([]);
  });
});

describe('an endpoint that fails for days', () => {
  it('is disabled and the team told by mail; a retry by hand turns it on again', async () => {
    const mail = await startMailCatcher();
    const receiver = await startWebhookReceiver(() => 500);
    const clock = systemTimeClock();
    const h = await startHarness({
      webhookAllowPrivate: true,
      webhookRetry: { ...FAST, disableAfterMs: 400 },
      smtpUrl: mail.url,
      clock,
    });
    try {
      const token = (await h.client.signUpAndIn('owner@example.com')).accessToken;
      const endpoint = (await (
        await h.client.call('/api/admin/webhooks', { token, json: { url: receiver.url, kinds: ['contact'] } })
      ).json()) as WebhookEndpoint;
      expect((await h.client.call('/api/contact', { json: validContact })).status).toBe(201);
      const [disabled] = await until(
        async () => (await (await h.client.call('/api/admin/webhooks', { token })).json()) as WebhookEndpoint[],
        (list) => list[0]?.disabledAt !== null,
      );
      expect(disabled?.failingSince).not.toBeNull();
      await until(
        () =>
          mail.received.filter((m) => m.to.includes('owner@example.com') && /webhook endpoint was disabled/.test(m.raw)).length,
        (n) => n === 1,
      );
      const tries = receiver.received.length;
      // A disabled endpoint gets no more tries, however long it waits.
      clock.advance(LATER);
      await h.server.idle();
      expect(receiver.received.length).toBe(tries);

      const [delivery] = (await (
        await h.client.call(`/api/admin/webhooks/${endpoint.id}/deliveries`, { token })
      ).json()) as WebhookDelivery[];
      expect(delivery).toMatchObject({ status: 'pending', responseStatus: 500, error: 'HTTP 500: down for maintenance' });
      expect(
        (await h.client.call(`/api/admin/webhooks/${endpoint.id}/deliveries/${delivery?.id}/retry`, { token, method: 'POST' }))
          .status,
      ).toBe(202);
      const [again] = (await (await h.client.call('/api/admin/webhooks', { token })).json()) as WebhookEndpoint[];
      expect(again?.disabledAt).toBeNull();
      // Turned on again by a person: the audit log says who (issue 59).
      const [row] = (await (await h.client.call('/api/admin/audit?action=webhook.re-enabled', { token })).json()) as AuditEntry[];
      expect(row).toMatchObject({ actor: { email: 'owner@example.com' }, target: `${receiver.url} (a delivery retried)` });
    } finally {
      await h.cleanup();
      await receiver.close();
      await mail.close();
    }
  });
});

describe.runIf(process.env.DATABASE_URL)('an endpoint removed while a try is being recorded (PostgreSQL)', () => {
  it('waits for the removal and records nothing, as removing it takes the endpoint first: no deadlock, no failed look', async () => {
    const logged: Array<{ msg?: string }> = [];
    const h = await startHarness({
      webhookAllowPrivate: true,
      logger: createLogger('warn', { write: (line: string) => logged.push(JSON.parse(line) as { msg?: string }) }),
    });
    // A receiver that holds its answer until told: the try is in flight while the test removes the endpoint.
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const asked: string[] = [];
    const server = createServer((req, res) => {
      asked.push(String(req.url));
      void answered.then(() => res.writeHead(200).end('ok'));
      req.resume();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const token = (await h.client.signUpAndIn('remover@example.com')).accessToken;
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
      const endpoint = (await (
        await h.client.call('/api/admin/webhooks', { token, json: { url, kinds: ['contact'] } })
      ).json()) as WebhookEndpoint;
      expect((await h.client.call('/api/contact', { json: validContact })).status).toBe(201);
      await until(
        () => asked.length,
        (n) => n === 1,
      );
      // The removal holds the endpoint and, by cascade, its delivery while the receiver answers and the
      // worker comes to record the try; only then does it commit.
      await h.server.db.transaction(async (tx) => {
        await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
        answer();
        await new Promise((resolve) => setTimeout(resolve, 500));
      });
      await h.server.idle();
      expect(await h.server.db.select().from(webhookAttempts)).toEqual([]);
      expect(logged.map((entry) => entry.msg)).toEqual([]);
    } finally {
      answer();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await h.cleanup();
    }
  });
});

describe("addresses on the server's own network", () => {
  let h: Harness;
  let token: string;
  beforeAll(async () => {
    h = await startHarness({ webhookRetry: FAST });
    token = (await h.client.signUpAndIn('ssrf@example.com')).accessToken;
  });
  afterAll(() => h.cleanup());

  it('refuses plain http and hosts that resolve to loopback, private, link-local, unspecified or IPv4-compatible addresses', async () => {
    for (const url of [
      'http://crm.example.com/hooks',
      'https://127.0.0.1/hooks',
      'https://localhost/hooks',
      'https://10.1.2.3/hooks',
      'https://192.168.0.10/hooks',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/hooks',
      'https://[::ffff:127.0.0.1]/hooks',
      'https://[::127.0.0.1]/hook',
      'https://[::a9fe:a9fe]/hook',
      'https://0.0.0.0/hooks',
      'https://user:pass@crm.example.com/hooks',
      'ftp://crm.example.com/hooks',
    ]) {
      const res = await h.client.call('/api/admin/webhooks', { token, json: { url, kinds: ['quote'] } });
      expect(res.status, url).toBe(400);
      expect(Object.keys(((await res.json()) as { fields: object }).fields), url).toEqual(['url']);
    }
    expect((await (await h.client.call('/api/admin/webhooks', { token })).json()) as object[]).toEqual([]);
    // An IPv4-compatible literal (the URL writes `[::127.0.0.1]` as `[::7f00:1]`) is refused as `[::1]` is, in the same words.
    for (const [url, host] of [
      ['https://[::1]/hook', '::1'],
      ['https://[::127.0.0.1]/hook', '::7f00:1'],
      ['https://[::a9fe:a9fe]/hook', '::a9fe:a9fe'],
    ]) {
      const res = await h.client.call('/api/admin/webhooks', { token, json: { url, kinds: ['quote'] } });
      expect(res.status, url).toBe(400);
      expect(((await res.json()) as { fields: { url: string } }).fields.url, url).toMatch(
        new RegExp(`^${host} resolves to ${host} is a \\w+ address, not one on the internet$`),
      );
    }
    expect(refusedAddress('93.184.216.34')).toBeNull();
    expect(refusedAddress('2606:2800:220:1:248:1893:25c8:1946')).toBeNull();
  });

  it('checks again at delivery: an endpoint whose name now resolves to this machine gets nothing', async () => {
    const receiver = await startWebhookReceiver(() => 200);
    try {
      // As if its DNS answer changed since it was added (rebinding): stored directly, past the check at adding.
      const id = '00000000-0000-4000-8000-00000000beef';
      await h.server.db.insert(webhookEndpoints).values({
        id,
        url: receiver.url.replace('http://127.0.0.1', 'https://localhost'),
        kinds: ['contact'],
        secret: 'v2.x.y.z',
      });
      expect((await h.client.call('/api/contact', { json: validContact })).status).toBe(201);
      const [delivery] = await until(
        async () => (await (await h.client.call(`/api/admin/webhooks/${id}/deliveries`, { token })).json()) as WebhookDelivery[],
        (log) => (log[0]?.attempt ?? 0) >= 1 && log[0]?.error !== undefined,
      );
      expect(delivery?.error).toMatch(/localhost resolves to .* (loopback|private)/);
      expect(receiver.received).toHaveLength(0);
    } finally {
      await receiver.close();
    }
  });

  it('refuses malformed, cut and oversized bodies and unknown kinds', async () => {
    const post = (body: string) =>
      h.client.call('/api/admin/webhooks', { token, body, headers: { 'Content-Type': 'application/json' } });
    expect((await post('{"url":"https://crm.example.com/h","kinds":["quo')).status).toBe(400);
    expect((await post('[]')).status).toBe(400);
    expect((await post(JSON.stringify({ url: 'https://crm.example.com/h', kinds: ['lead'] }))).status).toBe(400);
    expect((await post(JSON.stringify({ url: 'https://crm.example.com/h', kinds: [] }))).status).toBe(400);
    expect((await post(JSON.stringify({ url: 'https://crm.example.com/h', kinds: ['quote', 'quote'] }))).status).toBe(400);
    expect((await post(JSON.stringify({ url: `https://crm.example.com/${'a'.repeat(3000)}`, kinds: ['quote'] }))).status).toBe(
      400,
    );
    expect(
      (await post(JSON.stringify({ url: 'https://crm.example.com/h', kinds: ['quote'], pad: 'x'.repeat(300_000) }))).status,
    ).toBe(413);
  });
});

describe('refusedAddress', () => {
  it('allows unicast internet addresses only', () => {
    for (const address of [
      '127.0.0.1',
      '10.0.0.1',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.1.1',
      '100.64.0.1',
      '::1',
      'fe80::1',
      'fc00::1',
      '::ffff:10.0.0.1',
      '0.0.0.0',
    ])
      expect(refusedAddress(address), address).not.toBeNull();
  });

  it('refuses the whole deprecated IPv4-compatible range ::/96, and still allows public IPv6', () => {
    for (const address of [
      '::127.0.0.1',
      '::7f00:1',
      '::a9fe:a9fe',
      '::a00:1',
      '::808:808',
      '::0.0.0.2',
      '::ffff:ffff',
      '::',
      '::1',
    ])
      expect(refusedAddress(address), address).not.toBeNull();
    expect(refusedAddress('::7f00:1')).toBe('::7f00:1 is a ipv4Compatible address, not one on the internet');
    expect(refusedAddress('::')).toMatch(/unspecified/);
    expect(refusedAddress('::1')).toMatch(/loopback/);
    for (const address of ['2606:4700:4700::1111', '2001:4860:4860::8888', '::ffff:8.8.8.8', '8.8.8.8'])
      expect(refusedAddress(address), address).toBeNull();
  });
});
