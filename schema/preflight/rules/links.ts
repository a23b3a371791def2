import type { Hit, Rule, Subject } from "../model";
import { dca, page, PAGES, twilio } from "../sources";
import { hostIs, hostOf, links, PHONE, withoutEmails } from "../text";
import { URL_SHORTENERS } from "../vocabulary/links";
import { campaign, escape, quoted, samplesOf, sentTexts } from "./subject";

/*
 * Links and phone numbers in messages: declared by the campaign's attributes, on the brand's own
 * domain.
 */

/** The public URL shortener a text links to (bare "goo.gl/x" too, whose top-level domain LINK does not know). */
const shortenerIn = (text: string) =>
  links(text).map(hostOf).find((h) => hostIs(h, URL_SHORTENERS)) ?? BARE_SHORTENER.exec(text)?.[1]?.toLowerCase();

const BARE_SHORTENER = new RegExp(`(?<![\\w.-])(${URL_SHORTENERS.map(escape).join("|")})/`, "i");

function urlShortener(s: Subject): Hit[] {
  return sentTexts(s.campaign!).flatMap(({ path, text }) => {
    const short = shortenerIn(text);
    return short ? [{ path, message: `${short} is a public URL shortener, which carriers filter: use a link on the brand's own domain` }] : [];
  });
}

/** Links in samples, public shorteners included. */
const sampleHasLink = (m: string) => links(m).length > 0 || shortenerIn(m) !== undefined;

function embeddedLinkUndeclared(s: Subject): Hit[] {
  const c = s.campaign!;
  if (c.embedded_links === true) return [];
  const i = samplesOf(c).findIndex(sampleHasLink);
  if (i < 0) return [];
  return [{ path: ["sample_messages", i], message: "this sample contains a link but embedded_links is false: set embedded_links to true or remove the link" }];
}

/** Declared links are shown by any message the campaign sends: a sample, or the HELP, STOP or opt-in reply. */
function embeddedLinkUnused(s: Subject): Hit[] {
  const c = s.campaign!;
  const shown = sentTexts(c).some(({ text }) => sampleHasLink(text));
  if (c.embedded_links !== true || samplesOf(c).length === 0 || shown) return [];
  return [{ message: "embedded_links is true but no sample (or reply) contains a link: show one in a sample (on the brand's own domain) or set embedded_links to false" }];
}

function embeddedPhoneUndeclared(s: Subject): Hit[] {
  const c = s.campaign!;
  if (c.embedded_phone === true) return [];
  const i = samplesOf(c).findIndex(hasPhone);
  if (i < 0) return [];
  return [{ path: ["sample_messages", i], message: "this sample contains a phone number but embedded_phone is false: set embedded_phone to true or remove the number" }];
}

/** Links written with http:// (not https://) in what recipients receive. */
function insecureLink(s: Subject): Hit[] {
  return sentTexts(s.campaign!).flatMap(({ path, text }) => {
    const link = links(text).find((l) => /^http:\/\//i.test(l));
    return link ? [{ path, message: `${quoted(link)} is an unsecured http:// link, which carriers reject: use https:// on the brand's own domain` }] : [];
  });
}

/** A phone number in a text; e-mail addresses and links are not read as numbers. */
const hasPhone = (text: string) => PHONE.test(withoutEmails(text));

/** Declared phone numbers are shown by a sample: what Twilio's vetting reads (a number in the HELP reply is support's). */
function embeddedPhoneUnused(s: Subject): Hit[] {
  const c = s.campaign!;
  const shown = samplesOf(c).some(hasPhone);
  if (c.embedded_phone !== true || samplesOf(c).length === 0 || shown) return [];
  return [{
    message: "embedded_phone is true but no sample contains a phone number: show one in a sample " +
      "(e.g. \"call (415) 555-0100\") or set embedded_phone to false",
  }];
}

export const LINK_RULES: readonly Rule[] = [
  campaign({
    id: "url-shortener", code: "URL_SHORTENER", severity: "error", field: ["sample_messages"],
    summary: "No public URL shorteners (bit.ly, tinyurl.com, …) in messages",
    sources: [page("T-Mobile", PAGES.tmobile), twilio("30857"), page("Bandwidth", PAGES.bandwidthRejections)],
    check: urlShortener,
  }),
  campaign({
    id: "embedded-link-undeclared", code: "EMBEDDED_LINK_UNDECLARED", severity: "error", field: ["embedded_links"],
    summary: "A link in a sample needs embedded_links: true",
    sources: [dca("601"), page("AWS", PAGES.awsRejections)],
    check: embeddedLinkUndeclared,
  }),
  campaign({
    id: "embedded-link-unused", code: "EMBEDDED_LINK_NOT_SHOWN", severity: "warning", field: ["embedded_links"],
    summary: "embedded_links: true is shown by a link in a message (a sample or a reply)",
    sources: [dca("601"), page("AWS", PAGES.awsRejections)],
    check: embeddedLinkUnused,
  }),
  campaign({
    id: "embedded-phone-undeclared", code: "EMBEDDED_PHONE_UNDECLARED", severity: "error", field: ["embedded_phone"],
    summary: "A phone number in a sample needs embedded_phone: true",
    sources: [dca("601"), page("AWS", PAGES.awsRejections)],
    check: embeddedPhoneUndeclared,
  }),
  campaign({
    id: "embedded-phone-unused", code: "EMBEDDED_PHONE_NOT_SHOWN", severity: "error", field: ["embedded_phone"],
    summary: "embedded_phone: true is shown by a phone number in a sample",
    sources: [twilio("30889"), dca("601")],
    check: embeddedPhoneUnused,
  }),
  campaign({
    id: "insecure-link", code: "LINK_NOT_HTTPS", severity: "error", field: ["sample_messages"],
    summary: "Links in messages use https://, not http://",
    sources: [twilio("30858"), twilio("30857")],
    check: insecureLink,
  }),
];
