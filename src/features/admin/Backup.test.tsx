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
});
