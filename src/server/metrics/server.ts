import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { registry } from './registry';

export interface MetricsServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

/**
 * /metrics in Prometheus' text format on a port of its own (METRICS_PORT, on 127.0.0.1 unless
 * METRICS_HOST says otherwise): request counts and memory are for the operator's scraper, not the
 * public, and the site's own port answers 404 there. Anything else on this port is 404 too.
 */
export async function serveMetrics({ host, port }: { host: string; port: number }): Promise<MetricsServer> {
  const http = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found\n');
      return;
    }
    registry.metrics().then(
      (text) => {
        response.writeHead(200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' });
        response.end(request.method === 'HEAD' ? undefined : text);
      },
      () => response.writeHead(500, { 'Content-Type': 'text/plain' }).end('The metrics could not be collected\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(port, host, () => {
      http.off('error', reject);
      resolve();
    });
  });
  const actual = (http.address() as AddressInfo).port;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${actual}/metrics`,
    port: actual,
    close: () =>
      new Promise<void>((resolve) => {
        http.close(() => resolve());
        http.closeAllConnections();
      }),
  };
}
