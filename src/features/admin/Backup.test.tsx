import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '../../test-utils/render';
import { Backup } from './Backup';

// The page's toast host is the layout's; here the messages themselves are what the test reads.
const toasts = vi.hoisted(() => [] as string[]);
vi.mock('../toast/toast', () => ({
  toast: ({ message }: { message: string }) => {
    toasts.push(message);
    return Promise.resolve();
  },
}));

const saved = { fetch: globalThis.fetch, create: URL.createObjectURL, revoke: URL.revokeObjectURL };
let asked: Request[];
let answer: () => Response;
let saves: Array<{ name: string; href: string }>;

beforeEach(() => {
  asked = [];
  saves = [];
  toasts.length = 0;
  localStorage.setItem('token', 'test-token');
  globalThis.fetch = vi.fn(async (input: RequestInfo | URL) => {
    asked.push(input instanceof Request ? input : new Request(String(input)));
    return answer();
  });
  URL.createObjectURL = () => 'blob:backup';
  URL.revokeObjectURL = () => {};
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saves.push({ name: this.download, href: this.href });
  });
});
afterEach(() => {
  globalThis.fetch = saved.fetch;
  URL.createObjectURL = saved.create;
  URL.revokeObjectURL = saved.revoke;
  vi.restoreAllMocks();
  localStorage.removeItem('token');
  localStorage.removeItem('backup-recipient');
});

describe('Backup', () => {
  it("downloads the archive with the administrator's token, under the server's name", async () => {
    answer = () =>
      new Response(new Uint8Array([0x1f, 0x8b]), {
        headers: { 'Content-Disposition': 'attachment; filename="nexlink-backup-2026-11-25T03-00-00Z.tar.gz"' },
      });
    render(<Backup />);
    await userEvent.click(screen.getByRole('button', { name: 'Download a backup' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]?.name).toBe('nexlink-backup-2026-11-25T03-00-00Z.tar.gz');
    expect(new URL(asked[0]?.url ?? '').pathname).toMatch(/\/api\/admin\/backup$/);
    expect(asked[0]?.headers.get('authorization')).toBe('Bearer test-token');
  });

  it('says why when the server refuses, and saves nothing', async () => {
    answer = () => Response.json({ error: 'A backup is being taken already. Try again when it has finished.' }, { status: 409 });
    render(<Backup />);
    await userEvent.click(screen.getByRole('button', { name: 'Download a backup' }));
    await waitFor(() => expect(toasts).toEqual(['A backup is being taken already. Try again when it has finished.']));
    expect(saves).toEqual([]);
  });

  it('says what an archive holds and how to keep it', () => {
    render(<Backup />);
    const section = screen.getByRole('region', { name: 'Backup' });
    expect(section).toHaveTextContent(/personal data/);
    expect(section).toHaveTextContent(/password hashes/);
    expect(section).toHaveTextContent(/Keep it encrypted, somewhere other than this server/);
    expect(section).toHaveTextContent(/holds no key that signs sessions/);
  });

  it('encrypts to the age public key given, saves the .age archive, and remembers the key', async () => {
    const key = 'age17lts2w36p78y58fup3hfwyewanw8u2yz92lsg9r09n6gmwwcdagsg4xjyq';
    answer = () =>
      new Response(new Uint8Array([0x61]), {
        headers: { 'Content-Disposition': 'attachment; filename="nexlink-backup-2026-11-25T03-00-00Z.tar.gz.age"' },
      });
    const { unmount } = render(<Backup />);
    await userEvent.type(screen.getByRole('textbox', { name: /Encrypt to age public key/ }), key);
    await userEvent.click(screen.getByRole('button', { name: 'Download a backup' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]?.name).toBe('nexlink-backup-2026-11-25T03-00-00Z.tar.gz.age');
    expect(new URL(asked[0]?.url ?? '').searchParams.getAll('recipient')).toEqual([key]);
    unmount();
    render(<Backup />);
    expect(screen.getByRole('textbox', { name: /Encrypt to age public key/ })).toHaveValue(key);
  });

  it('refuses a secret key pasted by mistake, and sends nothing', async () => {
    render(<Backup />);
    await userEvent.type(screen.getByRole('textbox', { name: /Encrypt to age public key/ }), 'AGE-SECRET-KEY-1QQQ');
    await userEvent.click(screen.getByRole('button', { name: 'Download a backup' }));
    expect(await screen.findByText(/This is your secret key/)).toBeInTheDocument();
    expect(asked).toEqual([]);
    expect(saves).toEqual([]);
  });
});
