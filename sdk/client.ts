import { inspect } from "node:util";
import type { z } from "zod";
import type { Endpoint } from "../schema/endpoint";
import { serviceEndpointGroups } from "../schema/index";
import type { ClientOptions } from "./config";
import { clientOptionsFrom, envLayer, resolveConnection } from "./config";
import type { GroupStats } from "./pacing";
import { buildResources, type CallInput, type ResourcesOf } from "./resources";
import type { Tolerant } from "./tolerant";
import { createTransport, type RequestOptions, type Transport, type TransportStats } from "./transport";

export type ServiceResources = ResourcesOf<typeof serviceEndpointGroups>;

export interface ClientStats extends TransportStats {
  accountId: string | undefined;
  /** The shared pacer of the account, by rate-limit group. */
  pacing: Record<string, GroupStats>;
}

/** What the client has besides the resource groups. */
export interface ClientCore {
  readonly baseUrl: string;
  /** The key ID (safe to log, spec 2). The secret is not reachable from the client. */
  readonly keyId: string;
  /** The key's account, once the first response named it (Account-Id). */
  readonly accountId: string | undefined;
  /** Low-level call of any endpoint definition, through the same transport. */
  request<E extends Endpoint>(
    endpoint: E,
    input?: CallInput<E>,
    options?: RequestOptions,
  ): Promise<Tolerant<z.output<E["response"]>>>;
  stats(): ClientStats;
  /** Releases this client's share of the pooled connections. */
  close(): Promise<void>;
}

// A resource group must not shadow a member of the client: this fails to compile if one does.
type Collisions = keyof ServiceResources & keyof ClientCore;
const noCollisions: [Collisions] extends [never] ? true : never = true;
void noCollisions;

export type Client = ServiceResources & ClientCore;

class MsgformClient implements ClientCore {
  readonly #transport: Transport;

  constructor(transport: Transport) {
    this.#transport = transport;
    Object.assign(this, buildResources(serviceEndpointGroups, transport));
  }

  get baseUrl(): string {
    return this.#transport.baseUrl;
  }

  get keyId(): string {
    return this.#transport.keyId;
  }

  get accountId(): string | undefined {
    return this.#transport.accountId();
  }

  request<E extends Endpoint>(endpoint: E, input: CallInput<E> = {}, options?: RequestOptions) {
    return this.#transport.call<Tolerant<z.output<E["response"]>>>(
      {
        endpoint,
        params: input.params as Record<string, unknown> | undefined,
        query: input.query as Record<string, unknown> | undefined,
        body: input.body ?? (endpoint.body ? {} : undefined),
      },
      options,
    );
  }

  stats(): ClientStats {
    return { ...this.#transport.stats(), accountId: this.accountId, pacing: this.#transport.pacer()?.stats() ?? {} };
  }

  close(): Promise<void> {
    return this.#transport.close();
  }

  toJSON() {
    return { baseUrl: this.baseUrl, keyId: this.keyId, accountId: this.accountId };
  }

  [inspect.custom]() {
    return `MsgformClient ${inspect(this.toJSON())}`;
  }
}

/**
 * A client for the messaging service. Every call goes through one transport: HTTPS only (spec 5.2),
 * basic auth (5.1), an Idempotency-Key per logical write (8), pacing by the RateLimit-* headers
 * shared by every client of the same account in the process (8), retries with backoff and a
 * budget, typed errors, tolerant parsing (9).
 */
export function createClient(options: ClientOptions): Client {
  return new MsgformClient(createTransport(options)) as unknown as Client;
}

/**
 * The same from the environment: MSGFORM_BASE_URL, MSGFORM_KEY_ID, MSGFORM_KEY_SECRET and
 * optionally MSGFORM_CA_FILE. `overrides` adds the other options (timeouts, retry, logger, …).
 */
export function createClientFromEnv(
  overrides: Partial<ClientOptions> = {},
  env: NodeJS.ProcessEnv = process.env,
): Client {
  return createClient({ ...clientOptionsFrom(resolveConnection([envLayer(env)])), ...overrides });
}
