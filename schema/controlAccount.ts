import { z } from "zod";
import { Brand } from "./brands";
import { Campaign } from "./campaigns";
import { E164, Mode, Timestamp } from "./common";
import { DeliveryAttempt } from "./controlWebhooks";
import { INBOUND_ERRORS, InboundMessageBody } from "./controlMessaging";
import { controlEndpoint } from "./endpoint";
import { EventKind } from "./eventKinds";
import { BulkReplayBody, BulkReplayResult, Event, eventEndpoints } from "./events";
import { MESSAGE_STATUSES, Message } from "./messages";
import { PhoneNumber } from "./numbers";
import { IpAllowlist } from "./allowlist";
import { WebhookEndpoint } from "./webhooks";

/**
 * The control API's reads of one account, both modes, and the actions a person takes on them in
 * the console (replay, a handset's text): everything the console shows comes from here, so a
 * script can do what the page does. Never a secret: keys and signing secrets stay in the service.
 */

const AccountParams = z.object({ account_id: z.string() });
const ModeQuery = Mode.optional().meta({ description: "Only this mode; both when absent" });

/** An ISO 8601 time in a query, as emulator milliseconds. */
const QueryTime = z.iso
  .datetime({ offset: true })
  .transform((s) => Date.parse(s))
  .meta({ description: "ISO 8601 timestamp, e.g. 2026-11-21T20:27:40Z" });

/** The change stream (server-sent events), documented beside the JSON operations (controlOpenapi.ts). */
export const CHANGE_STREAM_PATH = "/control/changes";

const CONTROL_PAGE_SIZE = 50;
const CONTROL_MAX_PAGE_SIZE = 500;

const Paging = {
  limit: z.coerce.number().int().min(1).max(CONTROL_MAX_PAGE_SIZE).default(CONTROL_PAGE_SIZE),
  cursor: z.string().optional().meta({ description: "next_cursor of the previous page" }),
};

const page = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    has_more: z.boolean(),
    next_cursor: z.string().nullable(),
    matching: z.number().int().min(0).meta({ description: "How many objects match the filters, over every page" }),
  });

export const MessageQuery = z.object({
  mode: ModeQuery,
  direction: z.enum(["outbound", "inbound"]).optional(),
  status: z.enum(MESSAGE_STATUSES).optional(),
  number: z.string().max(32).optional().meta({ description: "Messages from or to this number (E.164)" }),
  with: z.string().max(32).optional().meta({
    description: "With number: the conversation between the two numbers, either way (E.164)",
  }),
  q: z.string().max(200).optional().meta({
    description: "Search, any case: the body, the reference, the id, the numbers and the error code",
  }),
  since: QueryTime.optional().meta({ description: "Created at or after" }),
  until: QueryTime.optional().meta({ description: "Created before" }),
  ...Paging,
});

const EventWithAttempts = z.intersection(
  Event,
  z.object({ attempts: z.array(DeliveryAttempt).meta({ description: "Every attempt of every delivery, oldest first" }) }),
);

const EndpointHealth = z.intersection(
  WebhookEndpoint,
  z.object({
    failing_streak: z.number().int().min(0).meta({ description: "Failed attempts in a row, the latest last; 0 after a success" }),
    last_success_at: Timestamp.nullable(),
    attempts: z.number().int().min(0).meta({ description: "Attempts to this endpoint of the retained events" }),
  }),
);

const History = z.array(Event).meta({ description: "The object's status events, oldest first" });

const HandsetResult = z
  .object({
    message: Message,
    keyword: z.enum(["opt_out", "opt_in", "help"]).nullable().meta({
      description: "What the text was to the service: an opt-out (STOP family), an opt-in (START family), HELP, or none",
    }),
    reply: z.string().nullable().meta({
      description: "The receiving campaign's opt_out_message, opt_in_message or help_message for the keyword: what the handset is answered",
    }),
    reply_message: Message.nullable().meta({
      description: "The reply as the outbound message the number sent back (in the messages list too); null without a reply",
    }),
    opted_out: z.boolean().meta({ description: "Whether the sender is opted out of the number afterwards" }),
    events: z.array(Event).meta({ description: "The events the text fired, in order" }),
  })
  .meta({ id: "ControlHandsetResult" });

export const controlAccountEndpoints = {
  listMessages: controlEndpoint({
    id: "control.messages.list",
    method: "GET",
    path: "/control/accounts/{account_id}/messages",
    summary:
      "The account's messages, outbound and inbound, newest first, filtered and searched on the emulator; pages by cursor.",
    params: AccountParams,
    query: MessageQuery,
    response: page(Message),
  }),
  getMessage: controlEndpoint({
    id: "control.messages.get",
    method: "GET",
    path: "/control/accounts/{account_id}/messages/{message_id}",
    summary: "One message with its status timeline: the message.* events it fired, oldest first.",
    params: z.object({ account_id: z.string(), message_id: z.string() }),
    response: z.object({ message: Message, timeline: z.array(Event) }),
  }),
  clearMessages: controlEndpoint({
    id: "control.messages.clear",
    method: "DELETE",
    path: "/control/accounts/{account_id}/messages",
    summary:
      "Clear the account's message list (one mode, or both): the messages go; their events, charges and opt-outs stay.",
    params: AccountParams,
    query: z.object({ mode: ModeQuery }),
    response: z.object({ deleted: z.number().int().min(0).meta({ description: "How many messages were removed" }) }),
  }),
  handset: controlEndpoint({
    id: "control.handset.send",
    method: "POST",
    path: "/control/accounts/{account_id}/handset",
    summary:
      "A text from a handset to one of the account's numbers (as inbound-messages), answered with what it was to the " +
      "service: the keyword, the campaign's reply, the opt-out state and the events it fired.",
    params: AccountParams,
    body: InboundMessageBody,
    response: HandsetResult,
    status: 201,
    errors: INBOUND_ERRORS,
  }),
  listEndpoints: controlEndpoint({
    id: "control.webhook_endpoints.list",
    method: "GET",
    path: "/control/accounts/{account_id}/webhook-endpoints",
    summary: "Webhook endpoints with their health: failing streak, failing since, disabled and when. No signing secret.",
    params: AccountParams,
    query: z.object({ mode: ModeQuery }),
    response: z.object({ data: z.array(EndpointHealth) }),
  }),
  listEvents: controlEndpoint({
    id: "control.events.list",
    method: "GET",
    path: "/control/accounts/{account_id}/events",
    summary: "Retained events, newest first, each with every delivery attempt (time, status, duration, response excerpt, signature).",
    params: AccountParams,
    query: z.object({
      mode: ModeQuery,
      type: EventKind.optional(),
      endpoint_id: z.string().optional().meta({ description: "Only events sent to this endpoint" }),
      delivered: z.enum(["true", "false"]).transform((v) => v === "true").optional(),
      ...Paging,
    }),
    response: page(EventWithAttempts),
  }),
  replayEvent: controlEndpoint({
    id: "control.events.replay",
    method: "POST",
    path: "/control/accounts/{account_id}/events/{event_id}/replay",
    summary: "Replay one event, as POST /v1/events/{event_id}/replay does in the event's mode.",
    params: z.object({ account_id: z.string(), event_id: z.string() }),
    body: z.strictObject({
      endpoint_id: z.string().optional(),
      include_delivered: z.boolean().optional(),
    }),
    response: Event,
    errors: eventEndpoints.replay.errors,
  }),
  bulkReplay: controlEndpoint({
    id: "control.events.bulk_replay",
    method: "POST",
    path: "/control/accounts/{account_id}/events/replay",
    summary: "Replay the events of a time range in one mode, as POST /v1/events/replay does.",
    params: AccountParams,
    body: z.intersection(BulkReplayBody, z.object({ mode: Mode.default("live") })),
    response: BulkReplayResult,
    status: 202,
  }),
  listBrands: controlEndpoint({
    id: "control.brands.list",
    method: "GET",
    path: "/control/accounts/{account_id}/brands",
    summary: "Brands, newest first, with status, trust score and reasons.",
    params: AccountParams,
    query: z.object({ mode: ModeQuery }),
    response: z.object({ data: z.array(Brand) }),
  }),
  listCampaigns: controlEndpoint({
    id: "control.campaigns.list",
    method: "GET",
    path: "/control/accounts/{account_id}/campaigns",
    summary: "Campaigns, newest first, each with its history (campaign.status_changed events: status, carriers, reasons).",
    params: AccountParams,
    query: z.object({ mode: ModeQuery }),
    response: z.object({ data: z.array(z.object({ campaign: Campaign, history: History })) }),
  }),
  listNumbers: controlEndpoint({
    id: "control.numbers.list",
    method: "GET",
    path: "/control/accounts/{account_id}/numbers",
    summary: "The account's phone numbers, newest first, with their campaign.",
    params: AccountParams,
    query: z.object({ mode: ModeQuery, number: E164.optional() }),
    response: z.object({ data: z.array(PhoneNumber) }),
  }),
  getAllowlist: controlEndpoint({
    id: "control.allowlist.get",
    method: "GET",
    path: "/control/accounts/{account_id}/allowlist",
    summary: "The account's IP allowlist (both modes share it).",
    params: AccountParams,
    response: IpAllowlist,
  }),
};
