import type { Mode } from "../../schema/common";
import type { EmulatorCore } from "../core";
import { newId } from "../ids";
import type { Account } from "../state";
import type { MessageRecord } from "./store";

const CHARGES_COLLECTION = "charges";
const CHARGE_PREFIX = "chg_";

/** One line of the account's charges ledger: what a live message cost when handed to the carrier. */
export interface ChargeRecord {
  id: string;
  messageId: string;
  mode: Mode;
  type: "sms" | "mms";
  to: string;
  segments: number;
  amountMicros: number;
  createdAt: number;
}

/**
 * Posts the charge for a message handed to the carrier. Test keys never charge (spec 1): their
 * messages show a price of 0 and add nothing to the ledger.
 */
export function charge(core: EmulatorCore, account: Account, m: MessageRecord, amountMicros: number, at: number) {
  if (m.mode === "test") {
    m.priceMicros = 0;
    return undefined;
  }
  m.priceMicros = amountMicros;
  const c: ChargeRecord = {
    id: newId(CHARGE_PREFIX),
    messageId: m.id,
    mode: m.mode,
    type: m.type,
    to: m.to,
    segments: m.segments,
    amountMicros,
    createdAt: at,
  };
  core.state.collection<ChargeRecord>(account, m.mode, CHARGES_COLLECTION).set(c.id, c);
  return c;
}

export function chargesOf(core: EmulatorCore, account: Account, mode: Mode): ChargeRecord[] {
  return [...core.state.collection<ChargeRecord>(account, mode, CHARGES_COLLECTION).values()];
}
