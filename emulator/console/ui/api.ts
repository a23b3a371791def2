// The console's one way to the control API: same-origin fetches (the browser sends the console's
// cookie and its Origin, which the guard checks), and the change stream.
import type { Brand } from "../../../schema/brands";
import type { Campaign } from "../../../schema/campaigns";
import type { DeliveryAttempt } from "../../../schema/controlWebhooks";
import type { Event as ServiceEvent } from "../../../schema/events";
import type { Message } from "../../../schema/messages";
import type { PhoneNumber } from "../../../schema/numbers";
import type { WebhookEndpoint } from "../../../schema/webhooks";

export type { Brand, Campaign, DeliveryAttempt, Message, PhoneNumber, ServiceEvent, WebhookEndpoint };

export interface Page<T> {
  data: T[];
  has_more: boolean;
  next_cursor: string | null;
  matching: number;
}
export type EventWithAttempts = ServiceEvent & { attempts: DeliveryAttempt[] };
export type EndpointHealth = WebhookEndpoint & {
  failing_streak: number;
  last_success_at: string | null;
  attempts: number;
};
export interface CampaignWithHistory {
  campaign: Campaign;
  history: ServiceEvent[];
}
export interface KeyCounter {
  id: string;
  mode: "live" | "test";
  name: string | null;
  status: "active" | "revoked";
  scopes: string[];
  created_at: string;
  request_count: number;
  last_used_at: string | null;
}
export interface Fault {
  id: string;
  target: string;
  kind: string;
  probability: number;
  status?: number;
  latency_ms?: number;
  count: number;
  max_count?: number;
}
export interface Clock {
  now: string;
  offset_ms: number;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(path, {
    method,
    credentials: "same-origin",
    headers: body === undefined ? {} : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  const parsed: unknown = text ? JSON.parse(text) : undefined;
  if (!res.ok) {
    const err = (parsed as { error?: { code?: string; message?: string } } | undefined)?.error;
    throw new ApiError(res.status, err?.code ?? "error", err?.message ?? `${res.status} ${res.statusText}`);
  }
  return parsed as T;
}

export const get = <T>(path: string) => call<T>("GET", path);
export const post = <T>(path: string, body: unknown = {}) => call<T>("POST", path, body);

export function query(params: Record<string, string | number | undefined>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== "") q.set(k, String(v));
  const s = q.toString();
  return s ? `?${s}` : "";
}

/** Calls back on every change the emulator announces; reconnects by itself (EventSource). */
export function watchChanges(onChange: (topics: string[]) => void, onState: (live: boolean) => void): () => void {
  const source = new EventSource("/control/changes");
  source.addEventListener("open", () => onState(true));
  source.addEventListener("error", () => onState(false));
  source.addEventListener("change", (e) => {
    try {
      onChange((JSON.parse((e as MessageEvent<string>).data) as { topics: string[] }).topics);
    } catch {
      onChange([]);
    }
  });
  return () => source.close();
}
