import type { CreateBrandBody } from "../brands";
import type { CreateCampaignBody } from "../campaigns";

/**
 * The shapes the preflight rules read: wire-format request bodies (snake_case), as the emulator
 * stores them and as the provider kinds' toWire() produces them. Every field is optional: the
 * rules read what is there (a Pulumi preview may not know a value yet; null is unset) and treat a
 * missing flag as the service's default.
 */
type Loose<T> = { [K in keyof T]?: T[K] | null };
export type BrandSubject = Loose<Omit<CreateBrandBody, "contact">> & { contact?: Loose<CreateBrandBody["contact"]> | null };
export type CampaignSubject = Loose<CreateCampaignBody>;

/** What one preflight run looks at: a brand, a campaign of that brand, or both. */
export interface Subject {
  brand?: BrandSubject;
  campaign?: CampaignSubject;
  /** How many phone numbers will send on the campaign, when the caller knows (the YAML toolkit does). */
  numbers?: number;
}

export type Severity = "error" | "warning";
export type PreflightObject = "brand" | "campaign";
/** A wire field path: ["sample_messages", 1], ["contact", "email"]. */
export type FieldPath = readonly (string | number)[];

/** One thing a rule found. */
export interface Hit {
  message: string;
  /** The field it points at, when more precise than the rule's (one sample of several). */
  path?: FieldPath;
  /**
   * The rule's sources that document this hit, when only some of them do (a cannabis finding of
   * prohibited-content names DCA 701, not the sexual-content code DCA 703): each one of the rule's.
   */
  sources?: readonly [RuleSource, ...RuleSource[]];
}

export interface Rule {
  /** Stable id: what `acknowledge` names and what findings carry, e.g. "sample-opt-out". */
  readonly id: string;
  /** The reason code the emulator's carrier review rejects with, e.g. SAMPLE_OPT_OUT_MISSING. */
  readonly code: string;
  /** error: carriers reject this; warning: often rejected or delayed. */
  readonly severity: Severity;
  readonly object: PreflightObject;
  /** The wire field it is about, as a path. */
  readonly field: FieldPath;
  /** One line for the rules table. */
  readonly summary: string;
  /**
   * Where carriers, aggregators and vendors publish this requirement or rejection reason, with
   * the code or reason name each gives it (schema/preflight/sources.ts). The first is the main one.
   */
  readonly sources: readonly [RuleSource, ...RuleSource[]];
  /** What it finds; never a secret, never more of the user's text than a short quoted word. */
  check(subject: Subject): Hit[];
}

export interface Finding {
  rule: string;
  code: string;
  severity: Severity;
  object: PreflightObject;
  /** Wire field path. */
  path: FieldPath;
  message: string;
  /** The main public source's address (the rule's first source). */
  source: string;
  /** Every source of the rule, with the vendor's code or reason name where it publishes one. */
  sources: readonly RuleSource[];
  /** The vendors' codes as labels, e.g. ["Twilio 30887", "AWS \"Opt-out message non-compliant\""]: what each finding names. */
  vendorCodes: readonly string[];
  /** The reason given when the object acknowledges this rule: shown, never failing. */
  acknowledged?: string;
}

/** Who publishes a source: a vendor (its rejection codes), an industry body or a registry. */
export type Vendor = "Twilio" | "AWS" | "Bandwidth" | "Telnyx" | "DCA" | "Vonage" | "Plivo" | "Sinch" | "CTIA" | "T-Mobile" | "IRS" | "FTC";

/** One published source of a rule. */
export interface RuleSource {
  readonly vendor: Vendor;
  /** The vendor's code or reason name for it ("30887", "2135", "Opt-out message non-compliant"), where it publishes one. */
  readonly code?: string;
  /** The page it comes from. */
  readonly url: string;
}

/** A source's code as findings name it: "Twilio 30887", "AWS \"Opt-out message non-compliant\"". */
/** The names a brand goes by (display and legal): what a reading looks for as the brand, and the rules quote. */
export const brandNames = (b: BrandSubject) => [b.display_name, b.legal_name];

export function vendorCode(s: RuleSource): string | undefined {
  if (s.code === undefined) return undefined;
  return /^[A-Z]?\d+(?:\.\d+)*$/.test(s.code) ? `${s.vendor} ${s.code}` : `${s.vendor} "${s.code}"`;
}
