import { displayFileName } from '../files/display-name';

/**
 * `Content-Disposition: attachment` for a visitor's file name (RFC 6266 with RFC 8187 encoding): an
 * ASCII fallback with quotes, backslashes and control characters replaced, plus filename* in UTF-8
 * so accented and non-Latin names survive. The name can never break out of the header, nor show in
 * the browser's download bar as another name (bidirectional controls go, files/display-name.ts).
 */
export function contentDisposition(name: string): string {
  const clean =
    displayFileName(name)
      .replace(/[\u0000-\u001f\u007f/\\]/g, '')
      .trim() || 'download';
  const fallback = clean.replace(/[^\x20-\x7e]/g, '_').replace(/["%]/g, '_');
  const encoded = encodeURIComponent(clean).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
