import { z } from "zod";
import { Mode, Timestamp } from "./common";
import { controlEndpoint } from "./endpoint";

export const DeliveryAttempt = z
  .object({
    id: z.string().meta({ description: "Attempt identifier, prefix att_" }),
    event_id: z.string(),
    endpoint_id: z.string(),
    mode: Mode,
    url: z.string().meta({ description: "Where this attempt was POSTed" }),
    run: z.number().int().min(0).meta({ description: "0 for the original delivery, n for the n-th replay" }),
    number: z.number().int().min(1).max(6).meta({
      description: "Attempt number within its run: 1 is the first try, 2 to 6 the five retries (spec 3)",
    }),
    scheduled_at: Timestamp.meta({
      description: "When the schedule called for this attempt: the run's start plus 0, 10 s, 1, 5, 15 or 30 min",
    }),
    started_at: Timestamp.meta({ description: "When the request was actually sent (emulator clock)" }),
    completed_at: Timestamp.nullable(),
    outcome: z.enum(["in_flight", "succeeded", "failed"]),
    status_code: z.number().int().min(100).max(599).nullable().meta({ description: "The receiver's HTTP status; null on a network error" }),
    error: z.string().nullable().meta({
      description: "Why it failed: non_2xx, timeout (no response within 10 s), or a network error code",
    }),
    latency_ms: z.number().int().min(0).nullable().meta({ description: "Real time from sending to the response headers" }),
    next_retry_at: Timestamp.nullable().meta({ description: "When the next attempt of this run is due, if any" }),
    signature: z.string().nullable().meta({
      description: "The SVC-Signature header the attempt was sent with (t=…,v1=…); null before it was signed",
    }),
    response_excerpt: z.string().nullable().meta({
      description: "The first 512 bytes of the receiver's response body, as UTF-8; null without a response",
    }),
  })
  .meta({ id: "ControlDeliveryAttempt" });
export type DeliveryAttempt = z.infer<typeof DeliveryAttempt>;

export const controlWebhookEndpoints = {
  listDeliveries: controlEndpoint({
    id: "control.deliveries.list",
    method: "GET",
    path: "/control/accounts/{account_id}/deliveries",
    summary: "Every webhook delivery attempt of the account's retained events, oldest first (spec 3, 6).",
    params: z.object({ account_id: z.string() }),
    query: z.object({
      mode: Mode.optional(),
      event_id: z.string().optional(),
      endpoint_id: z.string().optional(),
    }),
    response: z.object({ data: z.array(DeliveryAttempt) }),
  }),
  settleDeliveries: controlEndpoint({
    id: "control.deliveries.settle",
    method: "POST",
    path: "/control/deliveries/settle",
    summary:
      "Wait (real time) until no webhook attempt is queued or in flight. Retries not yet due on the emulator clock " +
      "are not waited for: advance the clock to make them due.",
    body: z.strictObject({ timeout_seconds: z.number().positive().max(60).optional() }),
    response: z.object({
      idle: z.boolean().meta({ description: "False when timeout_seconds (default 15) ran out first" }),
      queued: z.number().int().min(0),
      in_flight: z.number().int().min(0),
    }),
  }),
};
