import { api } from '../../api/client';
import type { InboxFile, InboxKind, InboxKinds } from '../../schemas/inbox';

/** GET /api/admin/{kind}, newest first (the server's order, kept). */
export const fetchInbox = <K extends InboxKind>(kind: K) => api.get(`admin/${kind}`).json<InboxKinds[K][]>();

/**
 * Downloads an attachment: the endpoint needs the bearer token, so a plain link cannot fetch it;
 * the file comes through the API client as a blob and is saved under its own name.
 */
export async function downloadFile(file: InboxFile) {
  const blob = await api.get(`admin/files/${encodeURIComponent(file.id)}`).blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once click() returns; keep the URL a moment for slow handlers.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function formatBytes(bytes: number) {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
