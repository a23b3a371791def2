import { z } from "zod";
import { E164, Mode, Timestamp } from "./common";
import { controlEndpoint } from "./endpoint";
import { MAX_BODY_LENGTH, MAX_MEDIA, Message } from "./messages";

const AccountParams = z.object({ account_id: z.string() });
const ModeQuery = z.object({ mode: Mode.optional().meta({ description: "Only this mode; both when absent" }) });

const ChargeSchema = z
  .object({
    id: z.string().meta({ description: "Charge identifier, prefix chg_" }),
    message_id: z.string(),
    mode: Mode.meta({ description: "Always live: test keys never charge (spec 1)" }),
    type: z.enum(["sms", "mms"]),
    to: z.string(),
    segments: z.number().int().min(1),
    amount: z.string().meta({ description: "Decimal USD, four places" }),
    currency: z.literal("usd"),
    created_at: Timestamp.meta({ description: "When the message was handed to the carrier" }),
  })
  .meta({ id: "ControlCharge" });

const OptOutSchema = z
  .object({
    mode: Mode,
    number: z.string().meta({ description: "The account's number that received the keyword" }),
    recipient: z.string().meta({ description: "The number that opted out" }),
    keyword: z.string(),
    created_at: Timestamp,
  })
  .meta({ id: "ControlOptOut" });

export const InboundMessageBody = z
  .strictObject({
    from: E164.meta({ description: "The outside number the message comes from" }),
    to: E164.meta({ description: "One of the account's numbers (in the given mode)" }),
    body: z.string().max(MAX_BODY_LENGTH).default(""),
    media_urls: z.array(z.url({ protocol: /^https$/, error: "must be an https:// URL" })).max(MAX_MEDIA).optional(),
    mode: Mode.default("live").meta({ description: "Which data set the receiving number is in" }),
  })
  .refine((b) => b.body.length > 0 || (b.media_urls?.length ?? 0) > 0, {
    message: "an inbound message needs a body, media_urls, or both",
    path: ["body"],
  });

/** What an inbound text to a number can be refused for (the inbound-messages and handset operations). */
export const INBOUND_ERRORS = [
  { status: 422, code: "number_not_owned", when: "to is not one of the account's numbers in that mode" },
] as const;

export const messagingControlEndpoints = {
  inbound: controlEndpoint({
    id: "control.messages.inbound",
    method: "POST",
    path: "/control/accounts/{account_id}/inbound-messages",
    summary:
      "Simulate an inbound message to one of the account's numbers: fires message.received, and for keyword " +
      "bodies message.opted_out (STOP, STOPALL, UNSUBSCRIBE, CANCEL, END, QUIT), message.help_requested (HELP, " +
      "INFO) or lifts the opt-out (START, UNSTOP, YES). Keywords match the whole body, trimmed, any case.",
    params: AccountParams,
    body: InboundMessageBody,
    response: Message,
    status: 201,
    errors: INBOUND_ERRORS,
  }),
  charges: controlEndpoint({
    id: "control.charges.list",
    method: "GET",
    path: "/control/accounts/{account_id}/charges",
    summary: "The account's charges ledger, newest first, with totals per mode (test is always 0.0000).",
    params: AccountParams,
    query: ModeQuery,
    response: z.object({
      data: z.array(ChargeSchema),
      totals: z.object({ live: z.string(), test: z.string() }),
      currency: z.literal("usd"),
    }),
  }),
  optOuts: controlEndpoint({
    id: "control.opt_outs.list",
    method: "GET",
    path: "/control/accounts/{account_id}/opt-outs",
    summary: "Recipients that opted out, per receiving number (the opt-out scope).",
    params: AccountParams,
    query: ModeQuery,
    response: z.object({ data: z.array(OptOutSchema) }),
  }),
};
