// The request trace, for finding out what msgform sent when something failed (as TF_LOG or
// `pulumi -v`): with MSGFORM_LOG=debug, one line per HTTP attempt (method, path, status, request id,
// attempt number, duration, the retry decision) and one per wait for a rate-limit slot, to stderr, or
// appended to MSGFORM_LOG_FILE when that is set: opened once, through a descriptor checked as every file
// msgform writes through (sdk/files/checked.ts: never through a link, never blocking on a FIFO, a regular
// file of ours that no one else can write, made 0600), and refused at once, naming the path and the fix. Every client in the process reads the
// same two variables, so the CLI (`--log-file` sets the file) and the Pulumi provider (the host
// inherits the engine's environment) trace alike. No header and no body is ever written: the
// Authorization header, key secrets in responses and signing secrets stay out by construction, and
// each line also goes through the client's scrub of its own key secret.
import { writeSync } from "node:fs";
import { ConfigurationError } from "../errors";
import { openCheckedFile, UnsafePathError } from "../files/checked";
import { terminalText } from "../escape";

/** Writes one trace line; undefined when tracing is off. */
export type Trace = (fields: TraceFields) => void;

interface TraceFields {
  method: string;
  path: string;
  attempt: number;
  group: string;
  /** 0 when no response arrived (a network failure: `error` names it). */
  status?: number;
  requestId?: string | undefined;
  durationMs?: number;
  /** The service's error code, or the network failure's. */
  error?: string | undefined;
  replayed?: boolean;
  retryAfterS?: number | undefined;
  retryInMs?: number | undefined;
  /** A wait for the group's rate-limit slot before this attempt. */
  waitedMs?: number;
  /** Rate-limit headers of the response that cannot be true, so ignored (pace.ts). */
  rateLimitIgnored?: string[] | undefined;
}

export const LOG_ENV = "MSGFORM_LOG";
export const LOG_FILE_ENV = "MSGFORM_LOG_FILE";

/** The trace the environment asks for: MSGFORM_LOG=debug (stderr) or MSGFORM_LOG_FILE=path (that file). */
export function traceFromEnv(env: NodeJS.ProcessEnv, scrub: (text: string) => string): Trace | undefined {
  const level = env[LOG_ENV]?.trim().toLowerCase();
  const file = env[LOG_FILE_ENV]?.trim();
  if (level && level !== "debug" && level !== "off") {
    throw new ConfigurationError(`msgform: ${LOG_ENV}=${terminalText(level)} is not a level msgform knows: set it to debug (or unset it)`);
  }
  if (level === "off" || (!file && level !== "debug")) return undefined;
  const write = file ? appendTo(file) : (line: string) => void process.stderr.write(line);
  return (fields) => {
    try {
      write(scrub(traceLine(fields)) + "\n");
    } catch {
      // A trace that cannot be written (a full disk, a removed directory) must not fail the call.
    }
  };
}

/** Opens the trace file for appending (checked on its descriptor), or refuses it: a ConfigurationError naming the path and the fix. */
function appendTo(file: string): (line: string) => void {
  let fd = openTraces.get(file);
  if (fd === undefined) {
    fd = openTrace(file);
    openTraces.set(file, fd);
  }
  const open = fd;
  return (line) => void writeSync(open, line);
}

/** The trace files this process has open, by the path it was given: each client of the process appends through the same descriptor. */
const openTraces = new Map<string, number>();

function openTrace(file: string): number {
  try {
    // Kept open for the process's life: each line is one append to the file checked here.
    return openCheckedFile(file, "append", `point ${LOG_FILE_ENV} (--log-file) at another file`);
  } catch (e) {
    if (e instanceof UnsafePathError) throw new ConfigurationError(`msgform: refusing the trace file ${terminalText(e.message)}`);
    throw e;
  }
}

/** `msgform: debug: <time> POST /v1/keys attempt=1 status=429 request_id=req_… duration_ms=4 …` */
function traceLine(f: TraceFields): string {
  const parts = [`msgform: debug: ${new Date().toISOString()} ${f.method} ${terminalText(f.path)}`, `attempt=${f.attempt}`];
  if (f.waitedMs !== undefined) parts.push(`rate_limit_wait_ms=${Math.round(f.waitedMs)}`);
  if (f.status !== undefined) parts.push(`status=${f.status}`);
  if (f.error) parts.push(`error=${terminalText(f.error)}`);
  if (f.requestId) parts.push(`request_id=${terminalText(f.requestId)}`);
  if (f.durationMs !== undefined) parts.push(`duration_ms=${Math.round(f.durationMs)}`);
  if (f.replayed) parts.push("replayed=true");
  if (f.retryAfterS !== undefined) parts.push(`retry_after_s=${f.retryAfterS}`);
  if (f.retryInMs !== undefined) parts.push(`retry_in_ms=${Math.round(f.retryInMs)}`);
  parts.push(`group=${f.group}`);
  if (f.rateLimitIgnored?.length) {
    const what = terminalText(f.rateLimitIgnored.join("; "));
    parts.push(`rate_limit_headers_ignored="${what}" paced_by=spec_limits`);
  }
  return parts.join(" ");
}
