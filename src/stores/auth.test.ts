// @vitest-environment jsdom
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startLiveApi } from '../test-utils/liveApi';

// The client reads the page's origin when it loads, so the store is imported after the page moved.
let live: Awaited<ReturnType<typeof startLiveApi>>;
let auth: typeof import('./auth');
let tokens: typeof import('../api/tokens');

beforeAll(async () => {
  live = await startLiveApi();
  auth = await import('./auth');
  tokens = await import('../api/tokens');
});
afterAll(async () => live?.stop());
beforeEach(() => {
  localStorage.clear();
  auth.resetAuth();
});

const admin = { name: 'Site Admin', email: 'admin@example.com', password: 'correct horse battery' };

describe('auth store against the real API', () => {
  it('starts logged out, as on the server and in the first client render', () => {
    localStorage.setItem('token', 'stored');
    const state = auth.useAuth.getState();
    expect(state).toMatchObject({ user: null, token: null, loading: false, error: null, hydrated: false });
    state.hydrate();
    expect(auth.useAuth.getState()).toMatchObject({ token: 'stored', hydrated: true });
  });

  it('registers the first account, then refuses a second with the server text', async () => {
    expect(await auth.useAuth.getState().register(admin)).toBe(true);
    expect(auth.useAuth.getState().error).toBeNull();
    expect(await auth.useAuth.getState().register({ ...admin, email: 'second@example.com' })).toBe(false);
    expect(auth.useAuth.getState()).toMatchObject({
      loading: false,
      error: 'Registration is closed. Ask the administrator for an account.',
    });
  });

  it('logs in, keeping the access token, refresh token and user under the keys the site has always used', async () => {
    expect(await auth.useAuth.getState().login({ email: admin.email, password: admin.password })).toBe(true);
    const state = auth.useAuth.getState();
    expect(state.token).toBeTruthy();
    expect(state.user).toMatchObject({ email: admin.email, role: 'owner' });
    expect(localStorage.getItem('token')).toBe(state.token);
    expect(localStorage.getItem('refreshToken')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toMatchObject({ email: admin.email });
  });

  it('shows the server text for a wrong password and stays logged out', async () => {
    expect(await auth.useAuth.getState().login({ email: admin.email, password: 'not the password' })).toBe(false);
    expect(auth.useAuth.getState()).toMatchObject({ token: null, error: 'Incorrect email or password', loading: false });
    expect(localStorage.getItem('token')).toBeNull();
  });

  it("falls back to 'Login failed' when the server cannot be reached", async () => {
    const saved = globalThis.fetch;
    globalThis.fetch = () => Promise.reject(new TypeError('Failed to fetch'));
    try {
      expect(await auth.useAuth.getState().login({ email: admin.email, password: admin.password })).toBe(false);
    } finally {
      globalThis.fetch = saved;
    }
    expect(auth.useAuth.getState().error).toBe('Login failed');
  });

  it('follows a token refresh done through tokens.ts, and reports a refused refresh', async () => {
    await auth.useAuth.getState().login({ email: admin.email, password: admin.password });
    const before = localStorage.getItem('refreshToken');
    localStorage.setItem('token', 'expired'); // the store learns of the new token only through tokens.ts
    expect(await auth.useAuth.getState().refresh()).toBe(true);
    expect(localStorage.getItem('refreshToken')).not.toBe(before); // rotated
    expect(auth.useAuth.getState().token).toBe(localStorage.getItem('token'));
    expect(auth.useAuth.getState().token).not.toBe('expired');

    tokens.writeSession({ refreshToken: 'not-a-real-refresh-token' });
    expect(await auth.useAuth.getState().refresh()).toBe(false);
    expect(auth.useAuth.getState().error).toBe('Your session has ended. Please sign in again.');
  });

  it('logs out on the server (the refresh token stops working) and clears the session', async () => {
    await auth.useAuth.getState().login({ email: admin.email, password: admin.password });
    const refreshToken = localStorage.getItem('refreshToken');
    await auth.useAuth.getState().logout();
    expect(auth.useAuth.getState()).toMatchObject({ user: null, token: null });
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    // The same token presented again, the way the client would, is refused.
    tokens.writeSession({ refreshToken });
    expect(await auth.useAuth.getState().refresh()).toBe(false);
  });

  it('clears the session even when the logout call fails', async () => {
    await auth.useAuth.getState().login({ email: admin.email, password: admin.password });
    const saved = globalThis.fetch;
    globalThis.fetch = () => Promise.reject(new TypeError('Failed to fetch'));
    try {
      await auth.useAuth.getState().logout();
    } finally {
      globalThis.fetch = saved;
    }
    expect(auth.useAuth.getState().token).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
  });

  it('signs out everywhere: every session of the account ends, on other devices too', async () => {
    await auth.useAuth.getState().login({ email: admin.email, password: admin.password });
    // Another device signed in to the same account.
    const other = (await (
      await fetch(`${live.origin}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: admin.email, password: admin.password }),
      })
    ).json()) as { refreshToken: string };
    expect(await auth.useAuth.getState().logoutEverywhere()).toBe(true);
    expect(auth.useAuth.getState()).toMatchObject({ user: null, token: null, loading: false, error: null });
    expect(localStorage.getItem('refreshToken')).toBeNull();
    const elsewhere = await fetch(`${live.origin}/api/auth/refresh-token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refreshToken: other.refreshToken }),
    });
    expect(elsewhere.status).toBe(401);
  });

  it('keeps this session and says so when the server cannot be told to end the others', async () => {
    await auth.useAuth.getState().login({ email: admin.email, password: admin.password });
    const saved = globalThis.fetch;
    globalThis.fetch = () => Promise.reject(new TypeError('Failed to fetch'));
    try {
      expect(await auth.useAuth.getState().logoutEverywhere()).toBe(false);
    } finally {
      globalThis.fetch = saved;
    }
    expect(auth.useAuth.getState()).toMatchObject({ error: 'The other sessions could not be ended', loading: false });
    expect(auth.useAuth.getState().token).toBeTruthy();
  });

  it("reads an invitation's link before anything is typed: what it gives, or why it no longer works, in the server's words", async () => {
    const { accessToken } = (await (
      await fetch(`${live.origin}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: admin.email, password: admin.password }),
      })
    ).json()) as { accessToken: string };
    const created = await fetch(`${live.origin}/api/admin/invitations`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${accessToken}` },
      body: JSON.stringify({ email: 'new.editor@example.com', role: 'editor' }),
    });
    expect(created.status).toBe(201);
    const token = /#invitation=([\w-]+)$/.exec(((await created.json()) as { url: string }).url)?.[1] ?? '';
    expect(await auth.openInvitation(token)).toMatchObject({
      invitation: { email: 'new.editor@example.com', role: 'editor', invitedBy: admin.name },
    });
    expect(await auth.openInvitation('A'.repeat(43))).toEqual({
      refusal: 'This invitation link is not valid: ask for a new one.',
    });
  });
});
