// A TCP proxy on 127.0.0.1 in front of the database, to cut the API off from it and bring it
// back: stop() closes the port and every connection through it, as an outage would.
import net from 'node:net';

export interface Proxy {
  port: number;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export async function tcpProxy(
  target: { host: string; port: number },
  port: number,
): Promise<Proxy> {
  let server: net.Server | null = null;
  const sockets = new Set<net.Socket>();
  const proxy: Proxy = {
    port,
    start: () =>
      new Promise((done, fail) => {
        server = net.createServer((client) => {
          const upstream = net.connect(target.port, target.host);
          for (const socket of [client, upstream]) {
            sockets.add(socket);
            socket.once('close', () => sockets.delete(socket));
            socket.on('error', () => undefined);
          }
          client.pipe(upstream).pipe(client);
          client.once('close', () => upstream.destroy());
          upstream.once('close', () => client.destroy());
        });
        server.once('error', fail);
        server.listen(port, '127.0.0.1', () => done());
      }),
    stop: () =>
      new Promise((done) => {
        for (const socket of sockets) socket.destroy();
        if (!server) return done();
        server.close(() => done());
        server = null;
      }),
  };
  await proxy.start();
  return proxy;
}
