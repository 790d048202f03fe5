import { randomBytes } from 'node:crypto';
import { get } from 'node:http';
import { connect, type Socket } from 'node:net';

/** What came back on a raw connection: the first response, if one arrived before the socket closed. */
export interface RawResponse {
  status: number | null;
  headers: Record<string, string>;
  body: string;
  /** The socket failed (EPIPE, ECONNRESET) before a whole response arrived. */
  error?: string;
  /** Bytes the client had written when the first byte of the response arrived. */
  writtenBeforeResponse: number | null;
}

/**
 * Sends bytes exactly as given (a broken body, a lying Content-Length, a client that stops halfway)
 * on a fresh connection and reads the first HTTP response. `send` writes to the socket; the result
 * settles when a whole response has arrived, the socket closes, or `timeoutMs` passes.
 */
export function rawRequest(
  base: string,
  send: (socket: Socket) => void | Promise<void>,
  { timeoutMs = 15_000 } = {},
): Promise<RawResponse> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port) });
    let received = Buffer.alloc(0);
    let writtenBeforeResponse: number | null = null;
    let settled = false;
    const finish = (error?: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve({ ...parse(received), writtenBeforeResponse, ...(error && !complete(received) ? { error } : {}) });
    };
    const timer = setTimeout(() => finish('timeout'), timeoutMs);
    socket.on('data', (chunk: Buffer) => {
      writtenBeforeResponse ??= socket.bytesWritten;
      received = Buffer.concat([received, chunk]);
      if (complete(received)) finish();
    });
    socket.on('error', (error: NodeJS.ErrnoException) => finish(error.code ?? error.message));
    socket.on('close', () => finish('closed'));
    socket.once('connect', () => {
      Promise.resolve(send(socket)).catch((error: NodeJS.ErrnoException) => finish(error.code ?? String(error)));
    });
  });
}

/** Writes and waits until the chunk is handed to the kernel (or the socket fails). */
export function write(socket: Socket, chunk: Buffer | string): Promise<void> {
  return new Promise((resolve, reject) => {
    if (socket.destroyed) return reject(Object.assign(new Error('socket closed'), { code: 'ECLOSED' }));
    socket.write(chunk, (error) => (error ? reject(error) : resolve()));
  });
}

/** An HTTP/1.1 request head with CRLF line ends and the blank line after it. */
export function head(method: string, path: string, headers: Record<string, string | number>): string {
  const lines = Object.entries({ Host: 'localhost', ...headers }).map(([name, value]) => `${name}: ${value}`);
  return `${method} ${path} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`;
}

/**
 * Sends `method path` to `base` with the Content-Length of all of `body` but only its first half,
 * then closes the socket: a client that goes away mid-request (a JSON body unless `headers` say
 * otherwise). Resolves with a reader of the status
 * `logged` (the server's log, a line an object) gives that request, undefined until the server has
 * written it, for expect.poll: such a client never reads its answer, so the log is where it shows.
 */
export async function halfThenClosed(
  base: string,
  logged: Array<Record<string, unknown>>,
  {
    method,
    path,
    body,
    headers = { 'Content-Type': 'application/json' },
  }: { method: string; path: string; body: string; headers?: Record<string, string> },
): Promise<() => unknown> {
  const from = logged.length;
  await rawRequest(base, async (socket) => {
    await write(socket, head(method, path, { ...headers, 'Content-Length': body.length }));
    await write(socket, body.slice(0, body.length / 2));
    socket.destroy();
  });
  return () => logged.slice(from).find((line) => line.msg === 'request' && line.path === path)?.status;
}

function split(data: Buffer): { head: string; body: Buffer } | null {
  const end = data.indexOf('\r\n\r\n');
  if (end < 0) return null;
  return { head: data.subarray(0, end).toString('latin1'), body: data.subarray(end + 4) };
}

/**
 * Whether `data` holds a whole response: its head and as many bytes as Content-Length says, the
 * last chunk of a chunked body, or only the head where a response has no body (204, 304). Without
 * this, a 204 counted as whole only once the server closed the idle connection, seconds later.
 */
function complete(data: Buffer): boolean {
  const parts = split(data);
  if (!parts) return false;
  if (/^HTTP\/1\.[01] (204|304)\b/.test(parts.head)) return true;
  if (/\r\ntransfer-encoding:\s*chunked/i.test(parts.head)) {
    const body = parts.body.toString('latin1');
    return body === '0\r\n\r\n' || body.endsWith('\r\n0\r\n\r\n');
  }
  const length = /\r\ncontent-length:\s*(\d+)/i.exec(parts.head)?.[1];
  return length !== undefined && parts.body.length >= Number(length);
}

function parse(data: Buffer): Omit<RawResponse, 'error' | 'writtenBeforeResponse'> {
  const parts = split(data);
  if (!parts) return { status: null, headers: {}, body: '' };
  const [statusLine, ...lines] = parts.head.split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const at = line.indexOf(':');
    if (at > 0) headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
  }
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine ?? '')?.[1] ?? Number.NaN);
  return { status: Number.isNaN(status) ? null : status, headers, body: parts.body.toString('utf8') };
}

/** A multipart/form-data body of text fields and one file part named `file`, with its Content-Type header. */
export function multipart(fields: Record<string, string>, file: { name: string; content: Buffer }) {
  const boundary = `----proxy${randomBytes(8).toString('hex')}`;
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const body = Buffer.concat([
    Buffer.from(parts.join('')),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    file.content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` } };
}

/**
 * A client that starts a download and goes away after its first bytes (a closed tab, a dropped
 * connection): resolves once it has hung up. Fails if the answer is not a 200.
 */
export function abandonDownload(url: URL, headers: Record<string, string>): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const request = get(url, { headers }, (response) => {
      if (response.statusCode !== 200) {
        request.destroy();
        reject(new Error(`${url.pathname} answered ${response.statusCode}, not 200`));
        return;
      }
      response.once('data', () => {
        request.destroy();
        resolve();
      });
    });
    request.on('error', (error) => (request.destroyed ? undefined : reject(error)));
  });
}
