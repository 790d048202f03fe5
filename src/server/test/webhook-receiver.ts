import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

export interface Received {
  id: string;
  status: number;
  verified: boolean;
  body: { type: string; data: { kind: string; id: string; subject?: string; file?: { name: string } } };
}

/**
 * A webhook receiver on 127.0.0.1, as a CRM runs one: it answers `answer()` and verifies each
 * signature with the Standard Webhooks library and the secret it is given (useSecret).
 */
export async function startWebhookReceiver(answer: () => number = () => 200) {
  const received: Received[] = [];
  let secret = '';
  const server: Server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const payload = Buffer.concat(chunks).toString('utf8');
      let verified: boolean;
      try {
        new Webhook(secret).verify(payload, req.headers as Record<string, string>);
        verified = true;
      } catch {
        verified = false;
      }
      const status = answer();
      received.push({ id: String(req.headers['webhook-id']), status, verified, body: JSON.parse(payload) as Received['body'] });
      res.writeHead(status).end(status < 300 ? 'ok' : 'down for maintenance');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    received,
    useSecret: (value: string) => (secret = value),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
