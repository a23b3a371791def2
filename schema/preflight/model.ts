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
  /** Key of SOURCES: where carriers or aggregators publish this requirement. */
  readonly source: SourceKey;
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
  /** The public source's address. */
  source: string;
  /** The reason given when the object acknowledges this rule: shown, never failing. */
  acknowledged?: string;
}

/** Public sources of the rules: carriers', The Campaign Registry's and aggregators' published guidance. */
export const SOURCES = {
  ctia: "https://api.ctia.org/wp-content/uploads/2023/05/230523-CTIA-Messaging-Principles-and-Best-Practices-FINAL.pdf",
  aws: "https://docs.aws.amazon.com/sms-voice/latest/userguide/registration-help-rejection-troubleshooting.html",
  telnyx: "https://developers.telnyx.com/docs/messaging/10dlc/campaign-registration",
  twilio: "https://help.twilio.com/articles/11847054539547-A2P-10DLC-Campaign-Approval-Requirements",
  tmobile: "https://www.t-mobile.com/content/dam/digx/tmobile/us/en/non-authenticated/document/Code-of-Conduct.pdf",
  irs: "https://www.irs.gov/businesses/small-businesses-self-employed/how-eins-are-assigned-and-valid-ein-prefixes",
} as const;
export type SourceKey = keyof typeof SOURCES;
