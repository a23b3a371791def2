import type { Mode } from "../../schema/common";
import type { Message, MessageStatus } from "../../schema/messages";
import type { VirtualClock } from "../clock";
import { keepOrdered } from "../state";
import type { Encoding } from "./segments";
import { formatMicros } from "./pricing";

export const MESSAGES_COLLECTION = "messages";

/** A message as the emulator keeps it; messageView renders the wire object. */
export interface MessageRecord {
  id: string;
  direction: "outbound" | "inbound";
  status: MessageStatus;
  from: string;
  to: string;
  body: string;
  mediaUrls: string[];
  type: "sms" | "mms";
  encoding: Encoding;
  segments: number;
  carrier: string;
  reference: string;
  campaignId: string | null;
  numberId: string | null;
  errorCode: string | null;
  errorMessage: string | null;
  /** Micro-dollars; null until handed to the carrier. */
  priceMicros: number | null;
  mode: Mode;
  createdAt: number;
  updatedAt: number;
  sentAt: number | null;
  doneAt: number | null;
}

// Newest first; messages of the same millisecond in reverse order of creation. The addresses and
// the reference never change, so their filters are served from indexes.
keepOrdered<MessageRecord>(MESSAGES_COLLECTION, {
  time: (m) => m.createdAt,
  ties: "insertion",
  indexes: { from: (m) => m.from, to: (m) => m.to, reference: (m) => m.reference },
});

export function messageView(m: MessageRecord, clock: VirtualClock): Message {
  const iso = (ms: number | null) => (ms === null ? null : clock.iso(ms));
  return {
    id: m.id,
    object: "message",
    direction: m.direction,
    status: m.status,
    from: m.from,
    to: m.to,
    body: m.body,
    media_urls: [...m.mediaUrls],
    type: m.type,
    encoding: m.encoding,
    segments: m.segments,
    carrier: m.carrier,
    reference: m.reference,
    campaign_id: m.campaignId,
    error_code: m.errorCode,
    error_message: m.errorMessage,
    price: m.priceMicros === null ? null : formatMicros(m.priceMicros),
    price_currency: "usd",
    mode: m.mode,
    created_at: clock.iso(m.createdAt),
    updated_at: clock.iso(m.updatedAt),
    sent_at: iso(m.sentAt),
    done_at: iso(m.doneAt),
  };
}
