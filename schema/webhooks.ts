import { z } from "zod";
import { Metadata, Mode, Timestamp } from "./common";
import { Deleted, ListOf, PageQuery } from "./envelopes";
import { endpoint } from "./endpoint";
import { EnabledEvents, EventKind } from "./eventKinds";
import { MAX_WEBHOOK_ENDPOINTS } from "./preflight/limits";
import { WebhookUrl } from "./webhookUrl";
/** How long the previous secret keeps signing after a roll, unless the request says otherwise. */
export const DEFAULT_ROLL_GRACE_SECONDS = 24 * 3600;
const MAX_ROLL_GRACE_SECONDS = 7 * 24 * 3600;

export const WebhookEndpoint = z
  .object({
    id: z.string().meta({ description: "Webhook endpoint identifier, prefix we_" }),
    object: z.literal("webhook_endpoint"),
    mode: Mode,
    url: z.string(),
    description: z.string().nullable(),
    enabled_events: z.array(EventKind),
    status: z.enum(["enabled", "disabled"]),
    disabled_reason: z.enum(["manual", "failing_continuously"]).nullable().meta({
      description:
        "manual: set through PATCH; failing_continuously: no delivery succeeded for 24 hours (spec 3), and the " +
        "account administrators were emailed. null while enabled",
    }),
    disabled_at: Timestamp.nullable(),
    failing_since: Timestamp.nullable().meta({
      description:
        "When the first failed attempt since the last successful one (or since creation or re-enabling) was due; " +
        "null when the last attempt succeeded. 24 hours after it, with no success since, the endpoint is disabled",
    }),
    previous_secret_expires_at: Timestamp.nullable().meta({
      description: "After a roll, until when the previous secret still signs (a second v1 value); null when none does",
    }),
    metadata: Metadata,
    created_at: Timestamp,
    updated_at: Timestamp,
  })
  .meta({ id: "WebhookEndpoint" });
export type WebhookEndpoint = z.infer<typeof WebhookEndpoint>;

const WebhookEndpointWithSecret = WebhookEndpoint.extend({
  secret: z.string().meta({
    description:
      "The signing secret, whsec_ + 32 characters. Returned only by create and roll_secret, never again. The HMAC " +
      "key is the whole secret string (prefix included) as UTF-8",
  }),
}).meta({ id: "WebhookEndpointWithSecret" });

export const CreateWebhookEndpointBody = z.strictObject({
  url: WebhookUrl,
  description: z.string().max(500).optional(),
  enabled_events: EnabledEvents,
  metadata: Metadata.optional(),
});

const UpdateWebhookEndpointBody = z.strictObject({
  url: WebhookUrl.optional(),
  description: z.string().max(500).nullable().optional(),
  enabled_events: EnabledEvents.optional(),
  metadata: Metadata.optional(),
  status: z.enum(["enabled", "disabled"]).optional().meta({
    description:
      "enabled re-enables a disabled endpoint and resets its failure tracking (failing_since); events missed " +
      "meanwhile are not sent by itself: replay them. disabled stops deliveries (pending retries become undelivered)",
  }),
});

const RollSecretBody = z.strictObject({
  grace_period_seconds: z
    .number()
    .int()
    .min(0)
    .max(MAX_ROLL_GRACE_SECONDS)
    .optional()
    .meta({
      description: `How long the previous secret keeps signing beside the new one, on the service clock; default ${DEFAULT_ROLL_GRACE_SECONDS} (24 h), 0 expires it at once`,
    }),
});

const EndpointParams = z.object({ webhook_endpoint_id: z.string() });
const READ = ["webhooks:read", "webhooks:write"] as const;

export const webhookEndpoints = {
  create: endpoint({
    id: "webhooks.create",
    method: "POST",
    path: "/v1/webhook_endpoints",
    summary: "Register a webhook endpoint in the caller's mode. The signing secret is in this response only.",
    scopes: ["webhooks:write"],
    group: "writes",
    body: CreateWebhookEndpointBody,
    response: WebhookEndpointWithSecret,
    status: 201,
    errors: [
      {
        status: 422,
        code: "webhook_endpoint_limit_reached",
        when: `the account already has ${MAX_WEBHOOK_ENDPOINTS} webhook endpoints, live and test together (spec 2, 8)`,
      },
    ],
  }),
  list: endpoint({
    id: "webhooks.list",
    method: "GET",
    path: "/v1/webhook_endpoints",
    summary: "List the webhook endpoints of the caller's mode, newest first.",
    scopes: READ,
    group: "reads",
    query: PageQuery.extend({ status: z.enum(["enabled", "disabled"]).optional() }),
    response: ListOf(WebhookEndpoint),
  }),
  get: endpoint({
    id: "webhooks.get",
    method: "GET",
    path: "/v1/webhook_endpoints/{webhook_endpoint_id}",
    summary: "Read one webhook endpoint (without its secret).",
    scopes: READ,
    group: "reads",
    params: EndpointParams,
    response: WebhookEndpoint,
  }),
  update: endpoint({
    id: "webhooks.update",
    method: "PATCH",
    path: "/v1/webhook_endpoints/{webhook_endpoint_id}",
    summary: "Change url, description, event kinds or metadata; status enabled re-enables a disabled endpoint.",
    scopes: ["webhooks:write"],
    group: "writes",
    params: EndpointParams,
    body: UpdateWebhookEndpointBody,
    response: WebhookEndpoint,
  }),
  delete: endpoint({
    id: "webhooks.delete",
    method: "DELETE",
    path: "/v1/webhook_endpoints/{webhook_endpoint_id}",
    summary: "Delete a webhook endpoint; its pending retries are cancelled.",
    scopes: ["webhooks:write"],
    group: "writes",
    params: EndpointParams,
    response: Deleted,
  }),
  rollSecret: endpoint({
    id: "webhooks.roll_secret",
    method: "POST",
    path: "/v1/webhook_endpoints/{webhook_endpoint_id}/roll_secret",
    summary:
      "Issue a new signing secret (in this response only). During the grace period deliveries carry one v1 per " +
      "valid secret, the new one first: t=…,v1=<new>,v1=<old>.",
    scopes: ["webhooks:write"],
    group: "writes",
    params: EndpointParams,
    body: RollSecretBody,
    response: WebhookEndpointWithSecret,
  }),
};
