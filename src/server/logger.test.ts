import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from './logger';
import { startHarness, validContact, type Harness } from './test/harness';

const lines: Array<Record<string, unknown>> = [];
let h: Harness;

beforeAll(async () => {
  h = await startHarness({
    logger: createLogger('info', { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) }),
  });
});
afterAll(() => h.cleanup());

describe('logs', () => {
  it('are JSON lines with level, time and message, each request with its own id, also in X-Request-Id', async () => {
    const first = await h.client.call('/api/contact', { json: validContact });
    const second = await h.client.call('/api/health', { headers: { 'X-Request-Id': 'proxy-assigned-42' } });
    const firstId = first.headers.get('x-request-id');
    expect(firstId).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers.get('x-request-id')).toBe('proxy-assigned-42');
    const requests = lines.filter((line) => line.msg === 'request');
    expect(requests.at(-2)).toMatchObject({ level: 'info', reqId: firstId, method: 'POST', path: '/api/contact', status: 201 });
    expect(requests.at(-1)).toMatchObject({ reqId: 'proxy-assigned-42', path: '/api/health', status: 200 });
    expect(typeof requests.at(-1)?.time).toBe('string');
  });

  it('never carry a body, password or token', async () => {
    await h.client.call('/api/auth/register', {
      json: { name: 'Logged', email: 'logged@example.com', password: 'a secret nobody logs' },
    });
    await h.client.call('/api/auth/login', { json: { email: 'logged@example.com', password: 'a secret nobody logs' } });
    const text = JSON.stringify(lines);
    expect(text).not.toContain('a secret nobody logs');
    expect(text).not.toMatch(/eyJ[\w-]+\.[\w-]+\./);
  });

  it("never carry a preview link's token: its path is logged by its route pattern", async () => {
    const { accessToken: token } = await h.client.signIn('logged@example.com', 'a secret nobody logs');
    const post = (await (
      await h.client.call('/api/blogs', { token, json: { title: 'Not yet', content: '<p>Draft</p>', status: 'draft' } })
    ).json()) as { _id: string };
    const link = (await (await h.client.call(`/api/admin/blogs/${post._id}/preview`, { method: 'POST', token })).json()) as {
      url: string;
    };
    const secret = link.url.split('/').at(-1) ?? '';
    expect(secret).toHaveLength(43);
    await h.client.call(link.url);
    await h.client.call(`${link.url}/..%2f`);
    expect(JSON.stringify(lines)).not.toContain(secret);
    expect(lines.filter((line) => line.msg === 'request').map((line) => line.path)).toContain('/blog/preview/:token');
  });
});
