import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WebhookEndpoint } from '../../schemas/webhooks';
import { render } from '../../test-utils/render';
import { Webhooks } from './Webhooks';

/** The fake API: the endpoints added so far, and one delivery each. */
let endpoints: WebhookEndpoint[];
let sent: Array<{ method: string; path: string; body: unknown }>;
const saved = globalThis.fetch;

beforeEach(() => {
  endpoints = [];
  sent = [];
  localStorage.setItem('token', 'test-token');
  globalThis.fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const path = new URL(request.url).pathname;
    const body = request.method === 'POST' ? await request.clone().text() : '';
    sent.push({ method: request.method, path, body: body ? JSON.parse(body) : null });
    if (request.method === 'POST' && path.endsWith('/admin/webhooks')) {
      const { url, kinds } = JSON.parse(body) as WebhookEndpoint;
      const endpoint = { id: 'e1', url, kinds, createdAt: '2026-11-28T10:00:00Z', failingSince: null, disabledAt: null };
      endpoints.push(endpoint);
      return Response.json({ ...endpoint, secret: 'whsec_c2VjcmV0c2VjcmV0c2VjcmV0c2VjcmV0' }, { status: 201 });
    }
    if (path.endsWith('/deliveries'))
      return Response.json([
        {
          id: '7',
          at: '2026-11-28T10:01:00Z',
          attempt: 3,
          status: 'pending',
          responseStatus: 503,
          error: 'HTTP 503',
          messageId: 'msg_1',
          attempts: [
            { at: '2026-11-28T10:01:00Z', responseStatus: 503, error: 'HTTP 503', durationMs: 41 },
            { at: '2026-11-28T10:00:30Z', responseStatus: null, error: 'ECONNREFUSED', durationMs: 3 },
            { at: '2026-11-28T10:00:00Z', responseStatus: 500, error: 'HTTP 500', durationMs: 120 },
          ],
        },
      ]);
    if (path.endsWith('/retry'))
      return Response.json(
        {
          id: '7',
          at: '2026-11-28T10:02:00Z',
          attempt: 0,
          status: 'pending',
          responseStatus: null,
          messageId: 'msg_1',
          attempts: [],
        },
        { status: 202 },
      );
    return Response.json(endpoints);
  });
});
afterEach(() => {
  globalThis.fetch = saved;
  localStorage.removeItem('token');
});

describe('Webhooks', () => {
  it('adds an endpoint for the kinds chosen, shows its secret once, and retries a delivery from its log', async () => {
    render(<Webhooks />);
    const form = await screen.findByRole('form', { name: 'Add a webhook endpoint' });
    await userEvent.type(within(form).getByLabelText(/Endpoint address/), 'https://crm.example.com/hooks');
    await userEvent.click(within(form).getByLabelText('Job applications'));
    await userEvent.click(within(form).getByRole('button', { name: 'Add endpoint' }));
    expect(await within(form).findByLabelText('Signing secret')).toHaveTextContent('whsec_c2VjcmV0c2VjcmV0c2VjcmV0c2VjcmV0');
    expect(sent.find((call) => call.method === 'POST')?.body).toEqual({
      url: 'https://crm.example.com/hooks',
      kinds: ['quote', 'contact'],
    });
    const list = await screen.findByRole('list', { name: 'Webhook endpoints' });
    expect(within(list).getByText('Quote requests, Contact messages · Active.')).toBeInTheDocument();
    await userEvent.click(within(list).getByRole('button', { name: 'Deliveries' }));
    const log = await screen.findByRole('list', { name: 'Deliveries to https://crm.example.com/hooks' });
    expect(within(log).getByText(/Waiting to be tried again/)).toHaveTextContent(/3 tries · HTTP 503/);
    // Every try, not only the last: what the receiver answered each time (issue 59).
    expect(
      within(within(log).getByRole('list', { name: 'Every try, newest first' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent?.replace(/^.*? · /, '')),
    ).toEqual(['HTTP 503 · 41 ms · HTTP 503', 'no answer · 3 ms · ECONNREFUSED', 'HTTP 500 · 120 ms · HTTP 500']);
    await userEvent.click(within(log).getByRole('button', { name: 'Retry' }));
    await vi.waitFor(() => expect(sent.some((call) => call.path.endsWith('/admin/webhooks/e1/deliveries/7/retry'))).toBe(true));
  });

  it('asks for at least one kind before asking the server', async () => {
    render(<Webhooks />);
    const form = await screen.findByRole('form', { name: 'Add a webhook endpoint' });
    await userEvent.type(within(form).getByLabelText(/Endpoint address/), 'https://crm.example.com/hooks');
    for (const label of ['Quote requests', 'Contact messages', 'Job applications'])
      await userEvent.click(within(form).getByLabelText(label));
    await userEvent.click(within(form).getByRole('button', { name: 'Add endpoint' }));
    expect(await within(form).findByText('Choose at least one kind')).toBeInTheDocument();
    expect(sent.filter((call) => call.method === 'POST')).toEqual([]);
  });
});
