import type { Mode } from "../../schema/common";
import type { EmulatorCore } from "../core";
import type { Account } from "../state";

/**
 * Opt-out keywords (CTIA; what Twilio and Telnyx honour by default). A keyword is the whole
 * inbound body, trimmed, in any case. These defaults are always honoured (carriers enforce them);
 * the keywords configured on the receiving number's campaign (opt_out_keywords, opt_in_keywords,
 * help_keywords) are honoured as well.
 *
 * Opt-outs are kept per sender number and recipient (Twilio's default scope): STOP sent to one of
 * the account's numbers stops that number texting the sender of STOP; the account's other numbers
 * are unaffected. STOPALL has the same scope as STOP.
 */
const OPT_OUT_KEYWORDS = ["STOP", "STOPALL", "UNSUBSCRIBE", "CANCEL", "END", "QUIT"] as const;
const OPT_IN_KEYWORDS = ["START", "UNSTOP", "YES"] as const;
const HELP_KEYWORDS = ["HELP", "INFO"] as const;

export type Keyword = "opt_out" | "opt_in" | "help";

export interface CampaignKeywords {
  optOut: readonly string[];
  optIn: readonly string[];
  help: readonly string[];
}

export function classifyKeyword(body: string, campaign?: CampaignKeywords): Keyword | null {
  const word = body.trim().toUpperCase();
  const has = (defaults: readonly string[], extra: readonly string[] = []) =>
    defaults.includes(word) || extra.some((k) => k.trim().toUpperCase() === word);
  if (word === "") return null;
  if (has(OPT_OUT_KEYWORDS, campaign?.optOut)) return "opt_out";
  if (has(OPT_IN_KEYWORDS, campaign?.optIn)) return "opt_in";
  if (has(HELP_KEYWORDS, campaign?.help)) return "help";
  return null;
}

const OPT_OUTS_COLLECTION = "opt_outs";

export interface OptOutRecord {
  /** The account's number that received the keyword. */
  number: string;
  /** Who opted out. */
  recipient: string;
  keyword: string;
  createdAt: number;
}

const keyOf = (number: string, recipient: string) => `${number}|${recipient}`;

function store(core: EmulatorCore, account: Account, mode: Mode) {
  return core.state.collection<OptOutRecord>(account, mode, OPT_OUTS_COLLECTION);
}

export function optOut(
  core: EmulatorCore,
  account: Account,
  mode: Mode,
  number: string,
  recipient: string,
  keyword: string,
) {
  const s = store(core, account, mode);
  if (!s.has(keyOf(number, recipient))) {
    s.set(keyOf(number, recipient), { number, recipient, keyword, createdAt: core.clock.now() });
  }
}

export function optIn(core: EmulatorCore, account: Account, mode: Mode, number: string, recipient: string): boolean {
  return store(core, account, mode).delete(keyOf(number, recipient));
}

export function isOptedOut(core: EmulatorCore, account: Account, mode: Mode, number: string, recipient: string) {
  return store(core, account, mode).get(keyOf(number, recipient));
}

export function optOutsOf(core: EmulatorCore, account: Account, mode: Mode): OptOutRecord[] {
  return [...store(core, account, mode).values()];
}
