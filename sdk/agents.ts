import { createHash } from "node:crypto";
import { createSecureContext, rootCertificates } from "node:tls";
import type * as Undici from "undici";
import type { Agent } from "undici";

let undiciModule: typeof Undici | undefined;
/** undici, loaded by the first request: a command that makes none (validate, --help) does not load it. */
export const undici = (): typeof Undici => (undiciModule ??= require("undici") as typeof Undici);

interface Shared {
  agent: Agent;
  refs: number;
}

const agents = new Map<string, Shared>();

export interface AgentSpec {
  origin: string;
  ca?: Buffer | undefined;
  localAddress?: string | undefined;
  connectMs: number;
  keepAliveMs: number;
  connections: number;
}

/**
 * One pooled keep-alive undici Agent per (origin, CA, local address, connection settings) in the
 * process: every client for the same service shares its TLS connections. Reference counted; the
 * last release closes the agent. Idle sockets do not keep the process alive.
 */
export function acquireAgent(spec: AgentSpec): { agent: Agent; release: () => Promise<void> } {
  const caHash = spec.ca ? createHash("sha256").update(spec.ca).digest("hex").slice(0, 16) : "-";
  const key = [spec.origin, caHash, spec.localAddress ?? "-", spec.connectMs, spec.keepAliveMs, spec.connections].join("|");
  let shared = agents.get(key);
  if (!shared) {
    shared = {
      agent: new (undici().Agent)({
        connect: {
          // One TLS context per agent: the extra CA on top of the system's roots, parsed once.
          ...(spec.ca ? { secureContext: createSecureContext({ ca: [...rootCertificates, spec.ca.toString("utf8")] }) } : {}),
          timeout: spec.connectMs,
        },
        // A client option, not a connect option: undici passes its own localAddress to tls.connect.
        ...(spec.localAddress ? { localAddress: spec.localAddress } : {}),
        keepAliveTimeout: spec.keepAliveMs,
        keepAliveMaxTimeout: Math.max(spec.keepAliveMs, 10_000),
        ...(spec.connections > 0 ? { connections: spec.connections } : {}),
        pipelining: 1,
      }),
      refs: 0,
    };
    agents.set(key, shared);
  }
  shared.refs++;
  const s = shared;
  let released = false;
  return {
    agent: s.agent,
    release: async () => {
      if (released) return;
      released = true;
      if (--s.refs === 0 && agents.get(key) === s) {
        agents.delete(key);
        await s.agent.close();
      }
    },
  };
}

/** How many shared agents are open (for tests). */
export function sharedAgentCount(): number {
  return agents.size;
}
