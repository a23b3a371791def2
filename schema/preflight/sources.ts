import type { RuleSource } from "./model";

/*
 * The published pages the preflight rules come from, and the vendors' codes for them. A rule names
 * each source with its code where the vendor publishes one (twilio("30887"), bandwidth("2135"),
 * aws("Opt-out message non-compliant")), and the page alone where it does not (page(...)).
 * Never a code that is not on the page cited.
 */

/** Pages without codes: industry guidance, carriers' codes of conduct, registries. */
export const PAGES = {
  ctia: "https://api.ctia.org/wp-content/uploads/2023/05/230523-CTIA-Messaging-Principles-and-Best-Practices-FINAL.pdf",
  tmobile: "https://www.t-mobile.com/content/dam/digx/tmobile/us/en/non-authenticated/document/Code-of-Conduct.pdf",
  irs: "https://www.irs.gov/businesses/small-businesses-self-employed/how-eins-are-assigned-and-valid-ein-prefixes",
  twilioApproval: "https://help.twilio.com/articles/11847054539547-A2P-10DLC-Campaign-Approval-Requirements",
  telnyx: "https://developers.telnyx.com/docs/messaging/10dlc/campaign-registration",
  awsRejections: "https://docs.aws.amazon.com/sms-voice/latest/userguide/registration-help-rejection-troubleshooting.html",
  awsChecklist: "https://docs.aws.amazon.com/sms-voice/latest/userguide/registration-help-quickstart.html",
  awsReviewCriteria: "https://docs.aws.amazon.com/sms-voice/latest/userguide/registration-help-review-criteria.html",
  awsTransactionalOptIn: "https://docs.aws.amazon.com/sms-voice/latest/userguide/registration-help-optin-transactional.html",
  twilioVerifyConsent: "https://www.twilio.com/docs/verify/consent-opt-in",
  bandwidthRejections: "https://www.bandwidth.com/support/en/articles/12823077-bandwidth-vetting-rejection-reasons",
  /** Bandwidth's messaging error codes (4771: "Rejected due to shortened url"). */
  bandwidthMessagingErrors: "https://dev.bandwidth.com/docs/messaging/errors",
  bandwidthCallToAction: "https://www.bandwidth.com/support/en/articles/12822652-new-bandwidth-vetting-rejection-codes-2133-2134-2135-2136-2137-2138-and-2139",
  dcaRejections: "https://voipdocs.helpjuice.com/en_US/sms-mms/10dlc-vetting-rejection-reasons",
} as const;

/** A Twilio error code: each has its own page. */
export const twilio = (code: string): RuleSource => ({ vendor: "Twilio", code, url: `https://www.twilio.com/docs/api/errors/${code}` });

/** An AWS End User Messaging rejection reason, by its console title (the troubleshooting page, or the review criteria's denial titles). */
export const aws = (reason: string, url: string = PAGES.awsRejections): RuleSource => ({ vendor: "AWS", code: reason, url });

/** A Bandwidth vetting rejection code. */
export const bandwidth = (code: string, url: string = PAGES.bandwidthRejections): RuleSource => ({ vendor: "Bandwidth", code, url });

/** A DCA (Direct Connect Aggregator) vetting rejection code, as a CSP publishes the DCA's table. */
export const dca = (code: string, url: string = PAGES.dcaRejections): RuleSource => ({ vendor: "DCA", code, url });

/** A section of CTIA's Messaging Principles and Best Practices ("5.1.3", consumer opt-out): how vendors cite it. */
export const ctia = (section: string): RuleSource => ({ vendor: "CTIA", code: section, url: PAGES.ctia });

/** A page without a code. */
export const page = (vendor: RuleSource["vendor"], url: string): RuleSource => ({ vendor, url });

/** Telnyx's table of the carriers' 10DLC rejection codes (the DCA's codes, with Telnyx's explanations). */
export const TELNYX_CODES = "https://support.telnyx.com/en/articles/10547022-10dlc-carrier-error-codes-explanations";

/** A carrier rejection code as Telnyx explains it. */
export const telnyx = (code: string): RuleSource => ({ vendor: "Telnyx", code, url: TELNYX_CODES });

/**
 * Sources with each Telnyx code also named as the DCA's: Telnyx publishes The Campaign Registry's
 * (the DCA's) rejection codes under their own numbers, so a finding citing "Telnyx 708" names
 * "DCA 708" too (on the same page), and a reader who knows the code by either name finds it.
 */
export function withDcaCodes<T extends readonly RuleSource[]>(sources: T): T {
  const out: RuleSource[] = [];
  for (const s of sources) {
    const twin = s.vendor === "Telnyx" && s.code !== undefined && /^\d+$/.test(s.code)
      && !sources.some((o) => o.vendor === "DCA" && o.code === s.code);
    if (twin) out.push(dca(s.code!, s.url));
    out.push(s);
  }
  return (out.length === sources.length ? sources : out) as unknown as T;
}
