import { request } from 'node:http';
import { expect, test } from '@playwright/test';
import { editorPort } from './site-copy';

/*
 * The dev server against DNS rebinding (issue 32): a page on a domain whose DNS answer turns to
 * 127.0.0.1 reaches the dev server with its own name as Host, and its Origin agrees with that Host,
 * so the editor API's same-origin check alone let it read and rewrite content/pages/ and drop files
 * into public/images/. The dev server now refuses any Host but loopback names, and the editor's API
 * needs the token of this run that only the editor's own page is given.
 */

interface Answer {
  status: number;
  body: string;
}

/** A request exactly as a rebound browser page would send it: its own host name, to 127.0.0.1. */
function send(
  path: string,
  { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {},
) {
  return new Promise<Answer>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: editorPort, path, method, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

test('refuses a rebinding Host everywhere, and the editor API without this run’s token', async ({ page }) => {
  const rebound = `rebind.attacker.example:${editorPort}`;
  const asRebound = { Host: rebound, Origin: `http://${rebound}` };
  for (const path of ['/', '/edit/about', '/__editor/pages', '/__editor/pages/about', '/images/']) {
    const answer = await send(path, { headers: asRebound });
    expect(answer.status, path).toBe(403);
    expect(answer.body).toMatch(/disallowed or invalid Host header/);
  }

  // The editor's own page holds the token; even with it, the rebound name is refused.
  await page.goto('/edit/about');
  const token = (await page.locator('meta[name="page-editor-token"]').getAttribute('content')) ?? '';
  expect(token).toMatch(/^[\w-]{40,}$/);
  const write = await send('/__editor/pages/about', {
    method: 'PUT',
    headers: { ...asRebound, 'x-editor-token': token, 'Content-Type': 'application/json' },
    body: JSON.stringify({ version: '0'.repeat(64), page: { blocks: [] } }),
  });
  expect(write.status).toBe(403);

  // The loopback names pass the Host check; the API still wants the token.
  const local = `127.0.0.1:${editorPort}`;
  expect((await send('/__editor/pages', { headers: { Host: local } })).status).toBe(403);
  expect(
    (await send('/__editor/pages', { headers: { Host: `localhost:${editorPort}`, 'x-editor-token': 'guessed' } })).status,
  ).toBe(403);
  const listed = await send('/__editor/pages', { headers: { Host: local, 'x-editor-token': token } });
  expect(listed.status).toBe(200);
  expect(JSON.parse(listed.body)).toMatchObject({ pages: expect.arrayContaining(['about']) });
});
