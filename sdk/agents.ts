import { createHash } from "node:crypto";
import { isIPv6 } from "node:net";
import { checkServerIdentity as nodeCheckServerIdentity, createSecureContext, type PeerCertificate, rootCertificates } from "node:tls";
import type { Agent } from "undici";

/**
 * What the sdk uses of undici: its Agent, whose `request` makes every call. The CLI and the GitHub
 * Action load a copy of undici holding only that (scripts/vendor.ts, `UNDICI_AGENT`), and the build
 * stops on a read of another member (it finds the members read straight off the require, as below).
 * Loaded with the first client: a command that makes none (validate, --help) never loads undici.
 */
let agentClass: typeof Agent | undefined;
const AgentClass = (): typeof Agent => (agentClass ??= (require("undici") as typeof import("undici")).Agent);

/** An IPv6 address in its one canonical form ("0:0:0:0:0:0:0:1" and "::1" are the same address). */
const canonicalIPv6 = (ip: string) => new URL(`http://[${ip}]/`).hostname;

/**
 * Node's certificate name check, except that an IPv6 host matches an IP address of the certificate
 * however either is written: Node 22 compares the host with the addresses as the certificate prints
 * them (0:0:0:0:0:0:0:1), so https://[::1] is refused there although Node 20 and 24 accept it.
 */
export function checkServerIdentity(host: string, cert: PeerCertificate): Error | undefined {
  const err = nodeCheckServerIdentity(host, cert);
  if (err === undefined || !isIPv6(host)) return err;
  const ips = (cert.subjectaltname ?? "").split(", ").filter((n) => n.startsWith("IP Address:")).map((n) => n.slice(11));
  const wanted = canonicalIPv6(host);
  return ips.some((ip) => isIPv6(ip) && canonicalIPv6(ip) === wanted) ? undefined : err;
}

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
      agent: new (AgentClass())({
        connect: {
          // One TLS context per agent: the extra CA on top of the system's roots, parsed once.
          ...(spec.ca ? { secureContext: createSecureContext({ ca: [...rootCertificates, spec.ca.toString("utf8")] }) } : {}),
          timeout: spec.connectMs,
          checkServerIdentity,
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
