import { readFileSync } from "node:fs";
import { connect as tlsConnect } from "node:tls";
import type { TestEmulator } from "../../helpers/emulator";

/** One exchange over a raw TLS socket, for requests no HTTP client will send. */
export interface RawResult {
  /** Everything the server sent, as text. */
  text: string;
  /** The socket error, if the connection ended in one (ECONNRESET: a reset instead of an answer). */
  error?: string;
  /** The server ended the connection (its FIN arrived) before the client gave up or stopped reading. */
  ended?: boolean;
  status?: number;
  headers: Record<string, string>;
  body?: any;
}

export function parseRaw(text: string, error?: string): RawResult {
  const m = /^HTTP\/1\.1 (\d{3}) /.exec(text);
  const split = text.indexOf("\r\n\r\n");
  const headers: Record<string, string> = {};
  if (split > 0) {
    for (const line of text.slice(0, split).split("\r\n").slice(1)) {
      const i = line.indexOf(":");
      if (i > 0) headers[line.slice(0, i).toLowerCase()] = line.slice(i + 1).trim();
    }
  }
  let body: unknown;
  try {
    body = split > 0 ? JSON.parse(text.slice(split + 4)) : undefined;
  } catch {
    body = undefined;
  }
  return { text, ...(error ? { error } : {}), ...(m ? { status: Number(m[1]) } : {}), headers, body };
}

/**
 * Sends `parts` (strings or buffers) one after the other, waiting `gapMs` between them, and reads
 * until the server closes (or `closeAfterMs` passes, then the client closes).
 */
interface RawOptions {
  gapMs?: number;
  closeAfterMs?: number;
  stopOnResponse?: boolean;
  readAfterSend?: boolean;
  /** A 127.0.0.x source address, for the allowlist's tests. */
  localAddress?: string;
}

export function rawExchange(
  t: TestEmulator,
  parts: (string | Buffer)[],
  opts: RawOptions = {},
): Promise<RawResult> {
  const { hostname, port } = new URL(t.emu.baseUrl);
  return new Promise((resolve) => {
    let text = "";
    let error: string | undefined;
    let done = false;
    let ended = false;
    const finish = () => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      resolve({ ...parseRaw(text, error), ended });
    };
    const tls = { host: hostname, port: Number(port), ca: readFileSync(t.emu.caFile), localAddress: opts.localAddress };
    const socket = tlsConnect(tls, async () => {
      // readAfterSend: like a client that reads only once its upload is done. A server that closes
      // while the body is still arriving makes the kernel reset the connection, and the response
      // waiting unread is lost.
      if (opts.readAfterSend) socket.pause();
      for (const part of parts) {
        if (done || socket.destroyed) return;
        await new Promise((r) => socket.write(part, r));
        if (opts.gapMs) await new Promise((r) => setTimeout(r, opts.gapMs));
      }
      socket.resume();
    });
    socket.on("data", (c) => {
      text += c.toString("latin1");
      if (opts.stopOnResponse && /\r\n\r\n/.test(text)) {
        const m = /content-length: (\d+)/i.exec(text);
        if (m && text.length - text.indexOf("\r\n\r\n") - 4 >= Number(m[1])) finish();
      }
    });
    socket.on("error", (e: Error & { code?: string }) => {
      error = e.code ?? e.message;
    });
    socket.on("end", () => {
      ended = true;
    });
    socket.on("close", finish);
    const timer = setTimeout(finish, opts.closeAfterMs ?? 10_000);
  });
}

export const basicOf = (pair: { id: string; secret: string }) =>
  "Basic " + Buffer.from(`${pair.id}:${pair.secret}`).toString("base64");
