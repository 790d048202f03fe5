import net from 'node:net';

/**
 * Made for each connection: sees every chunk its client sends before it goes upstream, and answers
 * whether it goes on (false drops it). Destroying `client` drops the connection.
 */
export type ClientInspector = (client: net.Socket) => (chunk: Buffer) => boolean;

/**
 * A TCP proxy on 127.0.0.1 in front of `target` (host:port) that can be shut like a failing network:
 * while `down`, every open connection is dropped and new ones are refused at once. For a shared
 * service (the bucket, the database) going away under running instances, and coming back. With
 * `inspect`, what clients send passes through it (see pg-proxy.ts, which reads PostgreSQL's messages).
 */
export async function startTcpGate(target: { host: string; port: number }, inspect?: ClientInspector) {
  const open = new Set<net.Socket>();
  let down = false;
  const server = net.createServer((client) => {
    if (down) return void client.destroy();
    const upstream = net.connect(target.port, target.host);
    open.add(client).add(upstream);
    const closeBoth = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    client.on('error', closeBoth).on('close', closeBoth);
    upstream.on('error', closeBoth).on('close', closeBoth);
    if (inspect === undefined) client.pipe(upstream);
    else {
      const passes = inspect(client);
      client.on('data', (chunk: Buffer) => {
        if (passes(chunk)) upstream.write(chunk);
      });
    }
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    port,
    /** Whether the gate is shut (by `setDown(true)`). */
    get down() {
      return down;
    },
    setDown(value: boolean) {
      down = value;
      if (down) for (const socket of open) socket.destroy();
    },
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
