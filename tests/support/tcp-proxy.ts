import net from "node:net";

/**
 * A TCP relay in front of a server (Redis, in the tests), to make it misbehave on cue: `freeze()`
 * stops passing bytes both ways, as a hung server or a silent network would; `thaw()` lets them
 * through again; `drop()` cuts every open connection, as a restart would.
 */
export interface TcpProxy {
  port: number;
  url(protocol: string): string;
  freeze(): void;
  thaw(): void;
  drop(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  interface Link {
    sockets: net.Socket[];
    /** Bytes held back while frozen, with the socket each is for. */
    held: [net.Socket, Buffer][];
  }
  const links = new Set<Link>();
  let frozen = false;
  const server = net.createServer((inbound) => {
    const outbound = net.connect(target.port, target.host);
    const link: Link = { sockets: [inbound, outbound], held: [] };
    links.add(link);
    const relay = (to: net.Socket) => (chunk: Buffer) => {
      if (frozen) link.held.push([to, chunk]);
      else to.write(chunk);
    };
    inbound.on("data", relay(outbound));
    outbound.on("data", relay(inbound));
    const end = () => {
      links.delete(link);
      inbound.destroy();
      outbound.destroy();
    };
    for (const socket of link.sockets) socket.on("error", end).on("close", end);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const drop = () => {
    for (const link of links) for (const socket of link.sockets) socket.destroy();
    links.clear();
  };
  return {
    port,
    url: (protocol) => `${protocol}//127.0.0.1:${port}`,
    freeze() {
      frozen = true;
    },
    thaw() {
      frozen = false;
      for (const link of links) {
        for (const [to, chunk] of link.held) to.write(chunk);
        link.held = [];
      }
    },
    drop,
    async close() {
      drop();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
