import net from "node:net";

/** What the stub does with one delivery (one connection): accept it, or fail it one of three ways. */
export type SmtpOutcome = "accept" | "drop" | "temporary" | "permanent";

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The message's header lines, unfolded, by lower-case name. */
  headers: Record<string, string>;
  raw: string;
}

export interface SmtpStub {
  /** `smtp://127.0.0.1:port`, for SMTP_URL or createMailer. */
  url: string;
  /** Mail accepted so far. */
  received: ReceivedMail[];
  /** Connections made so far (deliveries tried). */
  attempts(): number;
  close(): Promise<void>;
}

/**
 * A tiny SMTP server on 127.0.0.1 for tests, enough for nodemailer (EHLO, MAIL, RCPT, DATA, QUIT;
 * no TLS, no authentication). Each connection takes the next outcome of `plan` (then "accept"):
 * "drop" closes it before the greeting, "temporary" answers the message with 451, "permanent"
 * refuses the recipient with 554. `onConnection` hears of each connection (1 for the first) as it
 * arrives, before the stub answers it.
 */
export async function startSmtpStub(
  plan: SmtpOutcome[] = [],
  onConnection?: (attempt: number) => void,
): Promise<SmtpStub> {
  const outcomes = [...plan];
  const received: ReceivedMail[] = [];
  const sockets = new Set<net.Socket>();
  let attempts = 0;

  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
    socket.on("error", () => {});
    attempts++;
    onConnection?.(attempts);
    const outcome = outcomes.shift() ?? "accept";
    if (outcome === "drop") {
      socket.destroy();
      return;
    }
    const reply = (line: string) => socket.write(`${line}\r\n`);
    let buffer = "";
    let data: string | undefined;
    let from = "";
    let to: string[] = [];
    reply("220 127.0.0.1 ESMTP test stub");
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (data !== undefined) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end === -1) return;
          data += buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          const raw = data.replace(/^\.\./gm, ".");
          data = undefined;
          if (outcome === "temporary") {
            reply("451 4.3.0 Try again later");
          } else {
            received.push({ from, to, headers: parseHeaders(raw), raw });
            reply("250 2.0.0 Queued");
          }
          continue;
        }
        const newline = buffer.indexOf("\r\n");
        if (newline === -1) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const command = line.slice(0, 4).toUpperCase();
        if (command === "EHLO") reply("250-127.0.0.1\r\n250 8BITMIME");
        else if (command === "HELO") reply("250 127.0.0.1");
        else if (command === "MAIL") {
          from = address(line);
          to = [];
          reply("250 2.1.0 OK");
        } else if (command === "RCPT") {
          if (outcome === "permanent") reply("554 5.7.1 Recipient refused");
          else {
            to.push(address(line));
            reply("250 2.1.5 OK");
          }
        } else if (command === "DATA") {
          data = "";
          reply("354 End data with <CR><LF>.<CR><LF>");
        } else if (command === "RSET" || command === "NOOP") reply("250 2.0.0 OK");
        else if (command === "QUIT") {
          reply("221 2.0.0 Bye");
          socket.end();
          return;
        } else reply("502 5.5.2 Command not implemented");
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as net.AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    attempts: () => attempts,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

function address(line: string): string {
  return /<([^>]*)>/.exec(line)?.[1] ?? "";
}

function parseHeaders(raw: string): Record<string, string> {
  const head = raw.split("\r\n\r\n")[0] ?? "";
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r\n[ \t]+/g, " ").split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}
