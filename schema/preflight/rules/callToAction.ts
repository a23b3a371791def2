import type { Hit, Rule, Subject } from "../model";
import { page, PAGES } from "../sources";
import { links } from "../text";
import { BOX_TICKED, CONSENT, CONSENT_ACTION, KEYWORD_TEXTED, NUMBER_GIVEN, OPT_IN_METHOD, OPT_IN_PLACE, REPLIED_YES, WEB_OPT_IN } from "../vocabulary/callToAction";
import { campaign } from "./subject";

/*
 * The call to action (message flow): how, where and to what recipients consent, and the privacy
 * policy that goes with it.
 */

/** The flow names how recipients opt in: a method word, their number given, a box ticked or a keyword texted. */
const namesMethod = (flow: string) =>
  OPT_IN_METHOD.test(flow) || NUMBER_GIVEN.test(flow) || BOX_TICKED.test(flow) || KEYWORD_TEXTED.test(flow);

/** The flow says the recipient chose: a consent word or action, a box ticked, a YES replied or a keyword texted. */
const namesConsent = (flow: string) =>
  CONSENT.test(flow) || CONSENT_ACTION.test(flow) || BOX_TICKED.test(flow) || REPLIED_YES.test(flow) ||
  KEYWORD_TEXTED.test(flow);

function callToActionMethod(s: Subject): Hit[] {
  const flow = s.campaign!.message_flow;
  if (!flow || (namesMethod(flow) && (OPT_IN_PLACE.test(flow) || links(flow).length > 0))) return [];
  return [{ message: "the message flow does not say how recipients opt in: name the method and the place (a web form at its URL, a keyword texted to the number, a checkbox at checkout, in person)" }];
}

function callToActionConsent(s: Subject): Hit[] {
  const flow = s.campaign!.message_flow;
  if (!flow || namesConsent(flow)) return [];
  return [{ message: "the message flow does not say that recipients consent: describe the explicit opt-in (they tick an unchecked SMS consent box, text a keyword, agree to receive messages)" }];
}

function callToActionUrl(s: Subject): Hit[] {
  const flow = s.campaign!.message_flow;
  if (!flow || !WEB_OPT_IN.test(flow) || links(flow).length > 0) return [];
  return [{ message: "the opt-in is on the web but the message flow gives no address: add the URL of the page with the opt-in form" }];
}

function privacyPolicy(s: Subject): Hit[] {
  const c = s.campaign!;
  if (c.privacy_policy_url) return [];
  if (c.message_flow && /\bprivacy\b/i.test(c.message_flow) && links(c.message_flow).length > 0) return [];
  return [{ message: "no privacy policy: set privacy_policy_url to the brand's policy, which says mobile numbers are not shared for marketing" }];
}

export const CALL_TO_ACTION_RULES: readonly Rule[] = [
  campaign({
    id: "call-to-action", code: "MESSAGE_FLOW_INSUFFICIENT", severity: "error", field: ["message_flow"],
    summary: "The message flow says how and where recipients opt in",
    sources: [page("Twilio", PAGES.twilioApproval)],
    check: callToActionMethod,
  }),
  campaign({
    id: "call-to-action-consent", code: "MESSAGE_FLOW_CONSENT_MISSING", severity: "warning", field: ["message_flow"],
    summary: "The message flow describes explicit consent",
    sources: [page("Twilio", PAGES.twilioApproval)],
    check: callToActionConsent,
  }),
  campaign({
    id: "call-to-action-url", code: "MESSAGE_FLOW_URL_MISSING", severity: "error", field: ["message_flow"],
    summary: "A web opt-in gives the address of its page",
    sources: [page("AWS", PAGES.awsRejections)],
    check: callToActionUrl,
  }),
  campaign({
    id: "privacy-policy", code: "PRIVACY_POLICY_MISSING", severity: "error", field: ["privacy_policy_url"],
    summary: "A privacy policy is linked",
    sources: [page("AWS", PAGES.awsRejections)],
    check: privacyPolicy,
  }),
];
