// The 10DLC preflight rules (schema/preflight): for every rule one sound registration it passes and
// one it flags, with the field it points at. The sound base registration must be clean under every rule.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { type BrandSubject, type CampaignSubject, failing, preflight, RULES, type Subject, vendorCode } from "../../schema/preflight";

const brand: BrandSubject = {
  entity_type: "PRIVATE_PROFIT",
  legal_name: "Bright Smile Dental LLC",
  display_name: "Bright Smile Dental",
  tax_id: "12-3456789",
  tax_id_country: "US",
  vertical: "HEALTHCARE",
  website: "https://brightsmile.example",
  contact: { email: "office@brightsmile.example", phone: "+14155550100" },
};

const campaign: CampaignSubject = {
  use_case: "ACCOUNT_NOTIFICATION",
  description: "Appointment reminders and confirmations that Bright Smile Dental sends to its patients who asked for them.",
  message_flow:
    "Patients opt in on the booking form at https://brightsmile.example/book by ticking an unchecked box that says " +
    "they agree to receive appointment texts; message frequency varies and rates may apply.",
  sample_messages: [
    "Bright Smile Dental: your cleaning is booked for Tue 3/4 at 2:00 PM. Reply STOP to opt out.",
    "Bright Smile Dental: reminder, your appointment is tomorrow at 9:30 AM. Reply HELP for help.",
  ],
  opt_out_message: "Bright Smile Dental: you are unsubscribed and will get no more messages.",
  help_message: "Bright Smile Dental: call us at (415) 555-0100 or email office@brightsmile.example. Reply STOP to opt out.",
  privacy_policy_url: "https://brightsmile.example/privacy",
};

const sound: Subject = { brand, campaign };
const rulesFound = (s: Subject) => preflight(s).map((f) => f.rule);
const withCampaign = (c: Partial<CampaignSubject>): Subject => ({ brand, campaign: { ...campaign, ...c } });
const withBrand = (b: Partial<BrandSubject>): Subject => ({ brand: { ...brand, ...b }, campaign });

/** [rule, a subject it passes, a subject it flags, the field path the finding points at]. */
const CASES: [string, Subject, Subject, (string | number)[]][] = [
  ["sample-opt-out",
    withCampaign({ sample_messages: ["Bright Smile Dental: see you soon. Text END to quit.", "Bright Smile Dental: booked for Tuesday."] }),
    withCampaign({ sample_messages: ["Bright Smile Dental: see you soon. STOP2END", "Bright Smile Dental: our treatments never stop improving."] }),
    ["sample_messages"]],
  ["opt-out-reply", sound, withCampaign({ opt_out_message: null }), ["opt_out_message"]],
  ["help-reply",
    withCampaign({ help_message: "Bright Smile Dental: visit brightsmile.example/help for help. Reply STOP to opt out." }),
    withCampaign({ help_message: "Bright Smile Dental: we are here to help you any time. Reply STOP to opt out." }),
    ["help_message"]],
  ["sample-brand-name",
    withCampaign({ sample_messages: ["BRIGHT SMILE: booked for Tuesday. Reply STOP to opt out.", "Bright-Smile's office: see you soon."] }),
    withCampaign({ sample_messages: ["Your cleaning is booked for Tuesday. Reply STOP to opt out.", "See you tomorrow at 9:30 AM."] }),
    ["sample_messages"]],
  ["reply-brand-name", sound, withCampaign({ opt_out_message: "You are unsubscribed and will get no more messages." }), ["opt_out_message"]],
  ["url-shortener",
    withCampaign({ embedded_links: true, sample_messages: [...campaign.sample_messages!, "Bright Smile Dental: directions: https://brightsmile.example/map"] }),
    withCampaign({ embedded_links: true, sample_messages: [...campaign.sample_messages!, "Bright Smile Dental: directions: https://bit.ly/3xYz"] }),
    ["sample_messages", 2]],
  ["embedded-link-undeclared",
    withCampaign({ sample_messages: [...campaign.sample_messages!, "Bright Smile Dental: questions? Write to office@brightsmile.example"] }),
    withCampaign({ sample_messages: [...campaign.sample_messages!, "Bright Smile Dental: reschedule at brightsmile.example/r"] }),
    ["embedded_links"]],
  ["embedded-link-unused",
    withCampaign({ embedded_links: true, sample_messages: [...campaign.sample_messages!, "Bright Smile Dental: see www.brightsmile.example/r"] }),
    withCampaign({ embedded_links: true }),
    ["embedded_links"]],
  ["embedded-phone-undeclared",
    withCampaign({ sample_messages: [...campaign.sample_messages!, "Bright Smile Dental: your claim 4155550199 was paid."] }),
    withCampaign({ sample_messages: [...campaign.sample_messages!, "Bright Smile Dental: questions? Call 415-555-0100."] }),
    ["embedded_phone"]],
  ["prohibited-content",
    withCampaign({ description: campaign.description + " Nonstop service for the whole family, sessions included." }),
    withCampaign({ description: campaign.description + " We also announce our CBD gummies." }),
    ["description"]],
  ["age-gated-content",
    withCampaign({ age_gated: true, sample_messages: [...campaign.sample_messages!, "Bright Smile Dental: our wine tasting is Friday."] }),
    withCampaign({ sample_messages: [...campaign.sample_messages!, "Bright Smile Dental: our wine tasting is Friday."] }),
    ["age_gated"]],
  ["direct-lending",
    withCampaign({ direct_lending: true, description: campaign.description + " Also payment plan and loan reminders." }),
    withCampaign({ description: campaign.description + " Also payment plan and loan reminders." }),
    ["direct_lending"]],
  ["affiliate-marketing", sound, withCampaign({ affiliate_marketing: true }), ["affiliate_marketing"]],
  ["gambling-content",
    withCampaign({ sample_messages: [...campaign.sample_messages!, "Bright Smile Dental: you bet we'll see you Tuesday!"] }),
    withCampaign({ sample_messages: [...campaign.sample_messages!, "Bright Smile Dental: place your bets on Sunday's game at our partner sportsbook."] }),
    ["sample_messages", 2]],
  ["high-risk-financial",
    withCampaign({ description: campaign.description + " Patients may also get payment plan reminders." }),
    withCampaign({ description: campaign.description + " Patients may also pay their bills in Bitcoin." }),
    ["description"]],
  ["prescription-drug-promotion",
    withCampaign({ sample_messages: [...campaign.sample_messages!, "Bright Smile Dental: your Rx for semaglutide was sent to your pharmacy."] }),
    withCampaign({ sample_messages: [...campaign.sample_messages!, "Bright Smile Dental: 15% off semaglutide plans this month!"] }),
    ["sample_messages", 2]],
  ["age-gate-method",
    withCampaign({ age_gated: true, message_flow: campaign.message_flow + " They enter their date of birth (MM/DD/YYYY) first." }),
    withCampaign({ age_gated: true, message_flow: campaign.message_flow + " They first tap Yes to \"Are you 21 or older?\"." }),
    ["message_flow"]],
  ["call-to-action",
    withCampaign({ message_flow: "Patients give verbal consent at the front desk and staff enroll them for appointment texts." }),
    withCampaign({ message_flow: "Patients sign up to receive messages about their upcoming dental appointments regularly." }),
    ["message_flow"]],
  ["call-to-action-consent",
    sound,
    withCampaign({ message_flow: "Patients give their number at the front desk in person when booking, and staff add it to the list." }),
    ["message_flow"]],
  ["call-to-action-url",
    withCampaign({ message_flow: "Patients opt in on our website brightsmile.example/book by ticking an unchecked SMS consent box." }),
    withCampaign({ message_flow: "Patients opt in on our website by ticking an unchecked SMS consent box on the booking page." }),
    ["message_flow"]],
  ["use-case-samples",
    // (a 2FA campaign's description speaks of its codes: the base one, appointment reminders, does not)
    withCampaign({ use_case: "2FA", description: "Login codes that Bright Smile Dental texts patients signing in to the patient portal.", sample_messages: ["Bright Smile Dental: your login code is 482913. Reply STOP to opt out.", "Bright Smile Dental code: 7731"] }),
    withCampaign({ use_case: "2FA", description: "Login codes that Bright Smile Dental texts patients signing in to the patient portal.", sample_messages: ["Bright Smile Dental: your login code is 482913. Reply STOP to opt out.", "Bright Smile Dental: you are logged in."] }),
    ["sample_messages", 1]],
  ["promotional-samples",
    withCampaign({ use_case: "MARKETING", sample_messages: [...campaign.sample_messages!, "Bright Smile Dental: 20% off whitening this week!"] }),
    withCampaign({ sample_messages: [...campaign.sample_messages!, "Bright Smile Dental: 20% off whitening this week!"] }),
    ["sample_messages", 2]],
  ["use-case-mixed",
    withCampaign({
      use_case: "MIXED", sub_use_cases: ["MARKETING", "ACCOUNT_NOTIFICATION"],
      description: "Bright Smile Dental texts patients who asked for them its seasonal offers and confirms their appointments.",
    }),
    withCampaign({
      use_case: "MARKETING",
      description: "Bright Smile Dental texts patients who asked for them its seasonal offers and confirms their appointments.",
    }),
    ["description"]],
  ["charity-brand",
    { brand: { ...brand, entity_type: "NON_PROFIT" }, campaign: { ...campaign, use_case: "CHARITY", description: campaign.description + " Donations fund free care." } },
    withCampaign({ use_case: "CHARITY", description: campaign.description + " Donations fund free care." }),
    ["use_case"]],
  ["charity-consent-separate",
    { brand: { ...brand, entity_type: "NON_PROFIT" }, campaign: { ...campaign, use_case: "CHARITY", description: campaign.description + " Donations fund free care.",
      message_flow: "Donors tick an empty box at https://brightsmile.example/give: \"Text me Bright Smile Dental fundraising appeals, up to 4 msgs/mo. Msg & data rates may apply. Reply HELP for help, STOP to cancel.\"" } },
    { brand: { ...brand, entity_type: "NON_PROFIT" }, campaign: { ...campaign, use_case: "CHARITY", description: campaign.description + " Donations fund free care.",
      message_flow: "Donors tick an empty box at https://brightsmile.example/give: \"Text me Bright Smile Dental clinic closures and fundraising appeals, up to 4 msgs/mo. Msg & data rates may apply. Reply HELP for help, STOP to cancel.\"" } },
    ["message_flow"]],
  ["opt-in-other-brand",
    withCampaign({ message_flow: "Patients tick an empty box at https://brightsmile.example/book: \"Text me appointment reminders from Bright Smile Dental. Msg frequency varies. Msg & data rates may apply. Reply HELP for help, STOP to cancel.\"" }),
    withCampaign({ message_flow: "Patients tick an empty box at https://harborgroupdental.example/book: \"Text me appointment reminders from Harbor Group Dental. Msg frequency varies. Msg & data rates may apply. Reply HELP for help, STOP to cancel.\"" }),
    ["message_flow"]],
  ["test-content",
    withCampaign({ sample_messages: [...campaign.sample_messages!, "Bright Smile Dental: your COVID test results are ready in the portal."] }),
    withCampaign({ sample_messages: [...campaign.sample_messages!, "Bright Smile Dental: this is a test message."] }),
    ["sample_messages", 2]],
  ["english-only",
    withCampaign({ sample_messages: [...campaign.sample_messages!, "Bright Smile Dental: Señor Diaz, your cleaning is at 3pm. Reply STOP to opt out."] }),
    withCampaign({ sample_messages: [...campaign.sample_messages!, "Bright Smile Dental: le recordamos su cita de mañana a las 3pm. Responda STOP para cancelar."] }),
    ["sample_messages", 2]],
  ["description-other-brand",
    withCampaign({ description: campaign.description + " Sent by Bright Smile Dental LLC's front desk team." }),
    withCampaign({ description: campaign.description + " Messages are sent on behalf of Globex Health Partners." }),
    ["description"]],
  ["description-quality",
    withCampaign({ description: "Appointment reminders for patients of our dental clinic who asked for them online." }),
    withCampaign({ description: "Marketing messages for our customers about our great products." }),
    ["description"]],
  ["privacy-policy",
    withCampaign({ privacy_policy_url: null, message_flow: campaign.message_flow + " Privacy policy: https://brightsmile.example/privacy." }),
    withCampaign({ privacy_policy_url: null }),
    ["privacy_policy_url"]],
  ["distinct-samples",
    sound,
    withCampaign({ sample_messages: [campaign.sample_messages![0]!, campaign.sample_messages![0]!.replace("Tue 3/4 at 2:00 PM", "Wed 3/5 at 4:00 PM")] }),
    ["sample_messages", 1]],
  ["number-pool",
    { ...sound, numbers: 49 },
    { ...sound, numbers: 50 },
    ["number_pool"]],
  ["sole-proprietor-use-case", sound, withCampaign({ use_case: "SOLE_PROPRIETOR" }), ["use_case"]],
  ["brand-email-free-mail",
    { brand: { ...brand, entity_type: "SOLE_PROPRIETOR", contact: { ...brand.contact, email: "jo@gmail.com" } } },
    withBrand({ contact: { ...brand.contact, email: "brightsmile@gmail.com" } }),
    ["contact", "email"]],
  ["brand-website", withBrand({ website: "https://www.brightsmile.example/about" }), withBrand({ website: "https://www.facebook.com/brightsmile" }), ["website"]],
  ["tax-id-prefix", withBrand({ tax_id: "12-3456789" }), withBrand({ tax_id: "07-1234567" }), ["tax_id"]],
  ["insecure-link",
    withCampaign({ embedded_links: true, sample_messages: [...campaign.sample_messages!, "Bright Smile Dental: forms at https://brightsmile.example/forms"] }),
    withCampaign({ embedded_links: true, sample_messages: [...campaign.sample_messages!, "Bright Smile Dental: forms at http://brightsmile.example/forms"] }),
    ["sample_messages", 2]],
  ["embedded-phone-unused",
    withCampaign({ embedded_phone: true, sample_messages: [...campaign.sample_messages!, "Bright Smile Dental: to reschedule call (415) 555-0100."] }),
    withCampaign({ embedded_phone: true }),
    ["embedded_phone"]],
  ["opt-out-reply-confirmation",
    withCampaign({ opt_out_message: "Bright Smile Dental: you will no longer receive appointment texts." }),
    withCampaign({ opt_out_message: "Bright Smile Dental: we got your message. Call (415) 555-0100 with questions." }),
    ["opt_out_message"]],
  ["opt-in-reply-disclosures",
    withCampaign({ opt_in_message: "Bright Smile Dental: you're in! Msg freq varies. Msg&data rates may apply. Txt HELP for help, STOP to end." }),
    withCampaign({ opt_in_message: "Bright Smile Dental: you're in! Reply STOP to end." }),
    ["opt_in_message"]],
  ["call-to-action-frequency",
    withCampaign({ message_flow: "Patients tick an unchecked box on https://brightsmile.example/book to get up to 2 texts per appointment. Msg & data rates may apply." }),
    withCampaign({ message_flow: "Patients tick an unchecked box on https://brightsmile.example/book to get appointment texts. Msg & data rates may apply." }),
    ["message_flow"]],
  ["call-to-action-rates",
    withCampaign({ message_flow: "Patients tick an unchecked box on https://brightsmile.example/book. Msg frequency varies. Standard messaging rates apply." }),
    withCampaign({ message_flow: "Patients tick an unchecked box on https://brightsmile.example/book. Msg frequency varies." }),
    ["message_flow"]],
  ["consent-pre-checked",
    withCampaign({ message_flow: campaign.message_flow + " The box is never pre-checked." }),
    withCampaign({ message_flow: campaign.message_flow + " The box is pre-checked for returning patients." }),
    ["message_flow"]],
  ["consent-condition",
    withCampaign({ message_flow: campaign.message_flow + " Consent is not a condition of purchase or of care." }),
    withCampaign({ message_flow: campaign.message_flow + " Texts are a condition of service for online booking." }),
    ["message_flow"]],
  ["consent-third-party",
    withCampaign({ message_flow: campaign.message_flow + " We never share your number with third parties or affiliates." }),
    withCampaign({ message_flow: campaign.message_flow + " We share your number with our insurance partners." }),
    ["message_flow"]],
  ["call-to-action-wording",
    withCampaign({ message_flow: "On https://brightsmile.example/book patients may tick an empty box that reads \"Text me appointment reminders from Bright Smile Dental, about 2 a month. Msg & data rates may apply. Reply HELP for help, STOP to cancel.\"" }),
    withCampaign({ message_flow: "On https://brightsmile.example/book patients may tick an empty box that reads \"Yes, Bright Smile Dental may text me, about 2 a month. Msg & data rates may apply. Reply HELP for help.\"" }),
    ["message_flow"]],
  ["opt-in-form-phone-field",
    withCampaign({ message_flow: "On https://brightsmile.example/book the form asks for name, email and mobile number, with an empty box: \"Text me appointment reminders from Bright Smile Dental, about 2 a month. Msg & data rates may apply. Reply HELP for help, STOP to cancel.\"" }),
    withCampaign({ message_flow: "On https://brightsmile.example/book the form asks for name, email and insurance card details, with an empty box: \"Text me appointment reminders from Bright Smile Dental, about 2 a month. Msg & data rates may apply. Reply HELP for help, STOP to cancel.\"" }),
    ["message_flow"]],
  ["consent-kind",
    withCampaign({ message_flow: "On https://brightsmile.example/book patients may tick an empty box that reads \"Text me cleaning reminders from Bright Smile Dental, about 2 a month. Msg & data rates may apply. Reply HELP for help, STOP to cancel.\"" }),
    withCampaign({ message_flow: "On https://brightsmile.example/book patients may tick an empty box that reads \"Text me whitening specials and coupons from Bright Smile Dental, about 2 a month. Msg & data rates may apply. Reply HELP for help, STOP to cancel.\"" }),
    ["message_flow"]],
  ["consent-bundled-channels",
    withCampaign({ message_flow: campaign.message_flow + " A separate box asks about e-mail newsletters." }),
    withCampaign({ message_flow: campaign.message_flow + " One checkbox covers appointment emails, phone calls and texts." }),
    ["message_flow"]],
  ["consent-communications",
    withCampaign({ message_flow: campaign.message_flow }),
    withCampaign({ message_flow: "Patients tick an unchecked box on https://brightsmile.example/book to consent to communications from Bright Smile Dental. Message frequency varies and rates may apply." }),
    ["message_flow"]],
  ["numbers-provenance",
    withCampaign({ message_flow: campaign.message_flow + " Only our own patients who tick the box are texted." }),
    withCampaign({ message_flow: campaign.message_flow + " We also text a list of patients we bought from a closing practice." }),
    ["message_flow"]],
  ["verbal-opt-in-record",
    withCampaign({ message_flow: "At the front desk of our office staff read a script naming Bright Smile Dental, appointment texts, about 2 a month, that message and data rates may apply, HELP and STOP, and record the patient's yes in the chart." }),
    withCampaign({ message_flow: "At the front desk of our office patients verbally agree to appointment texts; message frequency varies and rates may apply." }),
    ["message_flow"]],
  ["opt-in-keyword-undeclared",
    withCampaign({ message_flow: campaign.message_flow + " Patients can also text SMILE to (415) 555-0100.", opt_in_keywords: ["SMILE"], opt_in_message: "Bright Smile Dental: you're in! Msg freq varies. Msg&data rates may apply. Reply HELP for help, STOP to end." }),
    withCampaign({ message_flow: campaign.message_flow + " Patients can also text SMILE to (415) 555-0100." }),
    ["opt_in_keywords"]],
];

describe("preflight rules", () => {
  it("the sound registration has no finding", () => {
    expect(preflight(sound)).toEqual([]);
  });

  it("every rule has a case, an id, a reason code, a message and a public source", () => {
    expect(CASES.map((c) => c[0]).sort()).toEqual(RULES.map((r) => r.id).sort());
    for (const r of RULES) {
      expect(r.code).toMatch(/^[A-Z][A-Z0-9_]+$/);
      expect(r.summary.length).toBeGreaterThan(10);
    }
  });

  for (const [id, passing, flagged, path] of CASES) {
    it(`${id}: passes a sound registration, flags the problem at ${path.join(".")}`, () => {
      expect(rulesFound(passing)).not.toContain(id);
      const found = preflight(flagged).filter((f) => f.rule === id);
      expect(found.length).toBeGreaterThan(0);
      expect(found[0]!.path).toEqual(path);
      expect(found[0]!.message.length).toBeGreaterThan(20);
      expect(found[0]!.source).toMatch(/^https:\/\//);
      const rule = RULES.find((r) => r.id === id)!;
      // A finding names the rule's sources, or those of them that document it (a cannabis finding: DCA 701, not 703).
      for (const src of found[0]!.sources) expect(rule.sources).toContainEqual(src);
      expect(found[0]!.vendorCodes).toEqual([...new Set(found[0]!.sources.flatMap((src) => vendorCode(src) ?? []))]);
    });
  }

  it("docs/preflight.md lists every rule with its severity, reason code, and every source with the vendor's code", () => {
    const docs = readFileSync(join(__dirname, "..", "..", "docs", "preflight.md"), "utf8");
    for (const r of RULES) {
      const row = docs.split("\n").find((l) => l.startsWith(`| \`${r.id}\` |`));
      expect(row, r.id).toBeDefined();
      expect(row).toContain(`| ${r.severity} | ${r.object} |`);
      expect(row).toContain(`\`${r.code}\``);
      for (const source of r.sources) {
        const label = vendorCode(source) ?? source.vendor;
        expect(row, `${r.id}: ${label}`).toContain(`[${label}](${source.url})`);
      }
    }
  });

  // Matching how people write: negations and everyday wording that must not trip a rule.
  it.each([
    ["we never share your number with third parties", "We never share your mobile number with third parties or affiliates for marketing."],
    ["numbers will not be shared", "Mobile numbers and opt-in data will not be shared with any third parties."],
    ["an unchecked box", "The SMS box is unchecked; patients tick it themselves."],
    ["consent is not a condition", "Consent is not a condition of any purchase. Terms: https://brightsmile.example/terms."],
    ["not pre-selected", "The text option is not pre-selected."],
  ])("negation is respected: %s", (_, extra) => {
    expect(rulesFound(withCampaign({ message_flow: `${campaign.message_flow} ${extra}` }))).toEqual([]);
  });

  // The same reasons in the other ways registrations write them.
  it.each([
    ["consent-third-party", "By opting in you agree to receive messages from Bright Smile Dental and its affiliates."],
    ["consent-third-party", "Your number may be shared with our insurance partners."],
    ["consent-third-party", "Patients also receive partner offers."],
    ["consent-pre-checked", "The consent checkbox is checked automatically for returning patients."],
    ["consent-pre-checked", "The SMS option comes already ticked."],
    ["consent-condition", "Opting in to text messages is required to book online."],
    ["consent-condition", "Patients must consent to SMS reminders to use the online booking."],
    ["consent-condition", "Patients receive texts as part of our terms of service when they create an account."],
  ])("%s: %s", (rule, extra) => {
    expect(rulesFound(withCampaign({ message_flow: `${campaign.message_flow} ${extra}` }))).toEqual([rule]);
  });

  it("the user's text quoted in a finding carries no escape or bidi characters", () => {
    const sample = "Bright Smile Dental: forms at http://brightsmile.example/\u001b[31m\u202eevil";
    const samples = [...campaign.sample_messages!, sample];
    const [f] = preflight(withCampaign({ embedded_links: true, sample_messages: samples }));
    expect(f!.rule).toBe("insecure-link");
    expect(f!.message.includes("\u001b") || f!.message.includes("\u202e")).toBe(false);
    expect(f!.message).toContain("http://brightsmile.example/\uFFFD[31m\uFFFDevil");
  });

  it.each([
    "Customers initiate the conversation by texting our support number and agree to receive replies.",
    "Patients consent during intake at the front desk and staff enroll them for reminders.",
    "Clients opt in during their first consultation, and the coordinator records their consent.",
    "Patients agree to receive reminder texts when they sign the new-patient form.",
  ])("a call to action names a concrete place: %s", (flow) => {
    const found = rulesFound(withCampaign({ message_flow: `${flow} Msg frequency varies; msg & data rates may apply.` }));
    expect(found).toEqual([]);
  });

  it("a keyword counts as advertised when it is texted to a number, not in \"text YES to confirm\"", () => {
    const flow = (extra: string) => rulesFound(withCampaign({ message_flow: `${campaign.message_flow} ${extra}` }));
    expect(flow("Patients who get the first text YES to confirm it.")).toEqual([]);
    expect(flow("Patients may text SMILE to our office number.")).toEqual(["opt-in-keyword-undeclared"]);
    expect(flow("Patients may text SMILE to 55123.")).toEqual(["opt-in-keyword-undeclared"]);
    // As a sign or sticker prints it, "Text SMILE for reminders"; but "text YES for a callback" is a reply.
    expect(flow("The sticker says \"Text SMILE for Bright Smile Dental yearly reminders. Reply HELP for help, STOP to end.\"")).toEqual(["opt-in-keyword-undeclared"]);
    expect(flow("Patients can text YES for a callback.")).toEqual([]);
  });

  it("a HELP reply needs a way to reach support, not the words for one", () => {
    const help = (help_message: string) => rulesFound(withCampaign({ help_message }));
    expect(help("Bright Smile Dental: for help, please contact our support team.")).toEqual(["help-reply"]);
    expect(help("Bright Smile Dental: call us or visit our website or email us.")).toEqual(["help-reply"]);
    expect(help("Bright Smile Dental: call 1-800-SMILE-NOW for help.")).toEqual([]);
    expect(help("Bright Smile Dental: help at brightsmile.example/help.")).toEqual([]);
    // A number given by where the person has it printed
    expect(help("Bright Smile Dental: call the number on the back of your card.")).toEqual([]);
    expect(help("Bright Smile Dental: for help phone the line printed on your statement.")).toEqual([]);
    expect(help("Bright Smile Dental billing 24/7: number on the back of your card.")).toEqual([]);
    expect(help("Bright Smile Dental: keep the order number on your receipt.")).toEqual(["help-reply"]);
    expect(help("Bright Smile Dental: the number is not something we text; call us.")).toEqual(["help-reply"]);
  });

  it("the two-factor flow \"confirms they want sign-in codes by SMS\" describes consent; wanting to sign in does not", () => {
    const flow = (message_flow: string) => rulesFound(withCampaign({ message_flow }));
    const sound2fa = "The user enters their number on the account security page and confirms they want sign-in codes by SMS. " +
      "One code per sign-in; message and data rates may apply.";
    expect(flow(sound2fa)).toEqual([]);
    expect(flow(sound2fa.replace("they want sign-in codes by SMS", "they want to sign in"))).toEqual(["call-to-action-consent"]);
  });

  it("the confirmation does not make up for a call to action that leaves out the rates or the frequency (Bandwidth 2135, 2136)", () => {
    const opt_in_message = "Bright Smile Dental: you're in! About 2 texts a month. Msg & data rates may apply. Reply HELP for help, STOP to cancel.";
    const noRates = "Patients tick an unchecked box at https://brightsmile.example/book to get appointment texts, about 2 a month.";
    const noFrequency = "Patients tick an unchecked box at https://brightsmile.example/book to get appointment texts; msg & data rates may apply.";
    expect(rulesFound(withCampaign({ opt_in_message, message_flow: noRates }))).toEqual(["call-to-action-rates"]);
    expect(rulesFound(withCampaign({ opt_in_message, message_flow: noFrequency }))).toEqual(["call-to-action-frequency"]);
  });

  it("findings about consent and opt-out name CTIA's section, as vendors cite it (CTIA 5.1.3 opt-out, 5.1.4 sharing lists)", () => {
    const [stop] = preflight(withCampaign({ opt_out_message: "Bright Smile Dental: thanks for being a patient!" }));
    expect(stop!.vendorCodes).toContain("CTIA 5.1.3");
    const [shared] = preflight(withCampaign({ message_flow: `${campaign.message_flow} We share numbers with our partner labs.` }));
    expect(shared!.rule).toBe("consent-third-party");
    expect(shared!.vendorCodes).toEqual(expect.arrayContaining(["CTIA 5.1.4", "DCA 708"]));
  });

  it("every finding names the vendors' codes of its rule, e.g. Twilio 30889 for a phone declared but never shown", () => {
    const [f] = preflight(withCampaign({ embedded_phone: true }));
    expect(f!.vendorCodes).toEqual(["Twilio 30889", "DCA 601"]);
    expect(f!.sources[0]).toEqual({ vendor: "Twilio", code: "30889", url: "https://www.twilio.com/docs/api/errors/30889" });
  });

  it("an opt-out not taken, not confirmed or not signed names Twilio's opt-out error (30887); the HELP reply's brand does not", () => {
    const codes = (c: Partial<CampaignSubject>, rule: string) =>
      preflight(withCampaign(c)).find((f) => f.rule === rule)?.vendorCodes;
    expect(codes({ subscriber_opt_out: false, opt_out_message: null }, "opt-out-reply")).toContain("Twilio 30887");
    expect(codes({ opt_out_message: "Bright Smile Dental: see you at your next cleaning!" }, "opt-out-reply-confirmation")).toContain("Twilio 30887");
    expect(codes({ opt_out_message: "Your reminders have been switched off for good." }, "reply-brand-name")).toContain("Twilio 30887");
    expect(codes({ help_message: "Questions? Call (415) 555-0100. Reply STOP to opt out." }, "reply-brand-name")).not.toContain("Twilio 30887");
    // A HELP reply without the brand is Twilio's HELP error ("doesn't include your business or brand name").
    expect(codes({ help_message: "Questions? Call (415) 555-0100. Reply STOP to opt out." }, "reply-brand-name")).toContain("Twilio 30936");
    // The confirmation's disclosures and brand are Twilio's 30540.
    const confirmation = "You're in for visit reminders, 2 a month. Msg&data rates may apply. Reply HELP for help, STOP to end.";
    expect(codes({ opt_in_message: confirmation }, "reply-brand-name")).toContain("Twilio 30540");
    expect(codes({ opt_in_message: "Bright Smile Dental: you're in! Reply STOP to end." }, "opt-in-reply-disclosures")).toContain("Twilio 30540");
  });

  it("the confirmation's frequency read as people write it: a range closed up, texts that come when something happens", () => {
    const found = (m: string) => rulesFound(withCampaign({ opt_in_message: m })).includes("opt-in-reply-disclosures");
    const tail = "Msg&data rates may apply. Reply HELP for help, STOP to end.";
    expect(found(`Bright Smile Dental: reminders for this visit, 1-3 texts. ${tail}`)).toBe(false);
    expect(found(`Bright Smile Dental: 2–5 texts before each cleaning. ${tail}`)).toBe(false);
    expect(found(`Bright Smile Dental: you'll receive a text for your crown whenever the lab ships it. ${tail}`)).toBe(false);
    // No count and no occasion: still missing. A phone number is no range.
    expect(found(`Bright Smile Dental: you're signed up for reminders. ${tail}`)).toBe(true);
    expect(found(`Bright Smile Dental: questions? Call 555-0147 texts are answered. ${tail}`)).toBe(true);
  });

  it("an attribute left unset that the samples contradict points at the attribute and names DCA 601 (links, lending)", () => {
    const found = (c: Partial<CampaignSubject>, rule: string) =>
      preflight(withCampaign(c)).find((f) => f.rule === rule);
    const link = found({ sample_messages: [...campaign.sample_messages!, "Bright Smile Dental: forms to fill in before your visit: https://brightsmile.example/f"] }, "embedded-link-undeclared");
    expect([link?.path, link?.vendorCodes]).toEqual([["embedded_links"], ["DCA 601"]]);
    expect(link?.message).toContain("sample_messages[2]");
    const lending = found({ description: campaign.description + " We also remind patients whose smile makeover is paid with a personal loan from us." }, "direct-lending");
    expect([lending?.path, lending?.vendorCodes]).toEqual([["direct_lending"], ["DCA 601"]]);
    // Lending the description itself speaks of is found at the description too, with Twilio 30886 (the description
    // and the declared attributes disagree); lending only in a sample is not.
    const atDescription = (c: Partial<CampaignSubject>) =>
      preflight(withCampaign(c)).filter((f) => f.rule === "direct-lending" && f.path[0] === "description");
    for (const description of [
      campaign.description + " We also remind patients whose smile makeover is paid with a personal loan from us.",
      campaign.description + " We also text patients about in-house financing for braces.",
      campaign.description + " Patients can apply for our in-house financing by text.",
    ]) expect(atDescription({ description }).map((f) => f.vendorCodes[0]), description).toEqual(["Twilio 30886"]);
    expect(atDescription({ direct_lending: true, description: campaign.description + " We also text patients about in-house financing for braces." })).toEqual([]);
    expect(atDescription({ sample_messages: ["Bright Smile Dental: in-house financing for braces, ask at the desk. Reply STOP to opt out.", campaign.sample_messages![1]!] })).toEqual([]);
    // The patient's own loan being serviced is not a loan offered (a look-alike), and a library's loan is not money.
    expect(found({ description: campaign.description + " We also remind patients when their loan payment is due." }, "direct-lending")).toBeUndefined();
    // A loan the brand arranges or funds, or its own financing, is lending whoever's loan it becomes.
    for (const sample of [
      "Bright Smile Dental: we can arrange your loan for the implant the same day. Reply STOP to opt out.",
      "Bright Smile Dental: in-house financing for braces, ask at the desk. Reply STOP to opt out.",
      "Bright Smile Dental: you're approved for financing on your treatment plan. Reply STOP to opt out.",
    ]) expect(found({ sample_messages: [sample, campaign.sample_messages![1]!] }, "direct-lending")?.path, sample).toEqual(["direct_lending"]);
    // A loan of an item, a loaner, and the patient's own loan paid are not.
    for (const sample of [
      "Bright Smile Dental: the museum arranged the loan of our antique chair for its show. Reply STOP to opt out.",
      "Bright Smile Dental: we arranged a loaner retainer while yours is repaired. Reply STOP to opt out.",
      "Bright Smile Dental: your loan payment for the implant posted today. Reply STOP to opt out.",
    ]) expect(found({ sample_messages: [sample, campaign.sample_messages![1]!] }, "direct-lending"), sample).toBeUndefined();
  });

  it("a HELP reply reaches support by a number the person holds, named by where it is printed; \"call us\" still reaches no one", () => {
    const reaches = (help_message: string) => !rulesFound(withCampaign({ help_message })).includes("help-reply");
    for (const help of [
      "Bright Smile Dental: call the number on the back of your insurance card. Reply STOP to opt out.",
      "Bright Smile Dental: for help dial the number on your statement. Reply STOP to opt out.",
      "Bright Smile Dental: phone the line printed on your appointment letter. Reply STOP to opt out.",
    ]) expect(reaches(help), help).toBe(true);
    for (const help of [
      "Bright Smile Dental: call us any time. Reply STOP to opt out.",
      "Bright Smile Dental: your card number is on your statement; contact our team. Reply STOP to opt out.",
      "Bright Smile Dental: we never call the number on your card. Reply STOP to opt out.",
      "Bright Smile Dental: use the order number on your receipt to check the status online. Reply STOP to opt out.",
    ]) expect(reaches(help), help).toBe(false);
  });

  it("a HELP reply reaches support by an extension dialled where the person is; a number that dials nothing does not", () => {
    const reaches = (help_message: string) => !rulesFound(withCampaign({ help_message })).includes("help-reply");
    for (const help of [
      "Bright Smile Dental: text your question here or dial 0 from your treatment room phone. Reply STOP to opt out.",
      "Bright Smile Dental front desk: call ext. 210 from the lobby phone. Reply STOP to opt out.",
      "Bright Smile Dental: press 5 on any house phone, or dial extension 4. Reply STOP to opt out.",
    ]) expect(reaches(help), help).toBe(true);
    for (const help of [
      "Bright Smile Dental: call us 2 days before your visit. Reply STOP to opt out.",
      "Bright Smile Dental: reply 1 from your phone to confirm. Reply STOP to opt out.",
      "Bright Smile Dental: text your question here. Reply STOP to opt out.",
    ]) expect(reaches(help), help).toBe(false);
  });

  it("a sample names the brand as people read it: its name inside a link alone is no name", () => {
    const unnamed = (samples: string[]) => rulesFound(withCampaign({ embedded_links: true, sample_messages: samples })).includes("sample-brand-name");
    expect(unnamed(["Your cleaning is Tue at 2 PM: brightsmile.example/visit. Reply STOP to opt out.", "See you soon! https://brightsmile.example/map"])).toBe(true);
    expect(unnamed(["Bright Smile: your cleaning is Tue at 2 PM: brightsmile.example/visit. Reply STOP to opt out.", "See you soon!"])).toBe(false);
  });

  it("a description that leaves its purpose as \"other things\" and names no sender is too vague", () => {
    const vague = (description: string) => rulesFound(withCampaign({ description })).includes("description-quality");
    for (const d of ["We text our patients about their visits and other things as needed.", "Texts to our clients about accounts and other stuff when needed.",
      "We send people in our system texts on billing and other things."]) expect(vague(d), d).toBe(true);
    expect(vague("Bright Smile Dental texts its patients about cleanings, x-rays and other things their dentist ordered.")).toBe(false);
    // "Important" says how much a notice matters, not what it is about.
    for (const d of ["Important notifications from Bright Smile Dental to patients when needed.", "Bright Smile Dental sends important updates to patients as required.",
      "Important messages from Bright Smile Dental to our patient list."]) expect(vague(d), d).toBe(true);
    expect(vague("Important appointment reminders from Bright Smile Dental: the day before each cleaning and x-ray visit.")).toBe(false);
  });

  it("a short description without the sender's name is clear when it names the kinds of messages and who gets them", () => {
    const vague = (description: string) => rulesFound(withCampaign({ description })).includes("description-quality");
    for (const d of ["Cleaning reminders and x-ray results for patients who booked online.", "Appointment confirmations and day-before reminders for new patients.",
      "Payment receipts and balance notices for clients on a payment plan."]) expect(vague(d), d).toBe(false);
    // (no kind of message, only messages; a kind but nobody it goes to; kinds left open)
    for (const d of ["We send different messages to our patients when it is needed.", "Cleaning reminders and x-ray results, sent by text when ready.",
      "General updates for our patients from time to time."]) expect(vague(d), d).toBe(true);
  });

  it("a description written as the things sent, then whom they are for, says what is sent", () => {
    const vague = (description: string) => rulesFound(withCampaign({ description })).includes("description-quality");
    for (const d of ["Teeth whitening packages and family cleaning days from Bright Smile Dental for patients who joined the club.",
      "Bright Smile Dental's new electric toothbrush, free fluoride varnish for kids on Saturdays, whitening kits - for patients who signed up at the desk.",
      "Night guard fittings and kids' sealant Saturdays at Bright Smile Dental, for past patients who opted in online."]) expect(vague(d), d).toBe(false);
    // (nothing named before whom they are for: the texts, the brand, the recipients themselves)
    for (const d of ["Texts from Bright Smile Dental for patients who signed up.", "Messages and things from Bright Smile Dental for our patients.",
      "Stuff from Bright Smile Dental for patients and families who opted in."]) expect(vague(d), d).toBe(true);
  });

  it("a vague word leaves open both kinds it joins (\"various updates and information\")", () => {
    const vague = (description: string) => rulesFound(withCampaign({ description })).includes("description-quality");
    for (const d of ["Texts to patients from Bright Smile Dental. Various updates and information as needed.",
      "Bright Smile Dental sends general news and information to its patients.", "Miscellaneous notices or updates from Bright Smile Dental to patients."]) {
      expect(vague(d), d).toBe(true);
    }
    // (a kind named after the pair still says what is sent)
    for (const d of ["General updates and appointment reminders from Bright Smile Dental for patients.",
      "Important billing and appointment notices from Bright Smile Dental to its patients.", "Various cleaning and x-ray reminders from Bright Smile Dental to patients."]) {
      expect(vague(d), d).toBe(false);
    }
  });

  it("third-party collection with no company named: balances collected on other businesses' behalf", () => {
    const collects = (description: string) => rulesFound(withCampaign({ description })).includes("high-risk-financial");
    for (const d of [
      "Bright Smile Dental reminds its patients of visits, and texts past-due balances for other dentists' patients as their collection agent.",
      "Bright Smile Dental texts patients about visits; we also collect unpaid bills on those clinics' behalf.",
      "Bright Smile Dental sends overdue balance notices for other practices' patients.",
    ]) expect(collects(d), d).toBe(true);
    for (const d of [
      "Bright Smile Dental texts its own patients about visits and their past-due balances with us.",
      "Bright Smile Dental sends reminders on their behalf to patients who asked for them, about 2 a month.",
    ]) expect(collects(d), d).toBe(false);
  });

  it("third-party collection: a balance placed with another company; the brand's own balance and a sweepstakes' words alone are not content", () => {
    const categories = (sample: string) =>
      preflight(withCampaign({ sample_messages: [campaign.sample_messages![0]!, sample] }))
        .filter((f) => f.rule === "high-risk-financial" || f.rule === "use-case-samples").map((f) => f.rule);
    for (const sample of [
      "Bright Smile Dental: your past-due balance was assigned to Keystone Credit Services. Pay them to avoid reporting.",
      "Bright Smile Dental: your unpaid balance has been placed with Harbor Recovery Associates.",
      "Bright Smile Dental: your overdue bill was turned over to Summit Collections Group.",
    ]) expect(categories(sample), sample).toEqual(["high-risk-financial"]);
    for (const sample of [
      "Bright Smile Dental: your past-due balance is $80; pay at the front desk.",
      "Bright Smile Dental: your past-due balance was transferred to your new patient account.",
      "Bright Smile Dental: join our text list, no purchase necessary. Reply STOP to opt out.",
    ]) expect(categories(sample), sample).toEqual([]);
    // The sweepstakes' words beside its prize are a sweepstakes (another use case).
    // (at the use case and at the sample that runs it)
    expect([...new Set(categories("Bright Smile Dental: one winner drawn May 1 gets free whitening! No purchase necessary."))]).toEqual(["use-case-samples"]);
  });

  it("a sample signed with another company's name is flagged there (DCA 603); a kind of message, a greeting or a role is not", () => {
    const signed = (sample: string, c: Partial<CampaignSubject> = {}) =>
      preflight(withCampaign({ ...c, sample_messages: [campaign.sample_messages![0]!, sample] })).filter((f) => f.rule === "sample-brand-name");
    const [f] = signed("Ortholine: your aligner order shipped today. Reply STOP to opt out.");
    expect([f?.path, f?.vendorCodes]).toEqual([["sample_messages", 1], ["DCA 603"]]);
    expect(f?.message).toContain("\"Ortholine\"");
    for (const sample of [
      "Reminder: your cleaning is tomorrow at 9:30 AM.", "Hi Dana: your crown is ready.", "Front Desk: we moved your visit to 4 PM.",
      "Good News: your claim was paid.", "Thursday: the office opens at 10 AM.", "Smile Club: your points balance is 120.",
    ]) {
      expect(signed(sample, { description: `${campaign.description} Members of our Smile Club get points.` }), sample).toEqual([]);
    }
    // A word of the trade the description also uses does not make another business's name the brand's: the whole name is introduced or not.
    for (const sample of [
      "Lakeview Dental Studio: your cleaning is booked for Friday.", "Harbor Orthodontics Group: your aligners shipped.",
      "Maple Smile Center: see you at 10 AM.",
    ]) expect(signed(sample, { description: `${campaign.description} Dental cleanings, aligners and smile care.` }).map((x) => x.path), sample).toEqual([["sample_messages", 1]]);
    // A program or place the description names in full is the brand's own.
    expect(signed("Smile Studio: your whitening tray is ready.", { description: `${campaign.description} Whitening is done in our Smile Studio.` })).toEqual([]);
  });

  it("a confirmation that answers the person who wrote first needs no frequency (CTIA 5.1.2.1: recurring messages); a programme's does", () => {
    const confirmation = (opt_in_message: string) => rulesFound(withCampaign({ opt_in_message })).includes("opt-in-reply-disclosures");
    for (const reply of [
      "Bright Smile Dental: thanks for texting! A hygienist will reply soon. Msg & data rates may apply. Reply HELP for help, STOP to opt out.",
      "Bright Smile Dental: got your message, we'll reply during office hours. Msg & data rates may apply. HELP for help, STOP to end.",
      "Bright Smile Dental: thanks! Our front desk will get back to you today. Msg&data rates may apply. Reply HELP for help, STOP to stop.",
    ]) expect(confirmation(reply), reply).toBe(false);
    expect(confirmation("Bright Smile Dental: you're in for cleaning reminders! Msg & data rates may apply. Reply HELP for help, STOP to opt out.")).toBe(true);
    expect(confirmation("Bright Smile Dental: you're in! We will send deals. Msg & data rates may apply. Reply HELP for help, STOP to opt out.")).toBe(true);
  });

  it("a STOP reply written as a notice confirms (\"reminder texts off.\", \"you're out of the list\"); a question or a price does not", () => {
    const confirms = (opt_out_message: string) => !rulesFound(withCampaign({ opt_out_message })).includes("opt-out-reply-confirmation");
    expect(confirms("Bright Smile Dental: cleaning reminders off. Call us to book.")).toBe(true);
    expect(confirms("Bright Smile Dental: appointment alerts: off.")).toBe(true);
    expect(confirms("Bright Smile Dental: you're out of our reminder list.")).toBe(true);
    expect(confirms("Bright Smile Dental: want reminder texts off? Call the office.")).toBe(false);
    expect(confirms("Bright Smile Dental: whitening texts get 20% off this week.")).toBe(false);
    expect(confirms("Bright Smile Dental: your aligners are out for delivery.")).toBe(false);
    // (the program named as a noun phrase the channel opens: "SMS order status off")
    for (const reply of ["Bright Smile Dental: SMS visit status off. Call us to book.", "Bright Smile Dental: text billing notices off.",
      "Bright Smile Dental: SMS claim tracking off for this number."]) expect(confirms(reply), reply).toBe(true);
    for (const reply of ["Bright Smile Dental: SMS claim tracking off? Call the office.", "Bright Smile Dental: SMS members get $20 off cleanings."]) {
      expect(confirms(reply), reply).toBe(false);
    }
  });

  it("a short reply that English fits nearly as well as another language is English; a sentence in Spanish is not", () => {
    const replies = (opt_out_message: string) => rulesFound(withCampaign({ opt_out_message }));
    expect(replies("Bright Smile Dental: reminder texts stopped.")).toEqual([]);
    expect(replies("Bright Smile Dental: ya no recibirá más mensajes de recordatorio.")).toContain("english-only");
  });

  it("a notice after the brand's colon confirms however it is capitalized (\"Acme: Texts off.\"); an offer after it does not", () => {
    const confirms = (opt_out_message: string) => !rulesFound(withCampaign({ opt_out_message })).includes("opt-out-reply-confirmation");
    expect(confirms("Bright Smile Dental: Texts off. Turn them back on at the front desk.")).toBe(true);
    expect(confirms("Bright Smile Dental: Reminders stopped for this number.")).toBe(true);
    expect(confirms("Bright Smile Dental: Alerts off. Text START to resume.")).toBe(true);
    expect(confirms("Bright Smile Dental: Whitening texts get 20% off this week.")).toBe(false);
  });

  it("the brand sending its own messages to its clients is not lead generation; passing a request or number on is", () => {
    const leads = (description: string) => rulesFound(withCampaign({ description })).includes("affiliate-marketing");
    expect(leads("Bright Smile Dental sends to our clients the cleaning reminders they asked for, about 2 a month.")).toBe(false);
    expect(leads("Bright Smile Dental: we send to our patients and clients a reminder before each visit.")).toBe(false);
    expect(leads("Bright Smile Dental sends your request to our partners, who text you quotes.")).toBe(true);
    expect(leads("Bright Smile Dental shares with trusted partners the numbers of people who ask for quotes.")).toBe(true);
    // The receivers named first, with the person's data passed to them in a relative clause.
    for (const d of [
      "Bright Smile Dental texts patients about implants, as do the partner clinics we pass their details to.",
      "Bright Smile Dental: quote requests go out by text from us and from the lenders that we share each request with.",
      "Bright Smile Dental reminds patients of visits; the specialists and labs in our network, and the brokers we sell leads to, text them too.",
    ]) expect(leads(d), d).toBe(true);
    // Partners the brand shares something else with, the brand's own texts sent to its clients, or a negation, are not lead generation.
    for (const d of [
      "Bright Smile Dental sends texts to our clients about their cleanings and other visits.",
      "Bright Smile Dental sends appointment reminders to clients and providers who book with us.",
      "Bright Smile Dental sends cleaning reminders from our Elm St office, which the partner clinics we share a building with also use.",
      "Bright Smile Dental sends reminders to patients; third parties we never share your number with cannot text you.",
      "Bright Smile Dental sends the cleaning reminders that patients ask for, about 2 a month, and nothing else.",
    ]) expect(leads(d), d).toBe(false);
  });

  it("documents sent on where the person directs are their own business, not leads; a request sent to partners to choose among is", () => {
    const leads = (description: string) => rulesFound(withCampaign({ description })).includes("affiliate-marketing");
    for (const d of [
      "Bright Smile Dental texts about claims; we forward claim documents to the insurance carriers you choose.",
      "Bright Smile Dental sends your X-rays to the specialist of your choice.",
      "Bright Smile Dental sends records to providers at the patient's request.",
    ]) expect(leads(d), d).toBe(false);
    for (const d of [
      "Bright Smile Dental sends your request to 3 partner lenders and you pick the best quote.",
      "Bright Smile Dental shares your number with partners who text you offers.",
    ]) expect(leads(d), d).toBe(true);
  });

  it("other businesses' offers sent to the brand's list are affiliate marketing; the brand's own partner named as a place is not", () => {
    const affiliate = (description: string) => rulesFound(withCampaign({ description })).includes("affiliate-marketing");
    for (const d of [
      "Bright Smile Dental texts reminders, plus monthly discounts at other partner clinics and beauty brands.",
      "Bright Smile Dental sends reminders and deals from our sponsors.",
      "Bright Smile Dental sends reminders and offers from partner brands we work with.",
    ]) expect(affiliate(d), d).toBe(true);
    for (const d of [
      "Bright Smile Dental sends reminders about visits at our partner clinic on Elm St.",
      "Bright Smile Dental sends reminders and our own discounts on whitening.",
      "Bright Smile Dental sends reminders; we never send offers from other companies.",
    ]) expect(affiliate(d), d).toBe(false);
  });

  it("a platform collecting its users' overdue invoices on their behalf is third-party collection; its own invoices are not", () => {
    const collects = (description: string) => preflight(withCampaign({ description })).some((f) => f.rule === "high-risk-financial");
    for (const d of [
      "Bright Smile Dental texts the patients of our users when an invoice is past due, on the user's behalf, to collect the overdue amount.",
      "Bright Smile Dental collects the unpaid balance on our merchants' behalf.",
      "Bright Smile Dental texts about overdue invoices on each creditor's behalf.",
    ]) expect(collects(d), d).toBe(true);
    for (const d of [
      "Bright Smile Dental texts patients when their own invoice is past due.",
      "Bright Smile Dental texts reminders on our users' behalf about visits.",
    ]) expect(collects(d), d).toBe(false);
  });

  it("a STOP reply that makes an offer to keep the person is marketing after STOP (CTIA 5.1.3); naming what stops is not", () => {
    const offers = (opt_out_message: string) => rulesFound(withCampaign({ opt_out_message })).includes("opt-out-reply-confirmation");
    for (const reply of [
      "Bright Smile Dental: we stop reminder texts. Reply YES to still get our special price every week!",
      "Bright Smile Dental: you're unsubscribed. Text SMILE to get 20% off your next whitening instead!",
      "Bright Smile Dental: reminders are off. Reply DEAL for a free cleaning coupon.",
      // (an offer in a sentence of its own, beside the confirmation, whatever it asks)
      "Bright Smile Dental: you're opted out of surveys. Miss us? Book this week and take 15% off your next cleaning!",
      "Bright Smile Dental: reminder texts are off. Whitening is half price through Friday.",
      "Bright Smile Dental: unsubscribed. Come back soon, your next exam is free if you book by 6/1.",
    ]) expect(offers(reply), reply).toBe(true);
    for (const reply of [
      "Bright Smile Dental: you've left the coupon club. No more deal texts.",
      "Bright Smile Dental: you're unsubscribed from coupon texts. Reply START to rejoin.",
      "Bright Smile Dental: no more special offers by text. Reply START to come back.",
      "Bright Smile Dental: you're unsubscribed. You won't get our weekly deals by text anymore.",
    ]) expect(offers(reply), reply).toBe(false);
  });

  it("loans a partner makes, offered in a sample, are affiliate marketing at the sample; the brand's own loans, or a partner in another sentence, are not", () => {
    const affiliate = (sample: string) =>
      preflight(withCampaign({ direct_lending: true, sample_messages: [campaign.sample_messages![0]!, sample] }))
        .some((f) => f.rule === "affiliate-marketing" && f.path.join(".") === "sample_messages.1");
    for (const sample of ["Bright Smile Dental: need braces? Our lending partner approves personal loans for any credit. Reply YES.",
      "Bright Smile Dental: our partner FundFast offers quick personal loans, approval in minutes.",
      "Bright Smile Dental: through our affiliate lender, patients can borrow up to $5,000 with a personal loan."]) expect(affiliate(sample), sample).toBe(true);
    for (const sample of ["Bright Smile Dental: we offer personal loans for treatment, approval in minutes.",
      "Bright Smile Dental: thanks to our partner clinic for hosting. Personal loans for treatment are available at the desk.",
      "Bright Smile Dental: your partner's cleaning is Tue at 3."]) expect(affiliate(sample), sample).toBe(false);
  });

  it("a sample that hands the person to another business of a trade, which contacts them itself, is lead generation; the brand's own staff is not", () => {
    const leads = (sample: string) =>
      preflight(withCampaign({ sample_messages: [campaign.sample_messages![0]!, sample] })).some((f) => f.rule === "affiliate-marketing" && f.path.join(".") === "sample_messages.1");
    expect(leads("Bright Smile Dental: thinking of refinancing? Our partner lender will call you with a rate. Reply STOP to opt out.")).toBe(true);
    expect(leads("Bright Smile Dental: selling your home? Our preferred realtor can text you a free valuation. Reply STOP to opt out.")).toBe(true);
    expect(leads("Bright Smile Dental: reply ROOF and a recommended roofer will contact you for a free estimate. Reply STOP to opt out.")).toBe(true);
    expect(leads("Bright Smile Dental: our hygienist will call you to confirm Tuesday. Reply STOP to opt out.")).toBe(false);
    expect(leads("Bright Smile Dental: a trusted agent from our billing team will call you about your plan. Reply STOP to opt out.")).toBe(false);
    expect(leads("Bright Smile Dental: your insurance agent can call you about coverage; we bill them directly. Reply STOP to opt out.")).toBe(false);
  });

  it("the brand's own codes, receipts or statements sent to its clients are not lead generation; a client's request sent on is", () => {
    const leads = (description: string) => rulesFound(withCampaign({ description })).includes("affiliate-marketing");
    for (const d of [
      "Bright Smile Dental sends one-time verification codes to clients signing in to the patient portal.",
      "Bright Smile Dental sends payment receipts to clients after each visit.",
      "Bright Smile Dental sends monthly statements to clients who pay by plan.",
    ]) expect(leads(d), d).toBe(false);
    expect(leads("Bright Smile Dental sends each client's request to partner lenders, who text them offers.")).toBe(true);
  });

  it("a reply names the brand by its first word as the name writes it (\"BubbleRun\", \"McAllister\"); a reply naming none still gets the finding", () => {
    const unnamed = (display_name: string, help_message: string) =>
      rulesFound({ brand: { ...brand, display_name }, campaign: { ...campaign, help_message } }).includes("reply-brand-name");
    expect(unnamed("BubbleRun Car Wash", "BubbleRun membership: 2 msgs/mo. Call 602-555-0100. Reply STOP to stop.")).toBe(false);
    expect(unnamed("McAllister Feed & Seed", "McAllister orders: call 555-0100 for help. Reply STOP to stop.")).toBe(false);
    expect(unnamed("PetSmart Grooming Co", "PetSmart grooming: call 555-0100 for help. Reply STOP to stop.")).toBe(false);
    expect(unnamed("BubbleRun Car Wash", "Membership texts: about 2 msgs/mo. Call 602-555-0100. Reply STOP to stop.")).toBe(true);
  });

  it("a reply names the brand without the kind of business its name opens with (\"Casa Verde\" for Cantina Casa Verde); one word of the rest, or the rest uncapitalized, does not", () => {
    const unnamed = (display_name: string, help_message: string) =>
      rulesFound({ brand: { ...brand, display_name }, campaign: { ...campaign, help_message } }).includes("reply-brand-name");
    expect(unnamed("Cantina Casa Verde", "Casa Verde order texts: call 602-555-0100. Reply STOP to stop.")).toBe(false);
    expect(unnamed("Osteria Due Fratelli", "Due Fratelli wine club help: club@duefratelli.example. STOP to quit.")).toBe(false);
    expect(unnamed("Salon Bella Luna LLC", "BELLA LUNA: for help call 555-0100. Reply STOP to stop.")).toBe(false);
    expect(unnamed("Cantina Casa Verde", "Verde order texts: call 602-555-0100. Reply STOP to stop.")).toBe(true);
    expect(unnamed("Cantina Casa Verde", "Your casa verde order texts: call 602-555-0100. Reply STOP to stop.")).toBe(true);
    expect(unnamed("Northside Customer Support", "Customer Support: call 602-555-0100. Reply STOP to stop.")).toBe(true);
  });

  it("a public body named \"<kind> of <place>\" is named by its place, as its people write it; another place or the kind alone is not its name", () => {
    const unnamed = (display_name: string, help_message: string) => {
      const named = { ...brand, display_name, legal_name: display_name };
      return preflight({ brand: named, campaign: { ...campaign, help_message } })
        .some((f) => f.rule === "reply-brand-name" && f.path.join(".") === "help_message");
    };
    expect(unnamed("City of Harrow Bay", "Harrow Bay 311: call 555-0100 for help with a request. Reply STOP to stop.")).toBe(false);
    expect(unnamed("County of Pellston", "Pellston County Library: call 555-0100 for help. Reply STOP to stop.")).toBe(false);
    expect(unnamed("Town of Orrin Falls", "Orrin Falls Public Works: call 555-0100 for help. Reply STOP to stop.")).toBe(false);
    // look-alikes: another place, the kind of body alone, a business "of" a place
    expect(unnamed("City of Harrow Bay", "Kent Bay 311: call 555-0100 for help with a request. Reply STOP to stop.")).toBe(true);
    expect(unnamed("County of Pellston", "County Library: call 555-0100 for help. Reply STOP to stop.")).toBe(true);
    expect(unnamed("Bank of Orrin Falls", "Orrin Falls: call 555-0100 for help. Reply STOP to stop.")).toBe(true);
  });

  it("a reply of fewer than four words is too short to tell its language (the detector's own limit); four words of Spanish or French are judged", () => {
    const foreign = (opt_out_message: string) => rulesFound(withCampaign({ opt_out_message })).includes("english-only");
    // Three words the detector reads as Swedish or Danish ahead of English.
    expect(foreign("Bright Smile Dental: lesson texts stopped.")).toBe(false);
    expect(foreign("Bright Smile Dental: floss reminders stopped.")).toBe(false);
    expect(foreign("Bright Smile Dental: recall texts ended.")).toBe(false);
    expect(foreign("Bright Smile Dental: no recibirá más recordatorios.")).toBe(true);
    expect(foreign("Bright Smile Dental: vous ne recevrez plus de rappels.")).toBe(true);
  });

  it("a loan that is the patient's own, a few words on, is serviced; one offered or arranged still needs direct_lending", () => {
    const lending = (extra: string) =>
      rulesFound(withCampaign({ description: `${campaign.description} ${extra}` })).includes("direct-lending");
    expect(lending("Also due-date notices for a patient's existing Bright Smile care-credit loan.")).toBe(false);
    expect(lending("We also ask for your 1098 mortgage statement when we bill the HSA.")).toBe(false);
    expect(lending("Patients can apply for your Bright Smile personal loan online.")).toBe(true);
    expect(lending("We can lower your mortgage rate with our partner bank.")).toBe(true);
  });

  it("\"bring a friend\" is an invitation; bringing one for a reward is an offer", () => {
    const offer = (sample: string) =>
      rulesFound(withCampaign({ sample_messages: [campaign.sample_messages![0]!, sample] })).includes("promotional-samples");
    expect(offer("Bright Smile Dental: open house Thursday 5-7 PM. Bring a friend.")).toBe(false);
    expect(offer("Bright Smile Dental: bring a friend and you both get a free whitening kit.")).toBe(true);
  });

  it("a finding that cites Telnyx's number for a carrier code names the DCA's code too (Telnyx 708 and DCA 708)", () => {
    const f = preflight(withCampaign({ message_flow: `${campaign.message_flow} Your number may be shared with our insurance partners.` }))
      .find((x) => x.rule === "consent-third-party");
    expect(f!.vendorCodes).toEqual(expect.arrayContaining(["Telnyx 708", "DCA 708"]));
    for (const r of RULES) {
      for (const t of r.sources.filter((x) => x.vendor === "Telnyx" && x.code)) {
        expect(r.sources, r.id).toContainEqual(expect.objectContaining({ vendor: "DCA", code: t.code }));
      }
    }
  });

  it("a bare shortener link whose top-level domain is not a common one is found too (goo.gl/…)", () => {
    const s = withCampaign({ embedded_links: true, sample_messages: [...campaign.sample_messages!, "Bright Smile Dental: map goo.gl/maps/x1"] });
    expect(preflight(s).map((f) => [f.rule, f.path])).toEqual([["url-shortener", ["sample_messages", 2]]]);
  });

  it("a shortener names Bandwidth's own rejection of shortened links (4771) beside the vetting codes", () => {
    const s = withCampaign({ embedded_links: true, sample_messages: [...campaign.sample_messages!, "Bright Smile Dental: pay at https://tinyurl.com/bsd-pay"] });
    expect(preflight(s).find((f) => f.rule === "url-shortener")?.vendorCodes).toEqual(expect.arrayContaining(["Bandwidth 4771", "Twilio 30857"]));
  });

  it("a description made of the messages' own names (confirmations, receipts, news) says that messages are sent", () => {
    const named = (description: string) => preflight(withCampaign({ description })).map((f) => f.rule);
    expect(named("Appointment confirmations, cleaning reminders and office news for Bright Smile Dental patients.")).toEqual([]);
    expect(named("Payment receipts and billing notices for patients of Bright Smile Dental who pay online.")).toEqual([]);
    // A company description that names no message is still too vague, whatever its nouns.
    expect(named("Bright Smile Dental is a leading provider of payment plans and account services for families.")).toEqual(["description-quality"]);
    // What the messages tell, with no word for texting, is a description; a company's own portrait is not.
    expect(named("For patients of Bright Smile Dental: the hygienist's arrival window, chair changes and when the crown is back from the lab.")).toEqual([]);
    expect(named("Office promos: whitening month, family cleaning days and referral credit. Two a month at most."))
      .not.toContain("description-quality");
    expect(named("We are one of the oldest family dental practices in the county, with three offices and weekend hours.")).toEqual(["description-quality"]);
  });

  it("placeholder descriptions are flagged too; a test description is test content", () => {
    const placeholder = preflight(withCampaign({ description: "TBD: the description goes here for Bright Smile Dental texts." }));
    expect(placeholder.map((f) => f.rule)).toEqual(["description-quality"]);
    const test = preflight(withCampaign({ description: "This is a test campaign for Bright Smile Dental texts." }));
    expect(test.map((f) => f.rule)).toEqual(["test-content", "description-quality"]);
  });

  it("an acknowledged finding is kept, with its reason, and does not fail", () => {
    const s = withCampaign({ description: campaign.description + " Also loan reminders." });
    const ack = [{ rule: "direct-lending", reason: "payment plans are not loans; reviewed with legal" }];
    const findings = preflight(s, { acknowledge: ack });
    // (lending in the description is found at the attribute and at the description: both are acknowledged)
    expect(findings).toEqual([
      expect.objectContaining({ rule: "direct-lending", path: ["direct_lending"], acknowledged: ack[0]!.reason }),
      expect.objectContaining({ rule: "direct-lending", path: ["description"], acknowledged: ack[0]!.reason }),
    ]);
    expect(failing(findings, "strict")).toEqual([]);
    expect([...new Set(failing(preflight(s), "warn").map((f) => f.rule))]).toEqual(["direct-lending"]);
  });

  it("warnings fail only in strict mode; off never fails", () => {
    const findings = preflight(withCampaign({ embedded_links: true }));
    expect(findings.map((f) => [f.rule, f.severity])).toEqual([["embedded-link-unused", "warning"]]);
    expect(failing(findings, "warn")).toEqual([]);
    expect(failing(findings, "strict")).toHaveLength(1);
    expect(failing(findings, "off")).toEqual([]);
  });
});
