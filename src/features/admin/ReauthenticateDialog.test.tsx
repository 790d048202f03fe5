import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../api/client';
import { render } from '../../test-utils/render';
import { ReauthenticateDialog } from './ReauthenticateDialog';

const savedFetch = globalThis.fetch;
let asked: { url: string; body: string; authorization: string | null }[];
/** The server: a proof is recent once the right password came; the code too once asked for. */
let proved: boolean;
let withApp: boolean;

beforeEach(() => {
  asked = [];
  proved = false;
  withApp = false;
  localStorage.setItem('token', 'access-token');
  globalThis.fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const body = await request.text();
    asked.push({ url: new URL(request.url).pathname, body, authorization: request.headers.get('authorization') });
    if (request.url.endsWith('/api/auth/reauthenticate')) {
      const { password, code } = JSON.parse(body) as { password?: string; code?: string };
      if (password !== 'the password')
        return Response.json({ error: 'That password is not right.', code: 'REAUTHENTICATE' }, { status: 403 });
      if (withApp && !code)
        return Response.json({ error: 'Enter the 6-digit code', code: 'REAUTHENTICATE', secondFactor: 'totp' }, { status: 403 });
      proved = true;
      return Response.json({ validUntil: '2026-11-27T10:00:00.000Z' });
    }
    if (!proved) return Response.json({ error: 'Please confirm it is you.', code: 'REAUTHENTICATE' }, { status: 403 });
    return Response.json({ challenge: 'abc', sent: JSON.parse(body || 'null') as unknown });
  });
});
afterEach(() => {
  globalThis.fetch = savedFetch;
  localStorage.clear();
});

describe("'Confirm it's you'", () => {
  it('asks in place when a call needs a recent proof, says what was wrong, and makes the call again once proved', async () => {
    render(<ReauthenticateDialog />);
    // Read untyped: the stand-in server above answers { challenge, sent } at any address, not the
    // document's passkey, and a typed POST /api/account/passkeys would need a credential the test has no use for.
    const call = api.post('account/passkeys', { json: { name: 'Laptop' } }).json();
    const dialog = await screen.findByRole('dialog', { name: "Confirm it's you" });
    await userEvent.type(screen.getByLabelText(/Password/), 'a guess');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('That password is not right.')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/Password/));
    await userEvent.type(screen.getByLabelText(/Password/), 'the password');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    // The call went through, with its body and token, after the proof.
    expect(await call).toEqual({ challenge: 'abc', sent: { name: 'Laptop' } });
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(asked.map((request) => request.url)).toEqual([
      '/api/account/passkeys',
      '/api/auth/reauthenticate',
      '/api/auth/reauthenticate',
      '/api/account/passkeys',
    ]);
    expect(asked.at(-1)?.authorization).toBe('Bearer access-token');
  });

  it('asks for the code of an account with an authenticator app', async () => {
    withApp = true;
    render(<ReauthenticateDialog />);
    const call = api.get('admin/backup').json();
    await userEvent.type(await screen.findByLabelText(/Password/), 'the password');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await userEvent.type(await screen.findByLabelText(/Code from your authenticator app/), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await expect(call).resolves.toBeTruthy();
    expect(JSON.parse(asked.find((request) => request.body.includes('123456'))?.body ?? '{}')).toEqual({
      password: 'the password',
      code: '123456',
    });
  });

  it('leaves the change undone when cancelled: the call answers its refusal', async () => {
    render(<ReauthenticateDialog />);
    const refused = expect(api.delete('account/totp')).rejects.toMatchObject({ response: { status: 403 } });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await refused;
    expect(asked.map((request) => request.url)).toEqual(['/api/account/totp']);
  });
});
