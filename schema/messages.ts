import { z } from "zod";
import { E164, Mode, Timestamp } from "./common";
import { ListOf, PageQuery } from "./envelopes";
import { endpoint } from "./endpoint";

/**
 * Message statuses (spec 3 leaves the set "not shown"). Outbound:
 *   queued → sending → sent → delivered | undelivered, or queued → sending → failed.
 * Inbound messages are received. New values may be added (spec 9.3).
 */
export const MESSAGE_STATUSES = ["queued", "sending", "sent", "delivered", "undelivered", "failed", "received"] as const;
export const MessageStatus = z.enum(MESSAGE_STATUSES).meta({
  description:
    "queued: accepted, waiting for the campaign's carrier throughput; sending: left the queue; sent: handed to " +
    "the carrier (message.sent); delivered: carrier confirmed handset delivery (message.delivered); undelivered: " +
    "carrier accepted then failed to deliver (message.undelivered); failed: rejected before reaching the carrier " +
    "(message.failed); received: an inbound message (message.received)",
});
export type MessageStatus = z.infer<typeof MessageStatus>;

/** Largest body, in UTF-16 code units (10 UCS-2 parts of 67 would be 670; 1,600 is Twilio's cap). */
export const MAX_BODY_LENGTH = 1600;
export const MAX_MEDIA = 10;
const MAX_REFERENCE_LENGTH = 256;

const MediaUrl = z
  .url({ protocol: /^https$/, error: "must be an https:// URL" })
  .max(2048)
  .meta({ description: "Publicly reachable https URL of a media file" });

export const Message = z
  .object({
    id: z.string().meta({ description: "Message identifier, prefix msg_ (spec 2)" }),
    object: z.literal("message"),
    direction: z.enum(["outbound", "inbound"]),
    status: MessageStatus,
    from: E164.meta({ description: "Sender number, E.164 (spec 2)" }),
    to: E164.meta({ description: "Recipient number, E.164 (spec 2)" }),
    body: z.string(),
    media_urls: z.array(z.string()),
    type: z.enum(["sms", "mms"]).meta({ description: "mms when the message carries media" }),
    encoding: z.enum(["gsm7", "ucs2"]).meta({
      description: "GSM-7 when every character is in the GSM 03.38 alphabet or its extension table, else UCS-2",
    }),
    segments: z.number().int().min(1).meta({
      description:
        "Segments as carriers count them (spec 2): GSM-7 160 in one, 153 per part (extension characters " +
        "count 2); UCS-2 70 in one, 67 per part (surrogate pairs count 2); characters are never split " +
        "across parts; an MMS is 1",
    }),
    carrier: z.string().meta({
      description: "Carrier of the other party: the recipient's for outbound, the sender's for inbound (spec 2)",
    }),
    reference: z.string().meta({ description: "Caller-supplied reference string (spec 2); empty when none was given" }),
    campaign_id: z.string().nullable().meta({ description: "The 10DLC campaign of the sender number" }),
    error_code: z.string().nullable().meta({ description: "Why the message failed or was undelivered" }),
    error_message: z.string().nullable(),
    price: z.string().nullable().meta({
      description:
        "What the message cost, decimal USD: null until handed to the carrier, then segments × rate; " +
        "always 0.0000 for test keys, which never charge (spec 1); inbound messages are free",
    }),
    price_currency: z.literal("usd"),
    mode: Mode,
    created_at: Timestamp,
    updated_at: Timestamp,
    sent_at: Timestamp.nullable().meta({ description: "When the message was handed to the carrier" }),
    done_at: Timestamp.nullable().meta({
      description: "When the message reached delivered, undelivered, failed or received",
    }),
  })
  .meta({ id: "Message" });
export type Message = z.infer<typeof Message>;

const SendMessageBody = z
  .strictObject({
    from: E164.meta({ description: "One of the account's numbers, associated with an approved campaign" }),
    to: E164,
    body: z.string().max(MAX_BODY_LENGTH).optional().meta({ description: `Text, up to ${MAX_BODY_LENGTH} characters` }),
    media_urls: z
      .array(MediaUrl)
      .min(1)
      .max(MAX_MEDIA)
      .optional()
      .meta({ description: `Up to ${MAX_MEDIA} https media URLs; makes the message an MMS` }),
    reference: z.string().max(MAX_REFERENCE_LENGTH).optional().meta({
      description: "Your own reference, returned on the message and its events",
    }),
  })
  .refine((b) => (b.body !== undefined && b.body.length > 0) || b.media_urls !== undefined, {
    message: "a message needs a non-empty body, media_urls, or both",
    path: ["body"],
  });

/** An ISO 8601 timestamp in a query, as emulator milliseconds (as GET /v1/events takes them). */
const TimeBound = z.iso
  .datetime({ offset: true })
  .transform((t) => Date.parse(t))
  .meta({ description: "ISO 8601 timestamp, e.g. 2026-11-21T20:27:40Z" });

const ListMessagesQuery = PageQuery.extend({
  from: E164.optional(),
  to: E164.optional(),
  status: MessageStatus.optional(),
  direction: z.enum(["outbound", "inbound"]).optional(),
  reference: z.string().optional().meta({ description: "Exact reference" }),
  created_after: TimeBound.optional().meta({ description: "Only messages created at or after this time" }),
  created_before: TimeBound.optional().meta({ description: "Only messages created strictly before this time" }),
});

export const messageEndpoints = {
  send: endpoint({
    id: "messages.create",
    method: "POST",
    path: "/v1/messages",
    summary:
      "Send an SMS or MMS. The message is accepted as queued and leaves the queue at its campaign's carrier " +
      "throughput (spec 8).",
    scopes: ["messages:write"],
    group: "messages_send",
    body: SendMessageBody,
    response: Message,
    status: 201,
    errors: [
      { status: 422, code: "sender_not_owned", when: "from is not one of the account's numbers (in this mode)" },
      { status: 422, code: "sender_not_registered", when: "from has no campaign, or its campaign is not approved" },
      { status: 422, code: "invalid_recipient", when: "to is not a valid number of its country (see lookup)" },
      { status: 422, code: "recipient_opted_out", when: "the recipient replied STOP to this sender number" },
      { status: 422, code: "mms_unsupported_destination", when: "media sent to a number outside NANP (+1)" },
    ],
  }),
  list: endpoint({
    id: "messages.list",
    method: "GET",
    path: "/v1/messages",
    summary: "Message history and delivery status, newest first, with filters.",
    scopes: ["messages:read"],
    group: "reads",
    query: ListMessagesQuery,
    response: ListOf(Message),
  }),
  get: endpoint({
    id: "messages.get",
    method: "GET",
    path: "/v1/messages/{message_id}",
    summary: "Read one message and its current status.",
    scopes: ["messages:read"],
    group: "reads",
    params: z.object({ message_id: z.string() }),
    response: Message,
  }),
};
