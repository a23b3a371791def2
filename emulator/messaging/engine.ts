import type { Mode } from "../../schema/common";
import type { EmulatorCore } from "../core";
import { ApiError } from "../errors";
import { newId, PREFIX } from "../ids";
import type { Account } from "../state";
import { charge } from "./charges";
import { lookupNumber } from "./lookup";
import { type CampaignKeywords, classifyKeyword, isOptedOut, optIn, optOut } from "./optOuts";
import { DELIVERY_RECEIPT_AFTER_MS, outcomeFor, SENT_AFTER_MS } from "./outcomes";
import { priceMicros } from "./pricing";
import { bookDeparture } from "./queue";
import { messageSegments } from "./segments";
import { MESSAGES_COLLECTION, type MessageRecord, messageView } from "./store";

/** What the numbers module says about a sender number (emulator/handlers/numbers.ts senderCheck). */
export type SenderInfo =
  | { owned: false }
  | {
    owned: true;
    numberId: string;
    campaign: null | { id: string; status: string; approved: boolean; throughputPerSecond: number };
  };

export interface OutboundRequest {
  from: string;
  to: string;
  body?: string | undefined;
  mediaUrls?: string[] | undefined;
  reference?: string | undefined;
}

export function messagesOf(core: EmulatorCore, account: Account, mode: Mode) {
  return core.state.ordered<MessageRecord>(account, mode, MESSAGES_COLLECTION);
}

function emit(core: EmulatorCore, account: Account, m: MessageRecord, kind: string, at: number) {
  core.events.emit(account, m.mode, kind, { ...messageView(m, core.clock) }, at);
}

/**
 * Accepts an outbound message or refuses it with a clear error. Accepted messages are stored as
 * queued, leave their campaign's queue at its carrier throughput, and then progress on the
 * emulator clock (see outcomes.ts), firing message.sent, message.delivered, message.undelivered
 * or message.failed with the message object as data.
 */
export function acceptOutbound(
  core: EmulatorCore,
  account: Account,
  mode: Mode,
  req: OutboundRequest,
  sender: SenderInfo,
  /** Asks again, at hand-off, whether the sender may still send (campaign suspended, number released). */
  recheck: () => SenderInfo = () => sender,
): MessageRecord {
  if (!sender.owned) {
    throw new ApiError(
      422,
      "sender_not_owned",
      `The number ${req.from} is not one of this account's ${mode} numbers; send from a number the account has bought.`,
      { param: "from" },
    );
  }
  if (sender.campaign === null) {
    throw new ApiError(
      422,
      "sender_not_registered",
      `The number ${req.from} is not associated with a 10DLC campaign; assign it to an approved campaign first.`,
      { param: "from" },
    );
  }
  if (!sender.campaign.approved) {
    throw new ApiError(
      422,
      "sender_not_registered",
      `The number ${req.from} belongs to campaign ${sender.campaign.id}, which is ${sender.campaign.status}, not approved; ` +
      "carriers accept its traffic once the campaign is approved.",
      { param: "from" },
    );
  }
  const recipient = lookupNumber(req.to);
  if (!recipient.valid) {
    throw new ApiError(422, "invalid_recipient", `The recipient ${req.to} is not a valid number: ${recipient.reason_message}`, {
      param: "to",
    });
  }
  const mediaUrls = req.mediaUrls ?? [];
  const type = mediaUrls.length > 0 ? "mms" : "sms";
  if (type === "mms" && recipient.country_calling_code !== "1") {
    throw new ApiError(
      422,
      "mms_unsupported_destination",
      `MMS is supported to NANP (+1) numbers only; ${req.to} is in ${recipient.country_name}. Send the text without media_urls.`,
      { param: "media_urls" },
    );
  }
  const stopped = isOptedOut(core, account, mode, req.from, req.to);
  if (stopped) {
    throw new ApiError(
      422,
      "recipient_opted_out",
      `${req.to} replied ${stopped.keyword} to ${req.from} and has opted out of its messages; ` +
      "they must reply START to opt back in.",
      { param: "to" },
    );
  }

  const now = core.clock.now();
  const body = req.body ?? "";
  const seg = messageSegments(body, type === "mms");
  const m: MessageRecord = {
    id: newId(PREFIX.message),
    direction: "outbound",
    status: "queued",
    from: req.from,
    to: req.to,
    body,
    mediaUrls,
    type,
    encoding: seg.encoding,
    segments: seg.segments,
    carrier: recipient.carrier!,
    reference: req.reference ?? "",
    campaignId: sender.campaign.id,
    numberId: sender.numberId,
    errorCode: null,
    errorMessage: null,
    priceMicros: null,
    mode,
    createdAt: now,
    updatedAt: now,
    sentAt: null,
    doneAt: null,
  };
  messagesOf(core, account, mode).set(m.id, m);

  const departure = bookDeparture(core, account, mode, sender.campaign.id, sender.campaign.throughputPerSecond, now);
  core.clock.at(departure, () => progress(core, account, m, departure, recheck));
  return m;
}

/** Why a message accepted earlier is refused at hand-off: its sender lost the right to send meanwhile. */
function senderLapsed(info: SenderInfo, from: string): { errorCode: string; errorMessage: string } | null {
  if (!info.owned) {
    return {
      errorCode: "sender_released",
      errorMessage: `The number ${from} left the account before the message was handed to the carrier.`,
    };
  }
  if (info.campaign === null || !info.campaign.approved) {
    const state = info.campaign === null ? "no longer has a campaign" : `has campaign ${info.campaign.id} in status ${info.campaign.status}`;
    return {
      errorCode: "sender_not_registered",
      errorMessage: `The number ${from} ${state}; carriers refuse traffic from campaigns that are not approved.`,
    };
  }
  return null;
}

/** Runs the message from the moment it leaves its queue to its final status. */
function progress(
  core: EmulatorCore,
  account: Account,
  m: MessageRecord,
  departure: number,
  recheck: () => SenderInfo,
) {
  m.status = "sending";
  m.updatedAt = departure;
  const planned = outcomeFor(m.to);
  const handoff = departure + SENT_AFTER_MS;
  core.clock.at(handoff, () => {
    m.updatedAt = handoff;
    const lapsed = senderLapsed(recheck(), m.from);
    const outcome = lapsed ? { status: "failed" as const, ...lapsed } : planned;
    if (outcome.status === "failed") {
      m.status = "failed";
      m.errorCode = outcome.errorCode;
      m.errorMessage = outcome.errorMessage;
      m.doneAt = handoff;
      emit(core, account, m, "message.failed", handoff);
      return;
    }
    m.status = "sent";
    m.sentAt = handoff;
    charge(core, account, m, priceMicros(m.to, m.type, m.segments), handoff);
    emit(core, account, m, "message.sent", handoff);
    const receipt = handoff + DELIVERY_RECEIPT_AFTER_MS;
    core.clock.at(receipt, () => {
      m.updatedAt = receipt;
      m.doneAt = receipt;
      if (outcome.status === "undelivered") {
        m.status = "undelivered";
        m.errorCode = outcome.errorCode;
        m.errorMessage = outcome.errorMessage;
        emit(core, account, m, "message.undelivered", receipt);
      } else {
        m.status = "delivered";
        emit(core, account, m, "message.delivered", receipt);
      }
    });
  });
}

export interface InboundRequest {
  from: string;
  to: string;
  body?: string | undefined;
  mediaUrls?: string[] | undefined;
}

/**
 * An inbound message to one of the account's numbers: stored (direction inbound, status
 * received), message.received fired; then, for a keyword body, message.opted_out (STOP family,
 * which also records the opt-out), message.help_requested (HELP, INFO), or the opt-out lifted
 * (START, UNSTOP, YES), each also with the receiving campaign's own keywords. Inbound messages are
 * free.
 */
export function receiveInbound(
  core: EmulatorCore,
  account: Account,
  mode: Mode,
  req: InboundRequest,
  receiver: SenderInfo,
  campaignKeywords?: CampaignKeywords,
): { message: MessageRecord; keyword: ReturnType<typeof classifyKeyword> } {
  if (!receiver.owned) {
    throw new ApiError(
      422,
      "number_not_owned",
      `The number ${req.to} is not one of this account's ${mode} numbers, so it cannot receive messages here.`,
      { param: "to" },
    );
  }
  const now = core.clock.now();
  const body = req.body ?? "";
  const mediaUrls = req.mediaUrls ?? [];
  const seg = messageSegments(body, mediaUrls.length > 0);
  const sender = lookupNumber(req.from);
  const m: MessageRecord = {
    id: newId(PREFIX.message),
    direction: "inbound",
    status: "received",
    from: req.from,
    to: req.to,
    body,
    mediaUrls,
    type: mediaUrls.length > 0 ? "mms" : "sms",
    encoding: seg.encoding,
    segments: seg.segments,
    carrier: sender.carrier ?? "Unknown carrier",
    reference: "",
    campaignId: receiver.campaign?.id ?? null,
    numberId: receiver.numberId,
    errorCode: null,
    errorMessage: null,
    priceMicros: 0,
    mode,
    createdAt: now,
    updatedAt: now,
    sentAt: null,
    doneAt: now,
  };
  messagesOf(core, account, mode).set(m.id, m);
  emit(core, account, m, "message.received", now);
  const keyword = classifyKeyword(body, campaignKeywords);
  if (keyword === "opt_out") {
    optOut(core, account, mode, req.to, req.from, body.trim().toUpperCase());
    emit(core, account, m, "message.opted_out", now);
  } else if (keyword === "opt_in") {
    optIn(core, account, mode, req.to, req.from);
  } else if (keyword === "help") {
    emit(core, account, m, "message.help_requested", now);
  }
  return { message: m, keyword };
}

/**
 * The reply the receiving number sends back to a keyword (the campaign's opt_out_message,
 * opt_in_message or help_message): an outbound message like any other in the account's list, from
 * the number to the texter. The carrier network answers keywords itself, so the reply is handed
 * over and delivered at once, is free and fires no event (docs/decisions.md).
 */
export function recordAutoReply(
  core: EmulatorCore,
  account: Account,
  received: MessageRecord,
  body: string,
): MessageRecord {
  // The reply comes after the text it answers, also in lists ordered by time (a tie would fall to the ids).
  const now = Math.max(core.clock.now(), received.createdAt + 1);
  const seg = messageSegments(body, false);
  const m: MessageRecord = {
    id: newId(PREFIX.message),
    direction: "outbound",
    status: "delivered",
    from: received.to,
    to: received.from,
    body,
    mediaUrls: [],
    type: "sms",
    encoding: seg.encoding,
    segments: seg.segments,
    carrier: received.carrier,
    reference: "",
    campaignId: received.campaignId,
    numberId: received.numberId,
    errorCode: null,
    errorMessage: null,
    priceMicros: 0,
    mode: received.mode,
    createdAt: now,
    updatedAt: now,
    sentAt: now,
    doneAt: now,
  };
  messagesOf(core, account, received.mode).set(m.id, m);
  return m;
}
