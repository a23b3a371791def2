// WebhookEndpoint: where the service POSTs events (spec 2, 6). At most 10 per account (spec 2, 8):
// the 11th create fails with the service's own error (422 webhook_endpoint_limit_reached), which
// says what to do. The signing secret is shown once, at creation: a secret output, kept by the
// front end from then on. `enabled: false` disables deliveries (PATCH status); an endpoint the
// service disabled after 24 hours of failures (spec 3) reads as `enabled: false`, which the next
// apply re-enables.
import { z } from "zod";
import { Metadata } from "../../schema/common";
import { EnabledEvents } from "../../schema/eventKinds";
import type { CreateWebhookEndpointBody } from "../../schema/webhooks";
import { WebhookUrl } from "../../schema/webhookUrl";
import { declareFields, mapped, wire } from "./fields";
import type { Kind, KindObject } from "./kind";
import { attempt, type Client, createOptions, deleteOrGone, eachItem, failure, normalized, readOrGone } from "./support";

const FIELDS = declareFields({
  url: wire("url", WebhookUrl),
  enabledEvents: wire("enabled_events", EnabledEvents, { unordered: true }),
  description: wire("description", z.string().max(500).optional(), { clearable: true }),
  // Sent as PATCH status, only by an update that changes it: re-sending "enabled" would reset the
  // failure tracking, "disabled" the reason. A create sends it as a second step (create below).
  enabled: mapped(
    "status",
    z
      .boolean()
      .default(true)
      .meta({ description: "false stops deliveries (status disabled); true re-enables an endpoint the service disabled" }),
    { toWire: (on): "enabled" | "disabled" => (on ? "enabled" : "disabled"), fromWire: (status) => status === "enabled" },
  ),
  metadata: wire("metadata", Metadata.default({})),
});

export const WebhookEndpointDesired = FIELDS.object;
export type WebhookEndpointDesired = z.output<typeof WebhookEndpointDesired>;
export type WebhookEndpointInput = z.input<typeof WebhookEndpointDesired>;

export interface WebhookEndpointOutputs {
  /** HMAC key of the SVC-Signature header (spec 6): shown once at creation, kept as a secret output. */
  signingSecret?: string;
  /** enabled or disabled. */
  status: string;
  /** manual (PATCH) or failing_continuously (spec 3); null while enabled. */
  disabledReason: string | null;
  disabledAt: string | null;
  /** Since when deliveries have been failing without a success; null when the last one succeeded. */
  failingSince: string | null;
  mode: string;
  createdAt: string;
}

/** The endpoint as the sdk returns it; `secret` only in the create response. */
type Wire = Awaited<ReturnType<Client["webhooks"]["get"]>> & { secret?: string };

function fromWire(w: Wire): KindObject<WebhookEndpointDesired, WebhookEndpointOutputs> {
  return {
    id: w.id,
    desired: normalized(WebhookEndpointDesired, FIELDS.fromWire(w)),
    outputs: {
      signingSecret: w.secret,
      status: w.status,
      disabledReason: w.disabled_reason,
      disabledAt: w.disabled_at,
      failingSince: w.failing_since,
      mode: w.mode,
      createdAt: w.created_at,
    },
  };
}

function toWire(d: WebhookEndpointDesired): z.input<typeof CreateWebhookEndpointBody> {
  const { status: _sentByUpdates, ...body } = FIELDS.toWire(d);
  return body;
}

export const WebhookEndpoint = {
  name: "WebhookEndpoint",
  idParam: "webhook_endpoint_id",
  description:
    "A webhook endpoint: URL, subscribed event kinds, description, enabled. Its signing secret is a secret " +
    "output, shown once. At most 10 per account.",
  schema: WebhookEndpointDesired,
  fields: FIELDS.rules,

  outputs: {
    signingSecret: { secret: true, stable: true },
    status: {},
    disabledReason: {},
    disabledAt: {},
    failingSince: {},
    mode: { stable: true },
    createdAt: { stable: true },
  },
  toWire,
  fromWire,

  async read(ctx, id) {
    const w = await readOrGone(`Webhook endpoint ${id}: read`, () => ctx.client.webhooks.get(id, { signal: ctx.signal }));
    return w === undefined ? undefined : fromWire(w);
  },

  async create(ctx, desired) {
    const created = await attempt(`Webhook endpoint ${desired.url}: create`, () =>
      ctx.client.webhooks.create(toWire(desired), createOptions(ctx)),
    );
    let result = fromWire(created);
    if (!desired.enabled) {
      try {
        const w = await ctx.client.webhooks.update(created.id, { status: "disabled" }, { signal: ctx.signal });
        result = { ...result, outputs: { ...fromWire(w).outputs, signingSecret: created.secret } };
      } catch (e) {
        // Leave nothing behind: the create failed as a whole.
        await deleteOrGone(`Webhook endpoint ${created.id}: cleanup`, () => ctx.client.webhooks.delete(created.id)).catch(() => undefined);
        throw failure(`Webhook endpoint ${created.id}: disable (the endpoint was deleted again)`, e);
      }
    }
    return { id: created.id, outputs: result.outputs };
  },

  async update(ctx, id, { news, diff }) {
    const w = await attempt(`Webhook endpoint ${id}: update`, () =>
      ctx.client.webhooks.update(
        id,
        FIELDS.updateBody(news, diff.updateFields),
        { signal: ctx.signal },
      ),
    );
    return fromWire(w).outputs;
  },

  async delete(ctx, id) {
    await deleteOrGone(`Webhook endpoint ${id}: delete`, () => ctx.client.webhooks.delete(id, { signal: ctx.signal }));
  },

  async* list(ctx) {
    yield* eachItem(ctx.client.webhooks.list({ limit: 100 }, { signal: ctx.signal }), fromWire);
  },
} satisfies Kind<WebhookEndpointDesired, WebhookEndpointOutputs, Client>;
