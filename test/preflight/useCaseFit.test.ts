// Use-case fit by what the messages do (schema/preflight/reading/useCase.ts, rules/useCase.ts): an offer
// inside a transactional campaign, order and reservation messages inside a MARKETING one, alert use cases
// whose samples are not alerts, campaigning filed as a public service or a non-political poll; and the
// findings about content name their category's own codes (DCA 701-709).
import { describe, expect, it } from "vitest";
import { type BrandSubject, type CampaignSubject, explain, preflight, type Subject } from "../../schema/preflight";

const brand: BrandSubject = {
  entity_type: "PRIVATE_PROFIT", legal_name: "Harbor Lane LLC", display_name: "Harbor Lane", tax_id: "12-3456789",
  tax_id_country: "US", vertical: "RETAIL", website: "https://harborlane.example",
  contact: { email: "hello@harborlane.example", phone: "+14155550100" },
};
const base: CampaignSubject = {
  use_case: "MARKETING",
  description: "Harbor Lane texts its VIP list new arrivals, private shopping nights and end-of-season sales.",
  message_flow:
    "Shoppers join at https://harborlane.example/vip by entering their number and ticking an unchecked box labelled " +
    "\"Text me Harbor Lane VIP offers, about 4 a month. Msg & data rates may apply. Reply HELP for help, STOP to cancel.\"",
  sample_messages: [
    "Harbor Lane VIP night is Thu 6-8 PM with 20% off everything. Text STOP to unsubscribe.",
    "Harbor Lane: new in, the navy pea coat you asked about. Reply STOP to opt out.",
  ],
  opt_out_message: "Harbor Lane: you are unsubscribed and will get no more messages.",
  help_message: "Harbor Lane: call (415) 555-0100 or email hello@harborlane.example. Reply STOP to opt out.",
  privacy_policy_url: "https://harborlane.example/privacy",
};
const review = (c: Partial<CampaignSubject>, b: Partial<BrandSubject> = {}) =>
  preflight({ brand: { ...brand, ...b }, campaign: { ...base, ...c } } satisfies Subject);
const rules = (c: Partial<CampaignSubject>, b: Partial<BrandSubject> = {}) => review(c, b).map((f) => f.rule);

describe("use-case fit: what the messages do against the declared use case", () => {
  it("the base MARKETING registration has no finding", () => {
    expect(review({})).toEqual([]);
  });

  it.each([
    ["a shipping update in a sample", { sample_messages: [base.sample_messages![0]!, "Harbor Lane: your online order 4471 has shipped and should arrive Tuesday."] }],
    ["a lesson confirmed", { sample_messages: [base.sample_messages![0]!, "Harbor Lane: Lily's styling lesson is confirmed for tomorrow 9:30am."] }],
    ["a tracking number", { sample_messages: [base.sample_messages![0]!, "Harbor Lane: your package is on its way, tracking number 1Z999."] }],
    ["reservations confirmed, in the description", { description: "Harbor Lane texts its VIP list about sales and confirms and reminds shoppers of their styling appointments." }],
    ["order updates, in the description", { description: "Harbor Lane texts its VIP list new arrivals and sends order updates for online purchases." }],
  ])("MARKETING that also sends transactional messages is MIXED (Twilio 30969): %s", (_, change) => {
    const f = review(change).filter((x) => x.rule === "use-case-mixed");
    expect(f).toHaveLength(1);
    expect(f[0]!.vendorCodes).toContain("Twilio 30969");
  });

  it.each([
    ["shift reminders, in the description", { description: "Harbor Lane sends shift reminders and schedule changes to the volunteers who staff its holiday gift-wrap table." }],
    ["a shift cancelled", { sample_messages: ["Harbor Lane: the gift-wrap table is closed Sat, your shift is cancelled. Text STOP to end.", "Harbor Lane: your fitting was moved to 4pm. Reply STOP to opt out."] }],
    ["a shift starting", { sample_messages: ["Harbor Lane: reminder, your shift starts at 9am at the gift-wrap table. Text STOP to end.", "Harbor Lane: your fitting is tomorrow at 3. Reply STOP to opt out."] }],
  ])("a MARKETING campaign whose messages are the person's own shifts and visits is filed under the wrong use case: %s", (_, change) => {
    const f = review({ ...change, ...("description" in change ? { sample_messages: ["Harbor Lane: your shift starts at 9am at the gift-wrap table. Text STOP to end.", "Harbor Lane: your fitting is tomorrow at 3. Reply STOP to opt out."] } : { description: "Harbor Lane texts the volunteers who staff its holiday gift-wrap table." }) })
      .filter((x) => x.rule === "use-case-mixed");
    expect(f.map((x) => x.path)).toEqual([["use_case"]]);
  });
  it("an order of the person's ready, or work of theirs done, is transactional: filed as MARKETING with no offer, the use case is wrong", () => {
    const notices = (description: string, sample: string) => review({ description,
      sample_messages: [sample, "Harbor Lane: we're out of the navy coat in your size. Reply 1 for grey or 2 for a refund."] })
      .filter((x) => x.rule === "use-case-mixed").map((x) => x.path);
    expect(notices("A text when a mobile order placed in the Harbor Lane app is ready at the counter.", "Harbor Lane: Jess, your scarf and gloves are at the counter.")).toEqual([["use_case"]]);
    expect(notices("Harbor Lane alteration texts for shoppers.", "Harbor Lane: your hem's done, 4:40pm. Stop by anytime.")).toEqual([["use_case"]]);
    expect(notices("Harbor Lane tailoring texts for shoppers.", "Harbor Lane: your alterations are finished and hanging at the desk.")).toEqual([["use_case"]]);
    // (a shop's own news that is ready or done is no one's order: "the new collection is ready", "our remodel is done")
    for (const sample of ["Harbor Lane: the spring collection is ready to see in store. 20% off this week!", "Harbor Lane: our remodel is done! Come see, 15% off Saturday."]) {
      expect(rules({ sample_messages: [base.sample_messages![0]!, sample] }), sample).not.toContain("use-case-mixed");
    }
  });

  it("sessions and exams reminded, or a booking confirmed in a list, are transactional: filed as MARKETING with no offer, the use case is wrong", () => {
    const paths = (description: string) => review({ description,
      sample_messages: ["Harbor Lane: reminder, Ava has a styling session with Kim tomorrow 4:30pm.", "Harbor Lane: today we picked two coats. Notes are in your account."] })
      .filter((x) => x.rule === "use-case-mixed").map((x) => x.path);
    for (const d of ["Styling session reminders for Harbor Lane shoppers, one or two per session.", "Texts for Harbor Lane students: proctored exam reminders and class deadlines.",
      "Harbor Lane updates shoppers on projects: quote ready, garment shipped, fitting booking confirmed."]) expect(paths(d), d).toEqual([["use_case"]]);
    // (a pre-booking or a pre-sale is a sale announced; a session of the shop's own is no one's booking)
    for (const d of ["Harbor Lane pre-session reminders of our spring sale for VIP shoppers.", "Harbor Lane texts its VIP list about our open styling sessions and 20% off weekends."]) {
      expect(rules({ description: d, sample_messages: base.sample_messages }), d).not.toContain("use-case-mixed");
    }
  });

  it.each([
    "Harbor Lane: night shift? Our late-night sale runs till midnight, 20% off. Text STOP to end.",
    "Harbor Lane: shift your style this fall, new coats 25% off. Reply STOP to opt out.",
  ])("a shift that is no one's booking is no transactional message: %s", (sample) => {
    expect(rules({ sample_messages: [base.sample_messages![0]!, sample] })).not.toContain("use-case-mixed");
  });

  it("whatever was booked and is confirmed is transactional in a MARKETING campaign; an act confirmed for a night is not", () => {
    const f = review({ sample_messages: [base.sample_messages![0]!, "Harbor Lane: your court for Sat 9am, 2 players, has been confirmed."] })
      .filter((x) => x.rule === "use-case-mixed");
    expect(f.map((x) => x.path)).toEqual([["sample_messages", 1]]);
    expect(rules({ sample_messages: [base.sample_messages![0]!, "Harbor Lane: your favorite trio is confirmed for Friday's patio night!"] })).not.toContain("use-case-mixed");
    expect(rules({ sample_messages: [base.sample_messages![0]!, "Harbor Lane: the jazz duo is confirmed for Friday, and your first drink is on us."] })).not.toContain("use-case-mixed");
  });

  it("a shop's new arrivals are goods just in, marketing's; the person's own arrival or delivery noticed still is not", () => {
    for (const description of ["Harbor Lane texts new-arrival alerts and weekend sales to its VIP list.",
      "Harbor Lane VIP texts: new arrival notices, private shopping nights and clearance.",
      "Harbor Lane sends sale days and new-arrival updates for the coat rack."]) {
      expect(rules({ description }), description).not.toContain("use-case-mixed");
    }
    for (const description of ["Harbor Lane texts VIP deals and arrival alerts for your online orders.",
      "Harbor Lane texts its VIP list sales plus arrival notices when your delivery is near."]) {
      expect(rules({ description }), description).toContain("use-case-mixed");
    }
  });

  it("a pre-order or pre-booking announced, or an order window, is a sale, not the person's order: not mixed; their order's updates and delivery windows still are", () => {
    for (const description of ["Harbor Lane texts its VIP list new arrivals and pre-order windows for the spring line.",
      "Harbor Lane announces pre-booking dates for holiday styling nights and weekly deals by text.",
      "Harbor Lane texts VIPs when pre-order reservations open for limited coats, plus seasonal sales.",
      "Harbor Lane texts its VIP list a discount code plus holiday order windows.",
      "Harbor Lane deals by text, and the booking windows for our spring trunk show.",
      "Harbor Lane texts new arrivals, sale dates and reservation windows for the tasting dinner."]) {
      expect(rules({ description }), description).not.toContain("use-case-mixed");
    }
    for (const description of ["Harbor Lane texts its VIP list new arrivals and sends order updates for pre-orders.",
      "Harbor Lane texts VIP deals and delivery windows for your online orders."]) {
      expect(rules({ description }), description).toContain("use-case-mixed");
    }
  });

  it("the same messages under MIXED with MARKETING, or an order offer (\"order now\"), are not mixed", () => {
    expect(rules({ use_case: "MIXED", sub_use_cases: ["MARKETING", "DELIVERY_NOTIFICATION"], sample_messages: [base.sample_messages![0]!, "Harbor Lane: your online order 4471 has shipped."] }))
      .not.toContain("use-case-mixed");
    expect(rules({ sample_messages: [base.sample_messages![0]!, "Harbor Lane: order now and your coat ships free. Reply STOP to opt out."] })).toEqual([]);
  });

  it.each([
    ["a seasonal special", "ACCOUNT_NOTIFICATION", "Harbor Lane: spring special: free hemming on anything you book by Friday!"],
    ["a free trial", "2FA", "Harbor Lane: your code is 551203. Try Harbor Lane Plus free for 30 days!"],
    ["a price off in dollars", "CUSTOMER_CARE", "Harbor Lane: thanks for writing! Take $10 off your next visit."],
    ["a month free on an upgrade", "2FA", "Harbor Lane: 227731 is your sign-in code. Need more room? Upgrade and get a month free."],
    ["a saving in percent", "ACCOUNT_NOTIFICATION", "Harbor Lane: your alteration is ready. Save 15% on your next visit this weekend only."],
    ["a saving in dollars", "DELIVERY_NOTIFICATION", "Harbor Lane: your order shipped. Save up to $40 on coats in store."],
    ["a two-for-one", "ACCOUNT_NOTIFICATION", "Harbor Lane: you're booked for Sat 7:30pm. Show this text for 2-for-1 alterations!"],
    ["an upsell for a few dollars more", "ACCOUNT_NOTIFICATION", "Harbor Lane: your fitting is Tue 4pm. Add express pressing for just $6 extra."],
    ["an upgrade to reply for", "CUSTOMER_CARE", "Harbor Lane: glad we could help! Want the premium care plan? Reply Y to upgrade."],
    ["credit pre-approved", "ACCOUNT_NOTIFICATION", "Harbor Lane: good news, you're pre-approved for a Harbor Lane store card. Apply in 2 minutes online."],
    ["credit pre-qualified", "CUSTOMER_CARE", "Harbor Lane: you've been prequalified for up to $5,000 in store financing."],
    ["an intro APR", "ACCOUNT_NOTIFICATION", "Harbor Lane: open a store card this week and pay 0% intro APR for 12 months on coats."],
  ])("an offer in a transactional campaign is flagged with Twilio 30985: %s", (_, useCase, sample) => {
    const f = review({ use_case: useCase as CampaignSubject["use_case"], sample_messages: [sample, "Harbor Lane: your code is 448120."] })
      .filter((x) => x.rule === "promotional-samples");
    expect(f[0]?.vendorCodes).toContain("Twilio 30985");
  });

  it("a sample that asks the reader to buy, shop, give or pay up for more is an offer, whatever the product; an order's other verbs are not", () => {
    const promo = (sample: string) => rules({ use_case: "ACCOUNT_NOTIFICATION", description: "Harbor Lane account notices for cardholders.",
      sample_messages: [sample, "Harbor Lane: your statement is ready. Reply STOP to opt out."] }).includes("promotional-samples");
    for (const sample of ["Harbor Lane: your fitting is Tue 4pm. Buy seats for our spring fashion show at the front desk!",
      "Harbor Lane: payment received. Shop our partner brands' winter coats this weekend.",
      "Harbor Lane: your pickup is ready. Our coat drive is on, a $15 gift warms a neighbor. Give at the register.",
      "Harbor Lane: payment posted. Upgrade to Gold for $8 a month and get free pressing!",
      "Harbor Lane: your order shipped. Tickets for our holiday gala are on sale now, $60 a seat."]) expect(promo(sample), sample).toBe(true);
    for (const sample of ["Harbor Lane: your fitting is Tue 4pm. Give us a call if you need to move it.",
      "Harbor Lane: please give 24 hours notice to cancel. Reply STOP to opt out.",
      "Harbor Lane: upgrade your app to keep getting pickup alerts.",
      "Harbor Lane: your coat is ready. Shop hours are 9-6, shop open til 6 Sat.",
      "Harbor Lane: please don't buy a new card, your old one works until 6/1.",
      "Harbor Lane: your gift of $25 was received. Thank you for giving!",
      // (the noun a receipt or an alert opens with)
      "Harbor Lane: Purchase approved: $42.10 at our Elm St store.", "Harbor Lane: Purchase of $42 at Elm St on card ending 1234.",
      "Harbor Lane: Upgrade complete, your plan is $20 a month from 3/1.", "Harbor Lane: Donation received, $25. Thank you!"]) expect(promo(sample), sample).toBe(false);
  });

  it("a plan sold by its monthly price, a free sales quote, nothing down, or the next visit free after so many is an offer", () => {
    const promo = (sample: string) => rules({ use_case: "ACCOUNT_NOTIFICATION", description: "Harbor Lane account notices for cardholders.",
      sample_messages: [sample, "Harbor Lane: your statement is ready. Reply STOP to opt out."] }).includes("promotional-samples");
    for (const sample of ["Harbor Lane: guard your card with CoatCare, just $3.99/mo on your statement. Reply JOIN to add it.",
      "Harbor Lane: add garment insurance for only $6 a month. Reply YES.", "Harbor Lane: our partner Fitwell will measure you at home. Book a free consultation today.",
      "Harbor Lane: get a free estimate on custom drapes this week.", "Harbor Lane: $0-down store financing on leather jackets.",
      "Harbor Lane: all clear! Book 3 fittings this month and your 4th is free.", "Harbor Lane: order 2 suits by Friday and the third one is free.",
      // goods priced by weight, as a store's flyer lists them
      "Harbor Lane: your order left the store. And this weekend, coffee beans $9.99/lb at the cafe!", "Harbor Lane: pickup ready. Smoked brisket $12 a pound this Saturday.",
      "Harbor Lane: statement ready. Fudge is $8 per lb at the counter through Sunday."]) expect(promo(sample), sample).toBe(true);
    // (the person's own plan and price, a quote they asked for, a payment with nothing due)
    for (const sample of ["Harbor Lane: your CoatCare plan renews at $3.99/mo on 6/1.", "Harbor Lane: the quote you asked for is attached: $240 for 3 suits.",
      "Harbor Lane: your payment posted; $0 is now due.", "Harbor Lane: you booked 3 fittings this month; your 4th visit is Tue 4pm.",
      "Harbor Lane: your parcel weighs 4 lbs; shipping was $12.", "Harbor Lane here! Yep, the walnut fudge is $8/lb, we've got about 2 lb. Want us to hold some?"]) expect(promo(sample), sample).toBe(false);
  });

  it("a description whose texts are specials, in the plural, promises offers: with a promotional sample the use case is wrong", () => {
    const paths = (description: string) => review({ use_case: "ACCOUNT_NOTIFICATION", description,
      sample_messages: ["Harbor Lane: 2-for-1 alterations this Monday only. Reply STOP to opt out.", "Harbor Lane: your order 4471 has shipped."] })
      .filter((x) => x.rule === "promotional-samples").map((x) => x.path);
    for (const d of ["Harbor Lane tailor's counter specials for shoppers who texted JOIN.", "Weekly alteration specials from Harbor Lane for our list.",
      "Harbor Lane texts members its Monday specials and order updates."]) expect(paths(d), d).toEqual([["use_case"]]);
    // (the adjective is no offer: a special order, special hours)
    for (const d of ["Harbor Lane texts shoppers when a special order arrives.", "Harbor Lane order updates and special holiday hours for customers."]) {
      expect(paths(d), d).toEqual([["sample_messages", 0]]);
    }
  });

  it("a named day's sale, an order to book or get something at a price opening its clause, and a reward for a referral are offers; what was booked or closed is not", () => {
    const promo = (sample: string) => rules({ use_case: "2FA", description: "Harbor Lane sign-in codes for the shopper app.",
      sample_messages: ["Harbor Lane: your sign-in code is 448120. It expires in 10 minutes.", sample] }).includes("promotional-samples");
    for (const sample of ["Harbor Lane code: 771203. Labor Day sale this weekend on all wool coats!",
      "Harbor Lane: code 771203. Presidents' Day deals start Friday.",
      "Harbor Lane code: 771203. While you're in, book a fall fitting for $49!",
      "Harbor Lane: code 771203. Add a garment bag to your order for only $12.",
      "Harbor Lane code: 771203; get a second pair hemmed for just $15 this week.",
      "Harbor Lane code: 771203. Add our cedar shoe trees to this order for just $9!",
      "Harbor Lane code: 771203. Refer another shop to Harbor Lane and get 2 months of alterations free!",
      "Harbor Lane code: 771203. Refer a neighbor and earn a $50 credit."]) expect(promo(sample), sample).toBe(true);
    for (const sample of ["Harbor Lane: code 771203. We're closed Labor Day; the sale rack is unchanged.",
      "Harbor Lane code: 771203. You booked a fitting for $49 on Tue.",
      "Harbor Lane: code 771203. Reply YES to book your fitting for $0 under your plan.",
      "Harbor Lane code: 771203. Refer to the fitting guide and get started on your measurements."]) expect(promo(sample), sample).toBe(false);
  });

  it("a franchise location's sample makes an offer its description does not register: flagged at the sample; a description naming the deals registers them", () => {
    const notices = "Each Harbor Lane franchise store texts its own customers: alteration ready notices and fitting reminders.";
    const paths = (description: string, sample: string) => review({ use_case: "AGENTS_FRANCHISES", description,
      sample_messages: ["Harbor Lane (Elm St): your hemmed trousers are ready for pickup. Reply STOP to opt out.", sample] })
      .filter((x) => x.rule === "promotional-samples").map((x) => x.path);
    for (const sample of ["Harbor Lane (Main St): your fitting is Tue. Save $10 with code HEM10 on your next alteration!",
      "Harbor Lane (Oak Ave): half off all wool coats this weekend only. Reply STOP to opt out.",
      "Harbor Lane (Elm St): free pressing with any alteration this week. Reply STOP to end."]) {
      expect(paths(notices, sample), sample).toEqual([["sample_messages", 1]]);
    }
    // (the deals described, or no offer in the sample)
    expect(paths("Each Harbor Lane franchise store texts its own customers local deals and fitting reminders.",
      "Harbor Lane (Oak Ave): half off all wool coats this weekend only. Reply STOP to opt out.")).toEqual([]);
    expect(paths("Each Harbor Lane franchise store texts its own customers its weekend specials and pickup notices.",
      "Harbor Lane (Elm St): free pressing with any alteration this week. Reply STOP to end.")).toEqual([]);
    expect(paths(notices, "Harbor Lane (Main St): your fitting is moved to Wed 3pm. Reply STOP to opt out.")).toEqual([]);
  });

  it("an upgrade the customer made, or a reply asked to confirm, is no offer", () => {
    for (const sample of ["Harbor Lane: your upgrade to the Premium plan for $29.99 was processed.", "Harbor Lane: reply YES to confirm your fitting Tue 4pm.",
      "Harbor Lane: the new rate is only $2 more per month starting 5/1; no action is needed.",
      "Harbor Lane: your store card's APR changes to 24.99% on 6/1; see your statement for details.",
      "Harbor Lane: your financing application was approved; your first payment is due 7/1."]) {
      expect(rules({ use_case: "ACCOUNT_NOTIFICATION", sample_messages: [sample, "Harbor Lane: your order 4471 has shipped."] })).not.toContain("promotional-samples");
    }
  });

  it("an offer promised by a transactional campaign's description is flagged there; a negated one is not", () => {
    const notices = { use_case: "ACCOUNT_NOTIFICATION" as const, sample_messages: ["Harbor Lane: your alteration is ready for pickup. Reply STOP to opt out.", "Harbor Lane: your order 4471 has shipped."] };
    const f = review({ ...notices, description: "Harbor Lane texts customers when alterations are ready, plus our refer-a-friend deal: $20 off for each friend." })
      .filter((x) => x.rule === "promotional-samples");
    expect(f.map((x) => x.path)).toEqual([["description"]]);
    // (a description that does not match the use case: Twilio 30886)
    expect(f[0]!.vendorCodes).toContain("Twilio 30886");
    for (const description of ["Harbor Lane seasonal promotions and holiday deals for past customers.", "Harbor Lane texts its customers special offers and member perks."]) {
      expect(review({ ...notices, description }).filter((x) => x.rule === "promotional-samples").map((x) => x.vendorCodes[0]), description).toEqual(["Twilio 30886"]);
    }
    expect(rules({ ...notices, description: "Harbor Lane texts customers when alterations are ready; these texts never carry a coupon or promo code." }))
      .not.toContain("promotional-samples");
  });

  it("deals named by what is sold (\"ticket deals\", \"coat deals\") are offers in a transactional description; the person's own deals are not", () => {
    const notices = { use_case: "ACCOUNT_NOTIFICATION" as const, sample_messages: ["Harbor Lane: your alteration is ready for pickup. Reply STOP to opt out.", "Harbor Lane: your order 4471 has shipped."] };
    const promised = (description: string) => review({ ...notices, description }).some((x) => x.rule === "promotional-samples" && x.path[0] === "description");
    for (const d of ["Harbor Lane texts shoppers about orders they placed, and also about presales and coat deals we think they'll like.",
      "Order updates from Harbor Lane, plus weekend scarf deals for past buyers.", "Harbor Lane order texts and Monday lunch deals for cardholders."]) expect(promised(d), d).toBe(true);
    for (const d of ["Harbor Lane texts landlords when their lease deals close and papers are ready to sign.", "Harbor Lane texts brokers about your deals in escrow and closing dates.",
      "Harbor Lane order updates for shoppers: what shipped, what's ready, what's delayed."]) expect(promised(d), d).toBe(false);
  });

  it("FRAUD_ALERT samples that are shipping or statement notices do not fit (DCA 602); real fraud alerts do", () => {
    const shipping = ["Harbor Lane: your new card has shipped.", "Harbor Lane: your monthly statement is ready."];
    const f = review({ use_case: "FRAUD_ALERT", sample_messages: shipping }).filter((x) => x.rule === "use-case-samples");
    expect(f[0]?.vendorCodes).toContain("DCA 602");
    const alerts = ["Harbor Lane Card: was a $412.90 charge at ELECTRO-MART you? Reply YES or NO.", "Harbor Lane Card: we've blocked card ending 2231. Reply STOP to opt out."];
    expect(rules({ use_case: "FRAUD_ALERT", sample_messages: alerts })).not.toContain("use-case-samples");
  });

  it("a MARKETING campaign whose texts are all notices about the service the person has (outages, maintenance) is not marketing", () => {
    const notices = (samples: string[], description = "Harbor Lane texts its members.") =>
      review({ use_case: "MARKETING", description, sample_messages: samples }).filter((x) => x.rule === "use-case-mixed").map((x) => x.path);
    for (const sample of ["Harbor Lane: the Elm St store's Wi-Fi outage is fixed, service restored.",
      "Harbor Lane: scheduled maintenance on the app tonight 1-3 AM; your card still works in store.",
      "Harbor Lane: power is out at the Oak St location; pickups move to Main St today."]) {
      expect(notices([sample, "Harbor Lane: thanks for being a member. Reply STOP to opt out."]), sample).toEqual([["use_case"]]);
    }
    // Beside an offer, the outage is the brand's news in a marketing programme.
    expect(notices(["Harbor Lane: no power outage worries: generators 20% off this week. Reply STOP to opt out.", "Harbor Lane: new arrivals in store."])).toEqual([]);
  });

  it("an offer inside a one-time code or account notice: so much off a unit, something free for an action", () => {
    const promo = (sample: string) => rules({ use_case: "ACCOUNT_NOTIFICATION", description: "Harbor Lane account notices for cardholders.",
      sample_messages: [sample, "Harbor Lane: your statement is ready. Reply STOP to opt out."] }).includes("promotional-samples");
    for (const sample of ["Harbor Lane: your payment posted. Fill up this week and save 10 cents/gal off at our pumps.",
      "Harbor Lane: your card is active. Get 2 free coffees when you use it twice this week.",
      "Harbor Lane: address updated. Earn one free car wash with your next fill-up.",
      "Harbor Lane: last week to lock your winter price per gallon!", "Harbor Lane: final day to grab a 12-pack at member pricing.",
      "Harbor Lane: last chance to buy season passes at this year's rate.",
      // (cents as a pump's sign writes them)
      "Harbor Lane: card added. Add 2 more drivers and save 8c/gal on every fill-up!", "Harbor Lane: payment posted. Save 12¢ a gallon at our pumps this week.",
      "Harbor Lane: your order shipped. Members save 5 cents per gallon through Sunday."]) expect(promo(sample), sample).toBe(true);
    for (const sample of ["Harbor Lane: your payment of $40 posted; you got 3 free car washes on your plan.",
      "Harbor Lane: the price dropped 5 cents overnight; your autopay is unchanged.",
      "Harbor Lane: last day to pay your bill without a late fee is Friday.",
      "Harbor Lane: you saved 8c/gal on your last fill-up with your card."]) expect(promo(sample), sample).toBe(false);
  });

  it("a FRAUD_ALERT sample that warns of someone posing as the brand is a fraud alert; a general notice is not", () => {
    const fits = (sample: string) => !rules({ use_case: "FRAUD_ALERT", description: "Harbor Lane fraud warnings to cardholders.",
      sample_messages: [sample, "Harbor Lane: your monthly statement is ready."] }).includes("use-case-samples");
    for (const sample of ["Harbor Lane: callers impersonating our staff are asking for card PINs. We never call for it.",
      "Harbor Lane ALERT: texts posing as us ask you to 'verify' a refund. Don't tap the link.",
      "Harbor Lane: emails pretending to be from us are going around; we never ask for your password."]) expect(fits(sample), sample).toBe(true);
    expect(fits("Harbor Lane: our branches close at 3 PM on Friday.")).toBe(false);
  });

  it("a FRAUD_ALERT sample that asks the holder to speak up if they did not expect what happened is a fraud alert", () => {
    const fits = (sample: string) => !rules({ use_case: "FRAUD_ALERT", description: "Harbor Lane fraud warnings to cardholders.",
      sample_messages: [sample, "Harbor Lane: your monthly statement is ready."] }).includes("use-case-samples");
    for (const sample of ["Harbor Lane: a $400 refund to a new card is scheduled for Friday. If you did not expect this, call us now.",
      "Harbor Lane: your mailing address changed today. If you didn't request it, reply NO.",
      "Harbor Lane: a wire of $2,000 leaves your account tomorrow. If you do not recognize this, call 555-0100."]) expect(fits(sample), sample).toBe(true);
    for (const sample of ["Harbor Lane: your order ships Friday. If you expect a gift, check the porch.",
      "Harbor Lane: did you expect more from our sale? Reply with ideas."]) expect(fits(sample), sample).toBe(false);
  });

  it("a candidate's texts filed as a public service announcement, and election polling filed as non-political polling, are POLITICAL (Twilio 30542)", () => {
    const candidate = {
      use_case: "PUBLIC_SERVICE_ANNOUNCEMENT" as const,
      description: "Dana Ortiz for Mayor texts supporters about canvassing shifts and town halls.",
    };
    expect(review(candidate).find((x) => x.rule === "use-case-samples")?.vendorCodes).toContain("Twilio 30542");
    const poll = {
      use_case: "POLLING_VOTING" as const,
      sample_messages: ["Harbor Lane Polls: in the mayor's race, will you vote for Ortiz or Feeney? Reply 1 or 2.", "Harbor Lane Polls: thanks! Reply STOP to leave."],
    };
    expect(review(poll).find((x) => x.rule === "use-case-samples")?.path).toEqual(["use_case"]);
  });

  it("a MIXED campaign with a MARKETING sub use case shows a sample that markets (Twilio 30538); a price list or a flavor of the week does", () => {
    const mixed = { use_case: "MIXED" as const, sub_use_cases: ["ACCOUNT_NOTIFICATION", "MARKETING"] as CampaignSubject["sub_use_cases"] };
    const f = review({ ...mixed, sample_messages: ["Harbor Lane: your hemmed trousers can be picked up after 3pm. Reply STOP to opt out.", "Harbor Lane: your fitting moved to Thu 5pm. Reply HELP for help."] })
      .filter((x) => x.rule === "use-case-samples");
    expect(f.map((x) => x.path)).toEqual([["sample_messages"]]);
    expect(f[0]!.vendorCodes).toContain("Twilio 30538");
    for (const markets of ["Harbor Lane Friday rack: wool scarves $12, linen shirts $25. Reply STOP to end.", "Harbor Lane: pattern of the month is houndstooth, in store now. Reply STOP to end.",
      "Harbor Lane: 4 new styles match your saved sizes. Reply STOP to end.", "Harbor Lane: your suit fits? Our tailors can help with your whole wardrobe. Reply STOP to end."]) {
      expect(rules({ ...mixed, sample_messages: ["Harbor Lane: your hemmed trousers can be picked up after 3pm. Reply STOP to opt out.", markets] })).not.toContain("use-case-samples");
    }
  });

  it("a poll's sample that argues for a candidate (push polling) is reported at the use case and at the sample; a menu vote is no election", () => {
    const push = review({ use_case: "POLLING_VOTING", description: "Harbor Lane asks shoppers one question a month about the store.",
      sample_messages: ["Harbor Lane: one question! Knowing Lee Park will cut the parking tax, are you more likely to vote for him? Reply 1 yes, 2 no.", "Harbor Lane: thanks, your answer is in."] })
      .filter((x) => x.rule === "use-case-samples");
    expect(push.map((x) => x.path)).toEqual([["use_case"], ["sample_messages", 0]]);
    expect(push[1]!.vendorCodes).toContain("Twilio 30542");
    const menu = { use_case: "POLLING_VOTING" as const, description: "The monthly menu vote for Harbor Lane members: pick next month's soup.",
      sample_messages: ["Harbor Lane: vote for Friday's soup! Reply 1 chowder, 2 minestrone. Reply STOP to stop.", "Harbor Lane: chowder won. Thanks for voting!"] };
    expect(rules(menu)).not.toContain("use-case-samples");
  });

  it("the member's own ballot recorded is no appeal to vote for someone; asking for their vote for a person is", () => {
    const poll = (sample: string) => rules({ use_case: "POLLING_VOTING", description: "Harbor Lane's annual member board election by text.",
      sample_messages: ["Harbor Lane: board ballots are open. Reply 1, 2 or 3 for Seat 3. Reply STOP to stop.", sample] });
    for (const sample of ["Harbor Lane: thanks, your vote for Seat 3 is counted.", "Harbor Lane: got it - your vote for the West district seat was recorded.",
      "Harbor Lane: my vote for Seat 3? You can change it until Friday by replying again."]) {
      expect(poll(sample), sample).not.toContain("use-case-samples");
    }
    expect(poll("Harbor Lane: cast your vote for Dana Ruiz on Nov 5!")).toContain("use-case-samples");
  });

  it("an election office's own name is no election content: its poll workers' survey is non-political polling", () => {
    const office = (name: string) => ({ display_name: name, legal_name: name, entity_type: "GOVERNMENT" as const, vertical: "GOVERNMENT" as const });
    const survey = (name: string, sample: string) => rules({ use_case: "POLLING_VOTING", description: `${name} asks trained poll workers a short survey about training after each election.`,
      sample_messages: [sample, `${name}: last question. Was your site warm enough? Reply Y or N.`] }, office(name));
    expect(survey("Fenwick County Elections", "Fenwick County Elections: thanks for working Precinct 4! Rate your training 1-5. Reply STOP to opt out.")).not.toContain("use-case-samples");
    expect(survey("Ash City Elections", "Ash City Elections: how clear was the setup guide? Reply 1-5. Reply STOP to opt out.")).not.toContain("use-case-samples");
    expect(survey("Dale State Elections Board", "Dale State Elections Board: how many voters did you help? Reply a number. STOP to opt out.")).not.toContain("use-case-samples");
    // (the words outside the name still read: a poll about the county elections themselves)
    expect(survey("Fenwick County Elections", "Fenwick County Elections: in the county elections next month, which race matters most to you? Reply 1-3.")).toContain("use-case-samples");
    expect(survey("Harbor Lane Polls", "Harbor Lane Polls: before the city elections, which issue matters most? Reply 1-3.")).toContain("use-case-samples");
  });

  it("a public service sample that backs a slate of candidates, or one named for an office, campaigns (Twilio 30542)", () => {
    const town = { display_name: "Town of Millbrook", legal_name: "Town of Millbrook", entity_type: "GOVERNMENT" as const, vertical: "GOVERNMENT" as const };
    const notice = (sample: string) => rules({ use_case: "PUBLIC_SERVICE_ANNOUNCEMENT", description: "The Town of Millbrook texts residents election dates and polling place hours.",
      sample_messages: [sample, "Town of Millbrook: polling places are open 7 AM to 8 PM Tuesday."] }, town);
    for (const sample of ["Town of Millbrook: early voting opens Thursday. Vote the Citizens for Millbrook slate!",
      "Town of Millbrook: polls open at 7. Back the Main Street Forward slate on Tuesday.", "Town of Millbrook: vote Jo Ames for commissioner on Nov 5."]) {
      expect(notice(sample), sample).toContain("use-case-samples");
    }
    // (a slate of events, a slate roof, a commissioner's public meeting: no candidate)
    for (const sample of ["Town of Millbrook: the full slate of fall events is on the town site.", "Town of Millbrook: slate roof repairs at the library start Monday.",
      "Town of Millbrook: the county commissioner holds office hours at town hall Friday."]) {
      expect(notice(sample), sample).not.toContain("use-case-samples");
    }
  });

  it("a 2FA campaign whose description speaks of something else altogether does not describe its codes (Twilio 30886)", () => {
    const codes = (description: string) => review({ use_case: "2FA", description,
      sample_messages: ["Harbor Lane: your code is 448120. It expires in 10 minutes.", "448120 is your Harbor Lane code. Don't share it."] })
      .find((x) => x.rule === "use-case-samples" && x.path.join(".") === "description");
    for (const d of ["Harbor Lane keeps in touch with shoppers about what's going on at our stores.", "Harbor Lane texts its customers news from the shop floor.",
      "Updates for Harbor Lane cardholders about their accounts and the store."]) expect(codes(d)?.vendorCodes, d).toContain("Twilio 30886");
    // (codes, signing in or verifying, however written)
    for (const d of ["Harbor Lane sends a six-digit number when a shopper signs in on a new phone.", "Two-step login for Harbor Lane's shopper app.",
      "Harbor Lane verifies a shopper's identity by text before a password reset.", "One-time passcodes for Harbor Lane accounts."]) expect(codes(d), d).toBeUndefined();
  });

  it("a town's non-partisan election notice is a public service announcement", () => {
    const civic = {
      use_case: "PUBLIC_SERVICE_ANNOUNCEMENT" as const,
      description: "The Town of Millbrook texts residents about road closures, polling place hours and early voting dates.",
      sample_messages: ["Town of Millbrook: polling places are open 7 AM to 8 PM Tuesday. Reply STOP to opt out.", "Town of Millbrook: Main St is closed Friday for paving."],
    };
    expect(rules(civic, { display_name: "Town of Millbrook", legal_name: "Town of Millbrook", entity_type: "GOVERNMENT", vertical: "GOVERNMENT" }))
      .not.toContain("use-case-samples");
  });
});

describe("content findings name their category's codes", () => {
  it.each([
    ["hemp-infused gummies at the register", "prohibited-content", "DCA 701", "DCA 703"],
    ["disposable vapes are 2 for $25", "age-gated-content", "DCA 707", "DCA 706"],
    ["$5 local IPAs and frozen margaritas", "age-gated-content", "DCA 706", "DCA 707"],
    ["9mm ammo back in stock", "age-gated-content", "DCA 702", "DCA 706"],
    ["casino night with blackjack and poker tables", "gambling-content", "DCA 704", "DCA 709"],
    ["buy bitcoin and ether right in our app", "high-risk-financial", "DCA 709", "DCA 704"],
  ])("%s: %s names %s, not %s", (words, rule, code, other) => {
    const f = review({ sample_messages: [`Harbor Lane: ${words}! Reply STOP to opt out.`, base.sample_messages![1]!] }).find((x) => x.rule === rule);
    expect(f?.vendorCodes).toContain(code);
    expect(f?.vendorCodes).not.toContain(other);
  });

  it("a sample's affiliate offer where affiliate_marketing is not set also names the attribute mismatch (DCA 601)", () => {
    for (const words of ["we earn a commission when you buy these boots from Trailco", "our partner Trailco pays us a commission on every purchase you make: we earn a commission on every purchase",
      "we get a cut if you sign up for Trailco's boot club"]) {
      const sample = [`Harbor Lane: ${words}. Reply STOP to opt out.`, base.sample_messages![1]!];
      const off = review({ affiliate_marketing: false, sample_messages: sample }).find((x) => x.rule === "affiliate-marketing");
      expect(off?.vendorCodes, words).toEqual(expect.arrayContaining(["DCA 708", "DCA 601"]));
      // (left unset, as direct_lending: the registration says no affiliate marketing)
      expect(review({ sample_messages: sample }).find((x) => x.rule === "affiliate-marketing")?.vendorCodes, words).toContain("DCA 601");
    }
  });

  it("the brand passing a person's details to someone else, whoever it is, is lead generation; to its own people, or theirs, it is not", () => {
    const leads = (sample: string) => review({ sample_messages: [sample, base.sample_messages![1]!] }).find((x) => x.rule === "affiliate-marketing")?.path;
    for (const sample of ["Harbor Lane: want a custom closet? Reply YES and I'll pass your info to my cabinet guys for a quote.",
      "Harbor Lane: we'll share your name and number with our tailoring and dry-cleaning partners for quotes.",
      "Harbor Lane: I've sent your contact details to Brightfold Closets, one of our referral partners, and they'll text you a bid."]) {
      expect(leads(sample), sample).toEqual(["sample_messages", 0]);
    }
    // (whose details, a possessive: "interested shoppers' details")
    expect(review({ description: `${base.description} We also pass interested shoppers' details to our alterations and storage partners.` })
      .find((x) => x.rule === "affiliate-marketing")?.path).toEqual(["description"]);
    expect(rules({ description: `${base.description} We give each shopper's number to the driver on delivery day.` })).not.toContain("affiliate-marketing");
    // (others given the brand's list of people: the receivers the subject)
    for (const extra of ["Our sponsors (a local bank, a moving company) get our customer list so they can text their own deals.",
      "Partner agents receive our client list each month.", "Two nearby gyms buy our text subscribers every spring."]) {
      expect(rules({ description: `${base.description} ${extra}` }), extra).toContain("affiliate-marketing");
    }
    for (const extra of ["Shoppers get our price list every Monday.", "VIP members get our newsletter first.", "Subscribers never get our list shared with anyone."]) {
      expect(rules({ description: `${base.description} ${extra}` }), extra).not.toContain("affiliate-marketing");
    }
    for (const sample of ["Harbor Lane: I'll pass your info to our front desk so they can hold the coat.", "Harbor Lane: we sent your details to your adjuster as you asked.",
      "Harbor Lane: we never pass your info to anyone else.", "Harbor Lane: give your name to the host when you arrive.",
      "Harbor Lane: we'll send your receipt to your email."]) {
      expect(leads(sample), sample).toBeUndefined();
    }
  });

  it("sharing the subscriber list with partner brands is lead generation (DCA 708)", () => {
    const f = review({ description: `${base.description} We pass our subscriber list to a few partner brands so they can text their own offers.` })
      .find((x) => x.rule === "affiliate-marketing");
    expect(f?.path).toEqual(["description"]);
    expect(f?.vendorCodes).toContain("DCA 708");
  });
});

describe("a financial product named in a warning or a disclaimer is not offered", () => {
  // (the base's box consents to "VIP offers", another kind than fraud alerts, which consent-kind reports: not asked here)
  const fraud = (sample: string) =>
    rules({ use_case: "FRAUD_ALERT", sample_messages: ["Harbor Lane Card: was a $412.90 charge at ELECTRO-MART you? Reply YES or NO.", sample] })
      .filter((r) => r !== "consent-kind");
  it.each([
    "Harbor Lane Card: we will never ask you to pay in crypto. Reply STOP to opt out.",
    "Harbor Lane Card: we never ask for bitcoin, wire transfers or gift cards. Reply STOP to opt out.",
    "Harbor Lane Card: we are not a debt settlement company and don't sell debt relief. Reply STOP to opt out.",
  ])("%s", (sample) => {
    expect(fraud(sample)).toEqual([]);
  });
  it.each([
    "Harbor Lane: don't miss our crypto trading night! Reply STOP to opt out.",
    "Harbor Lane: no credit check loans, apply today. Reply STOP to opt out.",
    "Harbor Lane: buy bitcoin in the app, no fees. Reply STOP to opt out.",
  ])("but an offer is: %s", (sample) => {
    expect(rules({ sample_messages: [sample, base.sample_messages![1]!] })).toContain("high-risk-financial");
  });
});

describe("use case against what the campaign sends: accounts, alerts, descriptions", () => {
  it("a public service announcement beside one person's bill as a template writes it, or beside a gift asked, is mixed (DCA 602)", () => {
    const psa = (sample: string) => review({ use_case: "PUBLIC_SERVICE_ANNOUNCEMENT", description: "Harbor Lane County's public notices: road closures and cooling centers.",
      sample_messages: ["Harbor Lane County: Rt 9 bridge closed Mon-Wed for repairs. Reply STOP to opt out.", sample] })
      .filter((x) => x.rule === "use-case-samples").map((x) => x.path);
    for (const sample of ["Harbor Lane County: your water bill of $[amount] is due 6/1.", "Harbor Lane County: your sewer balance is past due; pay online to avoid a fee.",
      "Harbor Lane County: your permit invoice for ${{total}} is ready.", "Harbor Lane County: help the shelter fund - give $20 at https://harborlane.example/give",
      "Harbor Lane County: give $10 today and we match it for the library roof."]) {
      expect(psa(sample), sample).toEqual([["sample_messages", 1]]);
    }
    for (const sample of ["Harbor Lane County: give blood at the Elm St fire hall Saturday 9-1.", "Harbor Lane County: cooling centers open at all libraries today.",
      "Harbor Lane County: property tax bills were mailed today; due dates are on the county site."]) {
      expect(psa(sample), sample).toEqual([]);
    }
  });

  it("a public service announcement that urges a vote on a ballot question campaigns (Twilio 30542); when and where to vote does not", () => {
    const psa = (sample: string) => review({ use_case: "PUBLIC_SERVICE_ANNOUNCEMENT", description: "Harbor Lane County's public notices: road closures and elections.",
      sample_messages: ["Harbor Lane County: Rt 9 bridge closed Mon-Wed for repairs. Reply STOP to opt out.", sample] })
      .filter((x) => x.rule === "use-case-samples").map((x) => x.path);
    for (const sample of ["Harbor Lane County: vote NO on Prop 7 and keep the library open!", "Harbor Lane County: Yes on Measure B means a new fire hall. Polls open 7am.",
      "Harbor Lane County: please vote yes on the school levy Tuesday."]) {
      expect(psa(sample), sample).toEqual([["sample_messages", 1]]);
    }
    for (const sample of ["Harbor Lane County: Measure B is on the Nov 5 ballot; polls open 7am-8pm at the fire hall.",
      "Harbor Lane County: the bond measure's public hearing is Thursday at 6 PM.", "Harbor Lane County: no on-street parking Tuesday for the bond election count."]) {
      expect(psa(sample), sample).toEqual([]);
    }
  });

  it("a PUBLIC_SERVICE_ANNOUNCEMENT whose samples are each owner's bill and payment is an account notification (DCA 602)", () => {
    const bills = {
      use_case: "PUBLIC_SERVICE_ANNOUNCEMENT" as const,
      sample_messages: ["Harbor Lane: your 2026 property tax bill for parcel 14-0223 was mailed today.", "Harbor Lane: we received your payment for parcel 14-0223. Reply STOP to opt out."],
    };
    const f = review(bills).find((x) => x.rule === "use-case-samples");
    expect(f?.path).toEqual(["use_case"]);
    expect(f?.vendorCodes).toContain("DCA 602");
  });

  it("rent or tuition due is each tenant's or family's own account, not a public service announcement", () => {
    for (const due of ["Harbor Lane Apartments: rent is due on the 1st. Pay at the office.", "Harbor Lane Academy: spring tuition is due Friday.",
      "Harbor Lane Apartments: May rent was late; a fee applies."]) {
      const f = review({ use_case: "PUBLIC_SERVICE_ANNOUNCEMENT", description: "Harbor Lane's notices to residents.",
        sample_messages: [due, "Harbor Lane: your receipt for May is in your mailbox."] }).find((x) => x.rule === "use-case-samples");
      expect(f?.path, due).toEqual(["use_case"]);
    }
    expect(rules({ use_case: "PUBLIC_SERVICE_ANNOUNCEMENT", description: "Harbor Lane's notices to residents.",
      sample_messages: ["Harbor Lane: the rent assistance office is open Monday.", "Harbor Lane: your receipt for May is in your mailbox."] }))
      .not.toContain("use-case-samples");
  });

  it("FRAUD_ALERT with no alert anywhere points at the use case; with a fraud description, at the samples", () => {
    const care = ["Harbor Lane: your invoice for the March visit is ready.", "Harbor Lane: how is the tooth feeling after the filling? Reply STOP to opt out."];
    expect(review({ use_case: "FRAUD_ALERT", sample_messages: care }).find((x) => x.rule === "use-case-samples")?.path).toEqual(["use_case"]);
    const description = "Harbor Lane Card texts cardholders when a purchase looks unusual, so they can confirm it was them.";
    expect(review({ use_case: "FRAUD_ALERT", description, sample_messages: care }).find((x) => x.rule === "use-case-samples")?.path)
      .toEqual(["sample_messages"]);
  });

  it.each([
    "Keystone CU texts members when a debit card purchase or a withdrawal looks out of the ordinary, so they can say whether it was them.",
    "Harbor Lane's coupon club gets oil change specials, tire sales and seasonal checks a couple of times a month.",
    "One-time passcodes for signing in to the Harbor Lane account and approving new devices.",
    "Notifying Harbor Lane shoppers when an alteration is ready and when a held item is about to be released.",
    "Harbor Lane lets VIP shoppers know when new arrivals land and when a private shopping night is scheduled.",
  ])("a description that says what is sent, in its own words, is not too vague: %s", (description) => {
    expect(rules({ description })).not.toContain("description-quality");
  });

  it.each([
    "Harbor Lane texts our monthly trunk show lineup and the alteration counter's holiday hours.",
    "The Harbor Lane van texts where it is parked this weekend.",
    "Harbor Lane texts shoppers who joined at the register whichever day their hemmed trousers are back.",
    "Harbor Lane messages VIP shoppers with fitting-room slots and the day a held item goes back on the rack.",
  ])("what the verb of texting governs names what is sent, whatever the tagger calls the verb: %s", (description) => {
    expect(rules({ description })).not.toContain("description-quality");
  });
  it.each([
    "Harbor Lane texts its shoppers.",
    "Harbor Lane will text our community and the people on our list.",
    "Harbor Lane sends text messages to customers about things.",
    "Harbor Lane texts for our shoppers, stuff like that.",
    "Harbor Lane shoppers text JOIN to the store number to get our texts.",
  ])("a verb of texting whose object is only whom it texts, the texts, or a keyword names no subject: %s", (description) => {
    expect(rules({ description })).toContain("description-quality");
  });
  it.each([
    "Harbor Lane send messages to our customers and other people when we need.",
    "Harbor Lane texts its shoppers whenever we want.",
    "Harbor Lane will message customers as we see fit.",
  ])("a time that only the sender decides names no subject: %s", (description) => {
    expect(rules({ description })).toContain("description-quality");
  });
  it.each([
    "Harbor Lane's tailors follow up by text with shoppers who asked for help picking a suit size or a hem length.",
    "Harbor Lane stylists reply over text to customers who requested a quote on wedding party alterations.",
    "By text, Harbor Lane answers shoppers who asked for advice on fabric care and storage for wool coats.",
  ])("what the recipients asked for, in a sentence about texts, is the subject: %s", (description) => {
    expect(rules({ description })).not.toContain("description-quality");
  });
  it.each([
    "Two-way line with Harbor Lane's fitting room. Shoppers text us for hem pickup times, size swaps or store hours.",
    "Harbor Lane's alterations desk. Customers message us for a fitting slot or a rush hem, and a tailor replies.",
    "Harbor Lane tailoring, one tailor on the line. Regulars text me for a quote on a suit alteration.",
  ])("what the recipients text the brand for is the subject, however the tagger reads the verb: %s", (description) => {
    expect(rules({ description })).not.toContain("description-quality");
  });
  it.each([
    "Harbor Lane shoppers text us for it.",
    "Harbor Lane shoppers text us for whatever they like.",
    "Harbor Lane shoppers text us for texts, as often as we like to.",
  ])("texting the brand for nothing named, help alone or the texts is no subject: %s", (description) => {
    expect(rules({ description })).toContain("description-quality");
  });
  it.each([
    "Harbor Lane follows up by text with shoppers who asked for it, whenever we want to reach them.",
    "Harbor Lane texts shoppers who asked for texts, about things, as often as we like to.",
  ])("asking for the texts themselves or for nothing named is no subject: %s", (description) => {
    expect(rules({ description })).toContain("description-quality");
  });
  it.each([
    "Alterations counter text line: hem pickups, fitting slots, lost tickets.",
    "Our store's texts: trunk show dates, tailoring holds and gift wrap hours.",
    "The fitting room text number: wait times, holds, size swaps, returns.",
  ])("a short description without the brand's name that lists its texts' topics after a colon is reviewable: %s", (description) => {
    expect(rules({ description })).not.toContain("description-quality");
  });
  it.each([
    "Store text line for shoppers and customers and members.",
    "Our store's texts: for customers, shoppers and members.",
    "The store text line: for shoppers who signed up online.",
  ])("a short description without the brand's name whose colon lists recipients or vague kinds is still too vague: %s", (description) => {
    expect(rules({ description })).toContain("description-quality");
  });
  it.each([
    "Harbor Lane texts shoppers when we need to move their fitting.",
    "Harbor Lane texts shoppers when we need their measurements for an alteration.",
  ])("what the sender needs, said, is a subject: %s", (description) => {
    expect(rules({ description })).not.toContain("description-quality");
  });

  it("what the texts carry, listed after a colon in the sentence that names them, is their subject; a colon before recipients or nothing is not", () => {
    for (const description of ["Harbor Lane's monthly text for shoppers who asked: new fall coats, the trunk show, and alteration hours.",
      "One text a week from Harbor Lane: store hours, the sidewalk event and tailoring slots.",
      "Harbor Lane messages for VIP members: fitting-room slots and holds going back on the rack."]) {
      expect(rules({ description }), description).not.toContain("description-quality");
    }
    expect(rules({ description: "Harbor Lane texts: for customers and shoppers." })).toContain("description-quality");
    expect(rules({ description: "Harbor Lane: texts sent to customers and shoppers now and then." })).toContain("description-quality");
  });

  it("a community's yard sale is the residents' own event, not the brand's offer; a store's sale still is", () => {
    const offers = (description: string) => rules({ use_case: "ACCOUNT_NOTIFICATION", description,
      sample_messages: ["Harbor Lane HOA: the pool is closed today for cleaning. Reply STOP to opt out.", "Harbor Lane HOA: the front gate is being repaired Tuesday. Reply HELP for help."] })
      .includes("promotional-samples");
    expect(offers("Harbor Lane HOA texts residents about pool closures, gate repairs and the spring yard sale.")).toBe(false);
    expect(offers("Harbor Lane HOA texts residents the trash schedule and the date of the community yard sale.")).toBe(false);
    expect(offers("Harbor Lane HOA texts residents about the neighborhood yard sale and street sweeping.")).toBe(false);
    expect(offers("Harbor Lane texts customers their order updates and our warehouse sale dates.")).toBe(true);
  });

  it("a description that describes the company and not its messages is still too vague", () => {
    expect(rules({ description: "Harbor Lane is a family-owned clothing boutique on the harbor since 1987, known for its friendly staff." }))
      .toContain("description-quality");
  });
  it("a kind or purpose a vague word leaves open names no subject, even beside the brand's name", () => {
    for (const description of ["Harbor Lane sends text messages as needed for various business reasons and general updates from time to time.",
      "Harbor Lane will text customers miscellaneous notices and different announcements when required.",
      "Texts from Harbor Lane to its customers for assorted store matters and generic alerts, now and then."]) {
      expect(rules({ description }), description).toContain("description-quality");
    }
    for (const description of ["Harbor Lane sends general updates about store hours and holiday closures to its VIP list.",
      "Harbor Lane texts VIPs when different sizes are restocked, plus new arrivals and end-of-season sales."]) {
      expect(rules({ description }), description).not.toContain("description-quality");
    }
  });
});

describe("what must not be read as a use-case mismatch", () => {
  it.each([
    "Harbor Lane texts its VIP list about sales and reminds shoppers to place holiday orders before the cutoff.",
    "Harbor Lane texts its VIP list new arrivals and service updates such as holiday hours.",
  ])("a MARKETING description that only invites orders is not mixed: %s", (description) => {
    expect(rules({ description })).not.toContain("use-case-mixed");
  });

  it("a fraud alert worded as a question about the purchase fits FRAUD_ALERT", () => {
    const samples = ["Harbor Lane Card: reply YES if you made this purchase at GASMART for $61.20, NO if not.", "Harbor Lane Card: thanks for confirming. Reply STOP to opt out."];
    expect(rules({ use_case: "FRAUD_ALERT", sample_messages: samples })).not.toContain("use-case-samples");
  });

  it("a town's candidate forum notice is a public service, and one personal sample of three does not make it an account notification", () => {
    const town = { display_name: "Town of Millbrook", legal_name: "Town of Millbrook", entity_type: "GOVERNMENT" as const, vertical: "GOVERNMENT" as const };
    expect(rules({
      use_case: "PUBLIC_SERVICE_ANNOUNCEMENT",
      description: "The Town of Millbrook texts residents about road closures, a candidate forum at the library and snow emergencies.",
      sample_messages: [
        "Town of Millbrook: candidate forum Thu 7 PM at the library. All welcome. Reply STOP to opt out.",
        "Town of Millbrook: snow emergency from 8 PM, no street parking.",
        "Town of Millbrook: your water account can now be paid online.",
      ],
    }, town)).not.toContain("use-case-samples");
  });
});

describe("the reading shows what each sample does", () => {
  it("--explain's use-case line lists each sample's signals and says the mix does not fit", () => {
    const subject = { brand, campaign: { ...base, sample_messages: [base.sample_messages![0]!, "Harbor Lane: your online order 4471 has shipped."] } };
    const e = explain(subject, preflight(subject));
    expect(e.fit.signals).toEqual(["sample 1: offer", "sample 2: order or booking update"]);
    expect(e.fit.fits).toBe(false);
  });
});

describe("the reading shows the most telling words of the opt-in", () => {
  it("--explain's how is the act where one is named (ticking a box, giving a number, a keyword), not a bare \"opt in\"", () => {
    const how = (message_flow: string) => explain({ brand, campaign: { ...base, message_flow } }).optIn.how?.words;
    expect(how("Customers opt in at checkout on harborlane.example by ticking a box for order texts.")).toMatch(/tick/i);
    expect(how("Shoppers opt in at the register by giving their mobile number to the cashier.")).toMatch(/giving/i);
    expect(how("People opt in by texting JOIN to 55123 from the window sign.")).toMatch(/JOIN/);
    expect(how("Customers sign up online at harborlane.example/texts.")).toMatch(/sign up|online/i);
  });
});

describe("a school's use case by what the school is", () => {
  it("a high school filed as HIGHER_EDUCATION, and a university filed as K12_EDUCATION, do not fit (DCA 602); a college-prep academy is K-12", () => {
    const school = (name: string) => ({ display_name: name, legal_name: name, entity_type: "NON_PROFIT" as const, vertical: "EDUCATION" as const });
    expect(review({ use_case: "HIGHER_EDUCATION" }, school("Westfield High School")).find((x) => x.rule === "use-case-samples")?.vendorCodes).toContain("DCA 602");
    expect(review({ use_case: "K12_EDUCATION" }, school("Lakeside University")).find((x) => x.rule === "use-case-samples")?.path).toEqual(["use_case"]);
    expect(rules({ use_case: "K12_EDUCATION" }, school("Summit College Preparatory Academy"))).not.toContain("use-case-samples");
    expect(rules({ use_case: "HIGHER_EDUCATION" }, school("Lakeside Community College"))).not.toContain("use-case-samples");
  });
});

describe("higher education is sent by a school past high school", () => {
  const school = (name: string) => ({ display_name: name, legal_name: `${name} LLC`, vertical: "EDUCATION" as const });
  const lessons = { description: "Lesson reminders and schedule changes for enrolled students.",
    sample_messages: ["Harbor Lane: Maya's lesson is Sat 10am. Reply STOP to opt out.", "Harbor Lane: Tuesday's session moved to 6pm."] };
  it.each(["Harbor Lane Driving School", "Harbor Lane Swim School", "Harbor Lane 4-H Club"])("%s filed as HIGHER_EDUCATION does not fit (DCA 602)", (name) => {
    const f = review({ use_case: "HIGHER_EDUCATION", ...lessons }, school(name)).filter((x) => x.rule === "use-case-samples");
    expect(f.map((x) => x.path)).toEqual([["use_case"]]);
    expect(f[0]?.vendorCodes).toContain("DCA 602");
  });
  it.each(["Harbor Lane Beauty Academy", "Harbor Lane Culinary Institute", "Harbor Lane Conservatory of Music"])("%s filed as HIGHER_EDUCATION fits", (name) => {
    expect(rules({ use_case: "HIGHER_EDUCATION", ...lessons }, school(name))).not.toContain("use-case-samples");
  });
  it("a brand whose description names the college it runs for fits", () => {
    expect(rules({ use_case: "HIGHER_EDUCATION", ...lessons, description: "Class reminders for students of the Harbor Lane community college nursing program." },
      school("Harbor Lane Programs"))).not.toContain("use-case-samples");
  });
});

describe("the recipient's own account is not an offer", () => {
  it.each([
    "Harbor Lane: your $5 off reward was applied to order 1123. Reply STOP to opt out.",
    "Harbor Lane: your free trial ends Friday; your saved looks stay in the app. Reply STOP to opt out.",
    "Harbor Lane: you saved $12 on order 1123 with your member pricing. Reply STOP to opt out.",
    "Harbor Lane: your invoice is ready; pay by Friday at https://harborlane.example/pay. Reply STOP to opt out.",
  ])("%s", (sample) => {
    expect(rules({ use_case: "ACCOUNT_NOTIFICATION", sample_messages: [sample, "Harbor Lane: your alteration is ready for pickup."] }))
      .not.toContain("promotional-samples");
  });

  it("a card-activity alert that asks 'Not you?' is a fraud alert", () => {
    const samples = ["Harbor Lane Card activity alert: $45.00 at AMAZON. Not you? Call (415) 555-0100.", "Harbor Lane Card: thanks. Reply STOP to opt out."];
    expect(rules({ use_case: "FRAUD_ALERT", sample_messages: samples })).not.toContain("use-case-samples");
  });
});

describe("a product in a rule or a warning is not offered; an offer behind a negation still is", () => {
  it("a school's rule against alcohol, tobacco and vaping at the game is no age-gated content", () => {
    const sample = "Harbor Lane: reminder, no alcohol, tobacco or vaping products are allowed at Friday's game. Reply STOP to opt out.";
    expect(rules({ sample_messages: [sample, base.sample_messages![1]!] })).toEqual([]);
  });
  it.each([
    "Harbor Lane: no cover Friday, $3 beers all night! Reply STOP to opt out.",
    "Harbor Lane: don't miss our frozen margaritas on the patio! Reply STOP to opt out.",
  ])("%s", (sample) => {
    expect(rules({ sample_messages: [sample, base.sample_messages![1]!] })).toContain("age-gated-content");
  });
});

describe("negated or named purposes", () => {
  it("a poll that says it is not about elections or candidates is non-political polling", () => {
    expect(rules({
      use_case: "POLLING_VOTING",
      description: "Short member surveys by text about training nights and picnic dates. Not elections and nothing about candidates.",
      sample_messages: ["Harbor Lane: which night works for the safety refresher? Reply 1 for Mon, 2 for Wed. Text STOP to quit.", "Harbor Lane: thanks, most picked Sat 8/9."],
    })).not.toContain("use-case-samples");
  });

  it("'about things that affect their home' names its purpose; 'about various things' does not", () => {
    const named = "The board texts homeowners about things that affect their home and account: assessments due, pool closures, water shut-offs.";
    expect(rules({ use_case: "ACCOUNT_NOTIFICATION", description: named, sample_messages: ["Harbor Lane: the pool is closed 6/2-6/6. Reply STOP to stop.", "Harbor Lane: water is off Thu 9-1."] }))
      .not.toContain("description-quality");
    expect(rules({ use_case: "ACCOUNT_NOTIFICATION", description: "We text our members about various things.", sample_messages: ["Harbor Lane: the pool is closed 6/2-6/6. Reply STOP to stop.", "Harbor Lane: water is off Thu 9-1."] }))
      .toContain("description-quality");
  });

  it("a family's number passed to a partner company for its own offers is lead generation (DCA 708)", () => {
    const f = review({ description: `${base.description} We pass the family's cell number on to our partner monument company and florist, who text them their own offers.` })
      .find((x) => x.rule === "affiliate-marketing");
    expect(f?.vendorCodes).toContain("DCA 708");
  });

  it("a request sent on to up to three partner dealers is lead generation (DCA 708); a request sent to up to two of our own staff is not", () => {
    const f = review({ description: `${base.description} Each quote request is sent on to up to three dealers in our network, who then text the shopper directly.` })
      .find((x) => x.rule === "affiliate-marketing");
    expect(f?.path).toEqual(["description"]);
    expect(f?.vendorCodes).toContain("DCA 708");
    expect(rules({ description: `${base.description} Each request is sent to up to two of our own stylists, who reply by text.` })).not.toContain("affiliate-marketing");
    expect(rules({ description: `${base.description} We never forward a request to up to five dealers or any partner.` })).not.toContain("affiliate-marketing");
  });

  it("details passed to a number of agents of a trade are lead generation, at the sample that says so", () => {
    for (const sample of ["Harbor Lane: new car? Reply QUOTE and we'll send your details to 3 local auto insurance agents.",
      "Harbor Lane: reply YES and we pass your number to two nearby home insurers.", "Harbor Lane: we share your info with 4 licensed mortgage brokers who will call."]) {
      const f = review({ use_case: "ACCOUNT_NOTIFICATION", sample_messages: ["Harbor Lane: your order 4471 has shipped.", sample] })
        .find((x) => x.rule === "affiliate-marketing");
      expect(f?.path, sample).toEqual(["sample_messages", 1]);
    }
    expect(rules({ use_case: "ACCOUNT_NOTIFICATION", sample_messages: ["Harbor Lane: your order 4471 has shipped.",
      "Harbor Lane: we sent your repair request to 2 of our own technicians."] })).not.toContain("affiliate-marketing");
  });
});

describe("what a sample is, read generally", () => {
  it("a payout notice (\"payment of $2,318.40 was sent to your bank\") is no fraud alert: FRAUD_ALERT does not fit, at the use case", () => {
    const f = review({ use_case: "FRAUD_ALERT", description: "Claim status texts for Harbor Lane policyholders: claim opened, adjuster assigned, payment issued.",
      sample_messages: ["Harbor Lane: claim 7-20455 is open. Reply STOP to opt out.", "Harbor Lane: payment of $2,318.40 for claim 7-20455 was sent to your bank today."] })
      .filter((x) => x.rule === "use-case-samples");
    expect(f.map((x) => x.path)).toEqual([["use_case"]]);
  });

  it("a monitored condition tripped is a security alert: water, power or temperature out of range", () => {
    for (const sample of ["Harbor Lane: water detected under the stockroom sink at 2:10am. Reply STOP to cancel.",
      "Harbor Lane: power lost at the north warehouse, the backup is running.", "Harbor Lane: walk-in cooler temp high (48F) at the Elm St store."]) {
      expect(rules({ use_case: "SECURITY_ALERT", description: "Alerts from the sensors in Harbor Lane's stores and warehouses.",
        sample_messages: [sample, "Harbor Lane: all clear at the north warehouse."] }), sample).not.toContain("use-case-samples");
    }
  });

  it("a door left open, an account's email changed, a freezer's temperature or a panic button is a security alert", () => {
    const security = (sample: string) => rules({ use_case: "SECURITY_ALERT", description: "Harbor Lane texts owners about their monitored stores.",
      sample_messages: [sample, "Harbor Lane: all clear now."] });
    for (const sample of ["Harbor Lane: your garage door has been open for 30 min.", "Harbor Lane: the back gate was left unlocked at 11:40pm.",
      "Harbor Lane: your account email was changed today.", "Harbor Lane: the freezer at store 12 is at 18F.", "Harbor Lane: panic button pressed at the front desk."]) {
      expect(security(sample), sample).not.toContain("use-case-samples");
    }
    for (const sample of ["Harbor Lane: the store opens at 9 on Saturday.", "Harbor Lane: your order of 2 freezer bags shipped."]) {
      expect(security(sample), sample).toContain("use-case-samples");
    }
  });

  it("a card or transfer held until the holder answers, or a payee added, is a fraud alert", () => {
    const fraud = (sample: string) => rules({ use_case: "FRAUD_ALERT", description: "Harbor Lane Card texts cardholders about their card.",
      sample_messages: [sample, "Harbor Lane: thanks, noted."] });
    for (const sample of ["Harbor Lane: we paused your card after a $900 online attempt. Reply 1 if it was you.",
      "Harbor Lane: we're holding your wire until you confirm.", "Harbor Lane: a new payee was added to your account."]) {
      expect(fraud(sample), sample).not.toContain("use-case-samples");
    }
    for (const sample of ["Harbor Lane: your card ships Friday.", "Harbor Lane: your statement is ready."]) {
      expect(fraud(sample), sample).toContain("use-case-samples");
    }
  });

  it("someone asking to change where money or goods go is a fraud alert; the person's own change confirmed is not", () => {
    const fraud = (sample: string) => rules({ use_case: "FRAUD_ALERT", description: "Harbor Lane texts wholesale customers about suspicious requests on their account.",
      sample_messages: [sample, "Harbor Lane: thanks, we've noted your answer."] });
    for (const sample of ["Harbor Lane: someone asked to redirect order 5512 to a new address. Approve? Reply YES or NO.",
      "Harbor Lane: we got a request to change your payout bank. Call us if it wasn't you.", "Harbor Lane: an attempt to update the remittance account on file was made by email."]) {
      expect(fraud(sample), sample).not.toContain("use-case-samples");
    }
    for (const sample of ["Harbor Lane: your new delivery address is saved.", "Harbor Lane: we changed your pickup day to Friday as asked."]) {
      expect(fraud(sample), sample).toContain("use-case-samples");
    }
  });

  it("someone trying a lock's or an account's secret and failing is a security alert; a code that was right is not", () => {
    const security = (sample: string) => rules({ use_case: "SECURITY_ALERT", description: "Harbor Lane texts owners about the locks it installs.",
      sample_messages: [sample, "Harbor Lane: your back door lock battery is low."] });
    for (const sample of ["Harbor Lane: 4 wrong codes were tried at your side gate keypad at 3:05am.",
      "Harbor Lane: an incorrect PIN was entered three times on the garage keypad.", "Harbor Lane: 5 failed attempts at the office door tonight."]) {
      expect(security(sample), sample).not.toContain("use-case-samples");
    }
    for (const sample of ["Harbor Lane: your new door code works from Monday.", "Harbor Lane: we changed the combination on your mailbox as asked."]) {
      expect(security(sample), sample).toContain("use-case-samples");
    }
  });

  it("a value that confirms or verifies something is a 2FA sample's code; an order number that confirms is not", () => {
    const twoFa = (sample: string) => rules({ use_case: "2FA", description: "Harbor Lane texts one-time codes to sign in to the app.",
      sample_messages: ["Harbor Lane code: 4412. Enter it to sign in.", sample] });
    for (const sample of ["Harbor Lane: 660418 confirms this phone on your account.", "Harbor Lane: 58-2201 verifies your new email address.",
      "Harbor Lane: 903114 activates your card reader. Didn't ask? Ignore this."]) {
      expect(twoFa(sample), sample).not.toContain("use-case-samples");
    }
    for (const sample of ["Harbor Lane: order 660418 confirms your pickup Friday.", "Harbor Lane: this text confirms your pickup Friday."]) {
      expect(twoFa(sample), sample).toContain("use-case-samples");
    }
  });

  it("a value that lasts as a code does, or that the person is told not to share, or sent for signing in, is a 2FA sample's code", () => {
    const twoFa = (sample: string) => rules({ use_case: "2FA", description: "Harbor Lane texts one-time codes to sign in to the app.",
      sample_messages: ["Harbor Lane code: 4412. Enter it to sign in.", sample] });
    for (const sample of ["Harbor Lane: 602918 (valid 5 min) to approve your new device.", "Harbor Lane: don't share this: 602918. We'll never call asking for it.",
      "Harbor Lane: tap to finish signing in: 801 223", "Harbor Lane: 551903 authenticates your wire transfer.", "Harbor Lane: 771204 expires in 10 minutes."]) {
      expect(twoFa(sample), sample).not.toContain("use-case-samples");
    }
    for (const sample of ["Harbor Lane: order 602918 is valid for pickup until Friday.", "Harbor Lane: please share this link with your team.",
      "Harbor Lane: your membership expires in 10 days."]) {
      expect(twoFa(sample), sample).toContain("use-case-samples");
    }
  });

  it("a vote for a club's or a council's own posts is a poll, not campaigning; a vote for a person for public office is", () => {
    const poll = (sample: string) => rules({ use_case: "POLLING_VOTING", description: "Harbor Lane's tenants' association polls its members by text.",
      sample_messages: [sample, "Harbor Lane: thanks, your answer is in."] });
    for (const sample of ["Harbor Lane: voting for council officers closes Friday, reply 1 or 2.", "Harbor Lane: vote for board members by Sunday! Reply A, B or C.",
      "Harbor Lane: time to vote for team captain: reply 1 Sam, 2 Jo."]) {
      expect(poll(sample), sample).not.toContain("use-case-samples");
    }
    expect(poll("Harbor Lane: vote for Dana Ruiz for city council on Nov 5!")).toContain("use-case-samples");
  });

  it("SECURITY_ALERT whose description and samples are move-day updates points at the use case", () => {
    const f = review({ use_case: "SECURITY_ALERT", description: "Move-day texts for Harbor Lane customers: crew on the way, arrival window, final invoice.",
      sample_messages: ["Harbor Lane: your crew is 20 min out. Reply STOP to cancel.", "Harbor Lane: all done! Final invoice attached."] })
      .filter((x) => x.rule === "use-case-samples");
    expect(f.map((x) => x.path)).toEqual([["use_case"]]);
  });

  it("a survey programme (the description's surveys, a sample that asks) filed as account notices or public announcements is POLLING_VOTING", () => {
    const paths = (use_case: CampaignSubject["use_case"], description: string, sample: string) =>
      review({ use_case, description, sample_messages: [sample, "Harbor Lane: thanks for answering! Results next week."] })
        .filter((x) => x.rule === "use-case-samples").map((x) => x.path);
    expect(paths("ACCOUNT_NOTIFICATION", "Harbor Lane's end-of-season shopper survey, three short questions by text.",
      "Harbor Lane: Q1 of 3, how did you hear about us? Reply 1 friend, 2 ad, 3 walked by.")).toEqual([["use_case"]]);
    expect(paths("PUBLIC_SERVICE_ANNOUNCEMENT", "Text surveys asking neighbors which evening hours suit the new community closet.",
      "Harbor Lane survey: which evening works best? Reply 1 for Tue, 2 for Wed.")).toEqual([["use_case"]]);
    expect(paths("ACCOUNT_NOTIFICATION", "A questionnaire for members about next year's trunk shows.",
      "Harbor Lane: vote for the spring trunk show theme! Reply A or B.")).toEqual([["use_case"]]);
    // (an election office's ballot reminders; a notice asking to confirm, with no survey described)
    expect(paths("PUBLIC_SERVICE_ANNOUNCEMENT", "Harbor County Elections texts voters when ballots are mailed and when the polls open.",
      "Harbor County Elections: your ballot was mailed today. Vote by Nov 5.")).toEqual([]);
    expect(paths("ACCOUNT_NOTIFICATION", "Harbor Lane fitting reminders for customers who booked.",
      "Harbor Lane: fitting Tue 4pm. Reply 1 to confirm or 2 to reschedule.")).toEqual([]);
  });

  it("every sample a one-time code under another use case: the use case is what to change; one code among other messages, the sample", () => {
    const paths = (use_case: CampaignSubject["use_case"], sample_messages: string[]) =>
      review({ use_case, sample_messages }).filter((x) => x.rule === "use-case-samples").map((x) => x.path);
    const codes = ["Harbor Lane: your sign-in code is 448120. Reply STOP to opt out.", "Harbor Lane: 903117 is your verification code."];
    for (const useCase of ["MARKETING", "SECURITY_ALERT", "ACCOUNT_NOTIFICATION"] as const) expect(paths(useCase, codes), useCase).toEqual([["use_case"]]);
    expect(paths("ACCOUNT_NOTIFICATION", [codes[0]!, "Harbor Lane: your order 4471 has shipped."])).toEqual([["sample_messages", 0]]);
  });

  it("a code written in pairs (\"55 81 39\") is a 2FA sample's code", () => {
    expect(rules({ use_case: "2FA", description: "Sign-in passcodes for Harbor Lane staff signing in to the store systems.",
      sample_messages: ["Harbor Lane: your sign-in passcode is 55 81 39. Reply STOP to cancel.", "Harbor Lane: code 904471 to reset your password."] }))
      .not.toContain("use-case-samples");
  });

  it("an e-mail address or a link is not content (taproom@…), and age-gated content points at age_gated, saying where it is, and at the words", () => {
    expect(rules({ use_case: "ACCOUNT_NOTIFICATION", help_message: "Harbor Lane: call (415) 555-0100 or email taproom@harborlane.example. Reply STOP to opt out.",
      sample_messages: ["Harbor Lane: your alteration is ready for pickup. Reply STOP to opt out.", "Harbor Lane: your order 4471 has shipped."] }))
      .not.toContain("age-gated-content");
    const f = review({ sample_messages: [base.sample_messages![0]!, "Harbor Lane: happy hour pints are $4 at the VIP night. Reply STOP to opt out."] })
      .filter((x) => x.rule === "age-gated-content");
    expect(f.map((x) => x.path)).toEqual([["age_gated"], ["sample_messages", 1]]);
    expect(f[0]!.message).toContain("sample_messages[1]");
    expect(f[1]!.message).toContain("happy hour pints");
    expect(f.every((x) => x.vendorCodes.includes("DCA 706"))).toBe(true);
  });

  it("a brand named for the room that pours drinks (a taproom, a beer garden, a wine bar) sends its kitchen's texts without an age gate; its drinks, or a name that names the product, still need one", () => {
    const kitchen = {
      use_case: "ACCOUNT_NOTIFICATION" as const,
      sample_messages: ["Linden: your burger and fries are up at the window! Reply STOP to opt out.", "Linden: your table for 2 is ready, see the host. STOP to end"],
    };
    for (const display_name of ["Linden Taproom", "Linden Beer Garden", "Linden Wine Bar"]) {
      const named = { ...kitchen, sample_messages: kitchen.sample_messages.map((m) => m.replace("Linden", display_name)) };
      expect(rules(named, { display_name }), display_name).not.toContain("age-gated-content");
      expect(rules({ ...named, sample_messages: [named.sample_messages[0]!, `${display_name}: new hazy IPA on tap tonight. STOP to end`] }, { display_name }), display_name)
        .toContain("age-gated-content");
    }
    for (const display_name of ["Linden Wine Club", "Linden Winery"]) {
      const named = { ...kitchen, sample_messages: kitchen.sample_messages.map((m) => m.replace("Linden", display_name)) };
      expect(rules(named, { display_name }), display_name).toContain("age-gated-content");
    }
    // ("taproom" written as a room of another brand's name is still the drink's place)
    expect(rules({ ...kitchen, sample_messages: [kitchen.sample_messages[0]!, "Linden Grill: our new Taproom opens Friday next door. STOP to end"] }, { display_name: "Linden Grill" }))
      .toContain("age-gated-content");
  });

  it("vaping content is refused even in an age-gated campaign (Twilio 30878); alcohol there is fine", () => {
    const gated = { age_gated: true, message_flow: `${base.message_flow} Shoppers enter their date of birth (MM/DD/YYYY), which is checked.` };
    expect(rules({ ...gated, sample_messages: [base.sample_messages![0]!, "Harbor Lane: $4 pints at VIP night, 21+. Reply STOP to opt out."] }))
      .not.toContain("age-gated-content");
    const f = review({ ...gated, sample_messages: [base.sample_messages![0]!, "Harbor Lane: disposable vapes behind the counter, 21+. Reply STOP to opt out."] })
      .filter((x) => x.rule === "age-gated-content");
    expect(f.map((x) => x.path)).toEqual([["sample_messages", 1]]);
    expect(f[0]!.vendorCodes).toEqual(expect.arrayContaining(["DCA 707", "Twilio 30878"]));
  });

  it.each([
    ["pickup texts", "Harbor Lane texts weekly specials and new arrivals, plus \"your order is ready\" pickup texts for alterations."],
    ["renewal notices", "Harbor Lane VIP perks and event promotions, and membership renewal notices and card-expiring reminders."],
    ["arrival times", "Harbor Lane deals list: sale previews, and for customers with a fitting booked, tailor arrival times and job complete notices."],
  ])("a MARKETING description that also lists transactional texts is MIXED (Twilio 30969): %s", (_, description) => {
    expect(review({ description }).filter((x) => x.rule === "use-case-mixed").map((x) => x.path)).toEqual([["description"]]);
  });

  it("a transactional description that lists discounts or promotions is flagged there (Twilio 30985); \"no promotions\" is not", () => {
    const codes = { use_case: "2FA" as const, sample_messages: ["Harbor Lane: your code is 551203.", "Harbor Lane: 448120 is your sign-in code."] };
    const f = review({ ...codes, description: "One-time codes for Harbor Lane app sign-in, and now and then a note about our wellness class discounts." })
      .filter((x) => x.rule === "promotional-samples");
    expect(f.map((x) => x.path)).toEqual([["description"]]);
    expect(rules({ ...codes, description: "One-time codes for Harbor Lane app sign-in and new device approval. No promotions." }))
      .not.toContain("promotional-samples");
  });
});

describe("CHARITY is a charity's appeal, not its volunteers' schedule", () => {
  const charity = (description: string, sample_messages: string[]) =>
    preflight({
      brand: { ...brand, entity_type: "NON_PROFIT", legal_name: "Harbor Lane Shelter", display_name: "Harbor Lane Shelter" },
      campaign: { ...base, use_case: "CHARITY", description, sample_messages },
    }).filter((f) => f.rule === "use-case-samples");

  it("texts to volunteers about the sessions they booked are notices (DCA 602), pointed at the use case", () => {
    const f = charity("Harbor Lane Shelter texts its volunteers the kennel sessions they booked and any changes to them.", [
      "Harbor Lane Shelter: you're on for kennel cleaning Thu 7-9 AM. Text STOP to unsubscribe.",
      "Harbor Lane Shelter: Thursday's session moved to 8 AM because of the storm.",
    ]);
    expect(f.map((x) => [x.path, x.vendorCodes])).toEqual([[["use_case"], ["Twilio 30893", "DCA 602"]]]);
  });

  it.each([
    ["an open session to take", "Harbor Lane Shelter: open shift Sun 1-3 PM walking dogs. Reply YES to take it. Text STOP to unsubscribe."],
    ["asking for help", "Harbor Lane Shelter: we need volunteers for adoption day Saturday. Text STOP to unsubscribe."],
    ["thanks for volunteering", "Harbor Lane Shelter: thank you for volunteering 40 hours this spring! Text STOP to unsubscribe."],
    ["a gift asked for", "Harbor Lane Shelter: $20 buys a week of food for one dog. Give at harborlane.example/give. Text STOP to unsubscribe."],
  ])("a CHARITY campaign for its volunteers that also asks or thanks fits: %s", (_, appeal) => {
    expect(charity("Harbor Lane Shelter texts its volunteers about the shelter.", [
      "Harbor Lane Shelter: you're on for kennel cleaning Thu 7-9 AM.", appeal,
    ])).toEqual([]);
  });
});

describe("what to change: the words, or the use case", () => {
  it("a MARKETING campaign with nothing to sell or announce, only order and booking updates, points at the use case", () => {
    const f = review({
      description: "Harbor Lane texts shoppers when their alterations are booked and when their online orders ship.",
      sample_messages: ["Harbor Lane: your hemming appointment is confirmed for Sat 10 AM. Text STOP to unsubscribe.",
        "Harbor Lane: your online order 5521 has shipped and should arrive Monday."],
    }).filter((x) => x.rule === "use-case-mixed");
    expect(f.map((x) => x.path)).toEqual([["use_case"]]);
    // With a sale among them it is a mix, shown where the transactional message is.
    const mixed = review({ sample_messages: ["Harbor Lane: coats 30% off this weekend. Text STOP to unsubscribe.",
      "Harbor Lane: your online order 5521 has shipped and should arrive Monday."] }).filter((x) => x.rule === "use-case-mixed");
    expect(mixed.map((x) => x.path)).toEqual([["sample_messages", 1]]);
  });

  it("vaping content points at the words even without age_gated: the attribute would not make it allowed (Twilio 30878)", () => {
    const f = review({ sample_messages: [base.sample_messages![0]!, "Harbor Lane: salt nic pods by the register now."] })
      .filter((x) => x.rule === "age-gated-content");
    expect(f.map((x) => [x.path, x.vendorCodes.includes("Twilio 30878")])).toEqual([[["sample_messages", 1], true]]);
  });
});

describe("offers, ticket holders' notices and giveaways read by what they do", () => {
  it.each([
    ["a week's deals with prices", "Harbor Lane: this week's denim deals: jeans 2 for $60. Text STOP to unsubscribe."],
    ["a sale happening", "Harbor Lane: warehouse sale Saturday, everything must go. Text STOP to unsubscribe."],
    ["a sale this weekend", "Harbor Lane: our sidewalk event is a sale this weekend only. Text STOP to unsubscribe."],
  ])("an offer in a notification campaign: %s (Twilio 30985)", (_, sample) => {
    expect(rules({ use_case: "ACCOUNT_NOTIFICATION", sample_messages: [base.sample_messages![1]!, sample] })).toContain("promotional-samples");
  });

  it("a sale as a thing sold on, or a deal in another sense, is not an offer", () => {
    expect(rules({ use_case: "ACCOUNT_NOTIFICATION", sample_messages: [base.sample_messages![1]!,
      "Harbor Lane: the coat you bought on sale can still be returned until 3/1."] })).not.toContain("promotional-samples");
  });

  it("a ticket holder's show-day notice in a MARKETING campaign is transactional (Twilio 30969); tickets on sale are not", () => {
    const mixed = (sample: string) => rules({ sample_messages: [base.sample_messages![0]!, sample] }).includes("use-case-mixed");
    expect(mixed("Harbor Lane: your tickets for tonight's fashion show, doors at 6. Show this text at the door.")).toBe(true);
    expect(mixed("Harbor Lane: grab your tickets for the spring fashion show before they sell out. Reply STOP to opt out.")).toBe(false);
  });

  it("a giveaway or prize drawing outside the SWEEPSTAKE use case does not fit (DCA 602), at the use case and at the sample that runs it", () => {
    const f = review({ sample_messages: [base.sample_messages![0]!, "Harbor Lane: one shopper wins a $300 wardrobe! Enter to win at the register by 5/31."] })
      .filter((x) => x.rule === "use-case-samples");
    expect(f.map((x) => [x.path, x.vendorCodes])).toEqual([[["use_case"], ["Twilio 30893", "DCA 602"]], [["sample_messages", 1], ["Twilio 30893", "DCA 602"]]]);
    for (const sample of ["Harbor Lane: text WIN to be entered in our drawing for a free wardrobe!", "Harbor Lane: reply to get entered into the spring giveaway, 3 winners.",
      "Harbor Lane: a drawing for a free styling day closes Friday."]) {
      expect(review({ sample_messages: [base.sample_messages![0]!, sample] }).filter((x) => x.rule === "use-case-samples").map((x) => x.path), sample)
        .toContainEqual(["sample_messages", 1]);
    }
    for (const sample of ["Harbor Lane: our kids' drawing class for a free-spirited afternoon is Sat.", "Harbor Lane: you entered the wrong size in your order, reply to fix."]) {
      expect(rules({ sample_messages: [base.sample_messages![0]!, sample] }), sample).not.toContain("use-case-samples");
    }
    expect(rules({ use_case: "SWEEPSTAKE", sample_messages: [base.sample_messages![0]!, "Harbor Lane: enter to win a $300 wardrobe at the register."] }))
      .not.toContain("use-case-samples");
  });
});

describe("a campaign whose every sample markets to everyone, one of them an offer, is marketing whatever use case it declares", () => {
  const at = (use_case: CampaignSubject["use_case"], sample_messages: string[]) =>
    review({ use_case, sample_messages }).filter((f) => f.rule === "promotional-samples").map((f) => f.path);
  it.each([
    ["CUSTOMER_CARE", ["Harbor Lane: trunk show Saturday 11-4, meet the designers. Reply STOP to opt out.", "Harbor Lane: 25% off all outerwear through Sunday. Reply STOP to opt out."]],
    ["ACCOUNT_NOTIFICATION", ["Harbor Lane: new spring linen just landed in store. Reply STOP to opt out.", "Harbor Lane: buy one scarf, get one half off this weekend. STOP to end."]],
    ["DELIVERY_NOTIFICATION", ["Harbor Lane: the holiday window unveiling is Friday at 6! Reply STOP to opt out.", "Harbor Lane: free gift wrap with any purchase over $50 this week. STOP to end."]],
  ] as const)("%s: at the use case and at the offer (DCA 602, Twilio 30893)", (use_case, samples) => {
    const paths = at(use_case, [...samples]);
    expect(paths).toContainEqual(["use_case"]);
    expect(paths.some((p) => p?.[0] === "sample_messages")).toBe(true);
  });
  it.each([
    ["ACCOUNT_NOTIFICATION", ["Harbor Lane: your alterations are ready for pickup. Reply STOP to opt out.", "Harbor Lane: 25% off all outerwear through Sunday. Reply STOP to opt out."]],
    ["CUSTOMER_CARE", ["Harbor Lane: yes, the navy coat comes in a medium. Reply STOP to opt out.", "Harbor Lane: buy one scarf, get one half off this weekend. STOP to end."]],
  ] as const)("%s with a notice or an answer of the recipient's own beside the offer: at the offer only", (use_case, samples) => {
    expect(at(use_case, [...samples])).toEqual([["sample_messages", 1]]);
  });
});

describe("promotions inside a notification, care or public-service campaign, in more wordings", () => {
  const notice = (use_case: CampaignSubject["use_case"], sample: string) =>
    rules({ use_case, sample_messages: [base.sample_messages![1]!, sample] }).includes("promotional-samples");
  it.each([
    ["friends counted for a reward", "Harbor Lane: refer 3 friends this month and your next alteration is free!"],
    ["friends counted, in other words", "Harbor Lane: refer two friends by Friday and get a $20 credit."],
    ["a job advertised with its bonus", "Harbor Lane: now hiring weekend stock staff, $200 signing bonus, apply at the front desk."],
    ["a hiring bonus", "Harbor Lane: cashiers wanted, $300 sign-on bonus for the holidays."],
    ["so many for a price", "Harbor Lane: treat yourself to 2 wool scarves for $30 at the register this week."],
    ["so many of a thing for a price", "Harbor Lane: storm's over! Grab 3 gift candles for $20 at the front."],
  ])("%s is an offer (Twilio 30985)", (_, sample) => {
    expect(notice("PUBLIC_SERVICE_ANNOUNCEMENT", sample)).toBe(true);
    expect(notice("ACCOUNT_NOTIFICATION", sample)).toBe(true);
  });
  it.each([
    ["the person's own referrals counted", "Harbor Lane: you referred 2 friends; your credit is on the account."],
    ["the person's own bonus", "Harbor Lane: your sign-on bonus is paid with Friday's check."],
    ["a renewal's price", "Harbor Lane: your plan renews Jun 3 for $29. Manage it in the app."],
    ["a card's charge", "Harbor Lane: card ending 4471 was charged for $61.20 today."],
    ["the person's own items", "Harbor Lane: your 2 alterations for $40 are ready for pickup."],
    ["a receipt's count and total", "Harbor Lane: 4 tires for $612 installed; receipt in your email."],
    ["tickets bought", "Harbor Lane: 2 tickets for $40 confirmed for Friday's show."],
    ["what the person's plan gives", "Harbor Lane: you get 2 washes for $30 with your plan renewal."],
  ])("%s is not an offer", (_, sample) => {
    expect(notice("ACCOUNT_NOTIFICATION", sample)).toBe(false);
  });

  it.each([
    ["something free with any purchase, for a time", "Harbor Lane: this month only, free hemming with any coat."],
    ["a time limit beside a price", "Harbor Lane: scarves $10 today only at the register."],
    ["a price beside the regular one", "Harbor Lane: PS carpet cleaning for residents is $79 (reg $129). Reply CLEAN to book."],
    ["something free with any purchase", "Harbor Lane: a free tote with any purchase over $50."],
  ])("%s is an offer", (_, sample) => {
    expect(notice("ACCOUNT_NOTIFICATION", sample)).toBe(true);
  });
  it.each([
    ["hours for a weekend", "Harbor Lane: the pool is open this weekend only, 9-5, for guests."],
    ["a closing time today", "Harbor Lane: today only, the front desk closes at 3pm."],
    ["a free public service for a time", "Harbor Lane: free flu shots at the health center this week only."],
    ["a career fair's news", "Harbor Lane: career fair Tuesday, 40 employers now hiring."],
    ["a discount already taken off", "Harbor Lane: 20% off was applied; you paid $48."],
    ["the person's referral bonus credited", "Harbor Lane: your referral bonus of $25 was added."],
    ["the person's own free first class", "Harbor Lane: welcome! Your first class is free as part of your membership, Tue 6pm."],
    ["the person's regular payment", "Harbor Lane: your regular $30 payment posts Friday."],
  ])("%s is not an offer", (_, sample) => {
    expect(notice("ACCOUNT_NOTIFICATION", sample)).toBe(false);
  });

  it("a description's season of offers with a word between (\"our winter site specials\") is an offer promised", () => {
    for (const description of ["Harbor Lane texts sign-in codes, and once a month our winter site specials.",
      "Harbor Lane sends sign-in codes and, in December, holiday room deals.", "Harbor Lane sends codes, plus our weekly member offers."]) {
      expect(rules({ use_case: "2FA", description, sample_messages: ["Harbor Lane code: 4412. Enter it to sign in.", "Harbor Lane: 58-2201 is your code."] }), description)
        .toContain("promotional-samples");
    }
    expect(rules({ use_case: "2FA", description: "Harbor Lane texts sign-in codes every time you log in, winter or summer.",
      sample_messages: ["Harbor Lane code: 4412. Enter it to sign in.", "Harbor Lane: 58-2201 is your code."] })).not.toContain("promotional-samples");
  });

  it("a description that promises offers and samples that market to everyone: at the description and at the use case", () => {
    const f = review({ use_case: "CUSTOMER_CARE", description: "Harbor Lane sends our special price list to people who join.",
      sample_messages: ["Harbor Lane: wool coats $89, scarves $12.", "Harbor Lane: boots $59 and hats $15."] })
      .filter((x) => x.rule === "promotional-samples");
    expect(f.map((x) => x.path)).toEqual([["description"], ["use_case"]]);
    // Samples to the recipient about their own account: the description alone is what to change.
    const own = review({ use_case: "CUSTOMER_CARE", description: "Harbor Lane answers questions and mentions our special price list.",
      sample_messages: ["Harbor Lane: your coat is ready for pickup.", "Harbor Lane: your return was received."] })
      .filter((x) => x.rule === "promotional-samples");
    expect(own.map((x) => x.path)).toEqual([["description"]]);
  });

  it("the person's own results or documents ready are transactional: notices filed as MARKETING with nothing offered", () => {
    for (const sample of ["Harbor Lane: results from your fitting on [date] are ready. Sign in to view.", "Harbor Lane: your appraisal documents are posted in the portal.",
      "Harbor Lane: your documents are ready to sign at the counter."]) {
      const f = review({ description: "Harbor Lane tells customers when their paperwork is done.", sample_messages: [sample, "Harbor Lane: still waiting on one form; we'll text."] })
        .filter((x) => x.rule === "use-case-mixed");
      expect(f.map((x) => x.path), sample).toEqual([["use_case"]]);
    }
    for (const sample of ["Harbor Lane: the spring catalog is ready to browse online!", "Harbor Lane: your spring style report is ready: 5 looks we love. Shop now."]) {
      expect(rules({ description: "Harbor Lane tells shoppers about new arrivals.", sample_messages: [sample, base.sample_messages![0]!] }), sample)
        .not.toContain("use-case-mixed");
    }
  });
});

describe("a brand's website carries its name", () => {
  it("a site whose address carries none of the brand's names is another business's (DCA 603); a short form, a word or initials pass", () => {
    const site = (website: string) => preflight({ brand: { ...brand, website } }).filter((f) => f.rule === "brand-website");
    expect(site("https://best-insurance-quotes-now.example").map((f) => f.vendorCodes)).toEqual([expect.arrayContaining(["DCA 603"])]);
    for (const ok of ["https://harborlane.example", "https://shopharborlane.example", "https://hl-boutique.example", "https://www.harbor-clothing.example"]) {
      expect(site(ok), ok).toEqual([]);
    }
  });
});

describe("elections and alerts by what they are", () => {
  it("an organization's own board or officer election is not an election for public office; a race for mayor is", () => {
    const poll = (sample: string) => rules({ use_case: "POLLING_VOTING", description: "Harbor Lane asks its members to vote on store questions.",
      sample_messages: [base.sample_messages![1]!, sample] }).includes("use-case-samples");
    expect(poll("Harbor Lane: the members' board election closes Friday, reply 1, 2 or 3 to vote.")).toBe(false);
    expect(poll("Harbor Lane: who gets your vote in the election for mayor? Reply 1 or 2.")).toBe(true);
  });

  it("a badge used at an odd hour, asked \"not you?\", is a security alert", () => {
    expect(rules({ use_case: "SECURITY_ALERT", description: "Harbor Lane texts staff when their door badge is used at an odd time.",
      sample_messages: ["Harbor Lane: your badge opened the stockroom at 11:52 PM. Not you? Reply LOCK. Text STOP to unsubscribe.",
        "Harbor Lane: your old badge 2231 was turned off; pick up the new one at the office."] })).not.toContain("use-case-samples");
  });
});

describe("campaigning in a public service's sample points at the sample", () => {
  it("a PSA whose description is civic and one sample asks a vote for a candidate: at that sample (Twilio 30542)", () => {
    const f = review({ use_case: "PUBLIC_SERVICE_ANNOUNCEMENT",
      description: "Harbor Lane texts neighbors who signed up about street closures and market days on Harbor Lane.",
      sample_messages: ["Harbor Lane: the street is closed Sat 8-2 for the market. Text STOP to unsubscribe.",
        "Harbor Lane: vote for Dana Ruiz for Mayor on Nov 4, she backs our market!"] }).filter((x) => x.rule === "use-case-samples");
    expect(f.map((x) => [x.path, x.vendorCodes.includes("Twilio 30542")])).toEqual([[["sample_messages", 1], true]]);
  });
});

describe("use-case fit read from what the samples do, in other words", () => {
  it.each([
    ["a saving in words", "ACCOUNT_NOTIFICATION", "Harbor Lane: your coat is hemmed. Enjoy 15 percent off your next visit."],
    ["shipping given away", "DELIVERY_NOTIFICATION", "Harbor Lane: your order shipped. Free shipping on orders over $50 this week."],
    ["money for so many bookings", "CUSTOMER_CARE", "Harbor Lane: thanks for the note! Book 3 fittings, get a $50 gift card. Reply STOP to opt out."],
    ["money for so many orders", "DELIVERY_NOTIFICATION", "Harbor Lane: your bag is on its way. Order 2 more bags, earn $20 back."],
    ["money for referrals", "ACCOUNT_NOTIFICATION", "Harbor Lane: your card was updated. Refer 2 friends, get $25 in store credit."],
    ["delivery given away", "2FA", "Harbor Lane code: 551902. PS: free delivery all week on $40+!"],
    ["delivery given away on orders", "DELIVERY_NOTIFICATION", "Harbor Lane: your bag is on its way. Free delivery on orders over $30 through Sunday."],
    ["delivery given away today", "ACCOUNT_NOTIFICATION", "Harbor Lane: your card was updated. Free delivery today only, shop the app."],
    ["points multiplied", "CUSTOMER_CARE", "Harbor Lane: glad we sorted it out! Double points on everything this weekend."],
    ["a code word to type", "ACCOUNT_NOTIFICATION", "Harbor Lane: your order shipped. Use FALL20 at checkout next time."],
    ["a multi-buy with the product named", "DELIVERY_NOTIFICATION", "Harbor Lane: your parcel left our store. Buy 2 candles, get 1 free through Sunday."],
  ])("an offer inside notifications or care is Twilio 30985: %s", (_, useCase, sample) => {
    const f = review({ use_case: useCase as CampaignSubject["use_case"], sample_messages: [sample, "Harbor Lane: your code is 448120."] })
      .filter((x) => x.rule === "promotional-samples");
    expect(f[0]?.vendorCodes).toContain("Twilio 30985");
  });

  it.each([
    "Harbor Lane: your order qualifies for free shipping and left our store today.",
    "Harbor Lane: your order qualifies for free delivery; the driver is 10 min away.",
    "Harbor Lane: you ordered 3 shirts and got a $12 refund for the one that was out of stock.",
    "Harbor Lane: book 2 fittings before the wedding; your total is $80.",
    "Harbor Lane: delivery is free with your membership, and your groceries arrive at 5pm.",
    "Harbor Lane: you earned 40 points with today's purchase; your balance is 340.",
    "Harbor Lane: use the link in your e-mail at checkout to finish paying.",
  ])("the recipient's own order, points or checkout is no offer: %s", (sample) => {
    expect(rules({ use_case: "ACCOUNT_NOTIFICATION", sample_messages: [sample, "Harbor Lane: your order 4471 has shipped."] })).not.toContain("promotional-samples");
  });

  it("a code to type for signing in, or a discounted fare the rider holds, is no offer", () => {
    expect(rules({ use_case: "2FA", description: "Harbor Lane texts one-time passcodes for sign-in.",
      sample_messages: ["Harbor Lane: use code HL4829 for sign-in. It expires in 10 minutes.", "Harbor Lane: your passcode is 448120."] })).not.toContain("promotional-samples");
    expect(rules({ use_case: "ACCOUNT_NOTIFICATION", description: "Harbor Lane Transit texts riders when their discounted fare card is about to expire.",
      sample_messages: ["Harbor Lane Transit: your reduced fare card expires 6/30. Renew at any station.", "Harbor Lane Transit: your card was renewed."] })).not.toContain("promotional-samples");
  });

  it("upcoming sales promised by a notification campaign's description are an offer (Twilio 30985)", () => {
    const f = review({ use_case: "ACCOUNT_NOTIFICATION", description: "Harbor Lane sends order updates and lets customers know about upcoming sales.",
      sample_messages: ["Harbor Lane: your order 4471 has shipped. Reply STOP to opt out.", "Harbor Lane: your order is ready for pickup."] })
      .filter((x) => x.rule === "promotional-samples");
    expect(f.map((x) => x.path)).toEqual([["description"]]);
  });

  it.each([
    ["a visit reminded", "Harbor Lane: reminder, your fitting is tomorrow at 3 PM. Reply C to confirm."],
    ["a visit awaited", "Harbor Lane: see you Saturday at 11 for your styling appointment."],
    ["a payment received", "Harbor Lane: we received your payment of $84.20, thank you."],
    ["a refund issued", "Harbor Lane: your return was processed and a refund of $40 is on its way."],
    ["a balance due", "Harbor Lane: your layaway balance of $60 is due Friday."],
    ["work to collect", "Harbor Lane: your alterations are done and can be picked up any time."],
  ])("a MARKETING campaign that also sends the customer's own transactions is MIXED (Twilio 30969): %s", (_, sample) => {
    const f = review({ sample_messages: [base.sample_messages![0]!, sample] }).filter((x) => x.rule === "use-case-mixed");
    expect(f[0]?.vendorCodes).toContain("Twilio 30969");
  });

  it.each([
    "Harbor Lane: your weekend starts Friday at 5 with 20% off all boots. Reply STOP to opt out.",
    "Harbor Lane: book a styling session this month and see you soon! Reply STOP to opt out.",
    "Harbor Lane: pay in 4 with Klarna on every order over $50. Reply STOP to opt out.",
  ])("an offer that speaks of visits or paying is still marketing alone: %s", (sample) => {
    expect(rules({ sample_messages: [sample, base.sample_messages![1]!] })).not.toContain("use-case-mixed");
  });

  it.each([
    ["CUSTOMER_CARE", "Harbor Lane: Maria Lopez for City Council needs your vote on Nov 5. Reply STOP to opt out."],
    ["ACCOUNT_NOTIFICATION", "Harbor Lane: join us canvassing for Sam Ortiz this Saturday. Reply STOP to opt out."],
    ["DELIVERY_NOTIFICATION", "Harbor Lane: re-elect Judge Carter on Tuesday! Reply STOP to opt out."],
  ])("campaigning for a candidate under %s is POLITICAL (Twilio 30542), at the sample", (useCase, sample) => {
    const f = review({ use_case: useCase as CampaignSubject["use_case"], sample_messages: ["Harbor Lane: your order 4471 has shipped.", sample] })
      .filter((x) => x.rule === "use-case-samples");
    expect(f[0]?.vendorCodes).toContain("Twilio 30542");
    expect(f[0]?.path).toEqual(["sample_messages", 1]);
  });

  it("a store's vote for the menu or its polling-place hours are not campaigning", () => {
    for (const sample of ["Harbor Lane: vote for your favorite window display in store this week.", "Harbor Lane: we close at 5 on Election Day so staff can vote."]) {
      expect(rules({ use_case: "CUSTOMER_CARE", sample_messages: ["Harbor Lane: your order 4471 has shipped.", sample] })).not.toContain("use-case-samples");
    }
  });
});

describe("what the samples do, read from two facts of one text, and the use case they fit", () => {
  const pharmacy = { use_case: "ACCOUNT_NOTIFICATION" as const, description: "Harbor Lane Pharmacy texts patients when refills are ready." };
  it.each([
    "Harbor Lane: order tramadol or Xanax online from our partner, no prescription needed.",
    "Harbor Lane: Adderall shipped to your door, no Rx required.",
    "Harbor Lane: skip the doctor! Ozempic pens delivered this week.",
  ])("a prescription drug offered with no prescription is an illegal sale (CTIA 5.3.1), whatever the use case: %s", (sample) => {
    const found = review({ ...pharmacy, sample_messages: ["Harbor Lane: your refill is ready.", sample] });
    expect(found.filter((x) => x.rule === "prohibited-content")[0]?.vendorCodes).toContain("CTIA 5.3.1");
    // Selling it is promoting it too, whatever the use case (Twilio 30565).
    expect(found.filter((x) => x.rule === "prescription-drug-promotion")[0]?.vendorCodes).toContain("Twilio 30565");
  });

  it.each([
    "Harbor Lane: your tramadol refill is ready; we never fill it without a prescription.",
    "Harbor Lane: Narcan is at the counter, no prescription needed.",
    "Harbor Lane: your Wegovy refill is ready for pickup.",
  ])("a refill, a medicine sold over the counter, or the prescription denied is not: %s", (sample) => {
    const found = rules({ ...pharmacy, sample_messages: ["Harbor Lane: your refill is ready.", sample] });
    expect(found).not.toContain("prohibited-content");
    expect(found).not.toContain("prescription-drug-promotion");
  });

  const storage = { use_case: "ACCOUNT_NOTIFICATION" as const, description: "Harbor Lane texts renters about rent due and gate changes." };
  it.each([
    "Harbor Lane, on behalf of Panhandle Medical Billing: your past due balance of $612 is now with us.",
    "On behalf of Mesa Dental Group, Harbor Lane reminds you of an overdue balance. Pay today to avoid further action.",
    "Harbor Lane is writing on behalf of Crestline Auto Finance about your delinquent account.",
  ])("a balance owed to another company collected by the brand is third-party debt collection (Twilio 30863): %s", (sample) => {
    const f = review({ ...storage, sample_messages: ["Harbor Lane: rent for unit C-114 is due on the 1st.", sample] }).filter((x) => x.rule === "high-risk-financial");
    expect(f[0]?.vendorCodes).toContain("Twilio 30863");
  });

  it.each([
    "Harbor Lane: your past due balance of $89 for unit C-114 is now $99 with the late fee.",
    "Harbor Lane, on behalf of Mesa Dental Group: your cleaning is confirmed for Tue 9am.",
    "Harbor Lane: we pay vendors on behalf of Crestline Property Trust; your unit's balance is $0.",
  ])("the brand's own balance, or another company named without a debt, is not: %s", (sample) => {
    expect(rules({ ...storage, sample_messages: ["Harbor Lane: rent for unit C-114 is due on the 1st.", sample] })).not.toContain("high-risk-financial");
  });

  it("2FA with no code in any sample nor the description points at the use case; one sample without its code, at the sample", () => {
    const orders = ["Harbor Lane: your order is ready for pickup.", "Harbor Lane: your order has shipped."];
    expect(review({ use_case: "2FA", description: "Harbor Lane texts order updates.", sample_messages: orders }).find((x) => x.rule === "use-case-samples")?.path).toEqual(["use_case"]);
    expect(review({ use_case: "2FA", description: "Harbor Lane texts one-time passcodes for sign-in.", sample_messages: ["Harbor Lane: your passcode is 448120.", orders[0]!] })
      .find((x) => x.rule === "use-case-samples")?.path).toEqual(["sample_messages", 1]);
  });

  it.each([
    ["a vote", "Harbor Lane: voting on the new bylaws is open until Friday."],
    ["a rating", "Harbor Lane: how did we do? Reply 1 (poor) to 5 (great)."],
    ["a choice to reply", "Harbor Lane: should we open Sundays? Reply A for yes, B for no."],
  ])("a POLLING_VOTING campaign that asks something fits: %s", (_, sample) => {
    expect(rules({ use_case: "POLLING_VOTING", description: "Harbor Lane texts customers.", sample_messages: [sample, "Harbor Lane: thanks!"] })).not.toContain("use-case-samples");
  });

  it("a POLLING_VOTING campaign that asks nothing (alerts, notices) does not fit (DCA 602)", () => {
    const f = review({ use_case: "POLLING_VOTING", description: "Harbor Lane alerts renters when their unit door opens after hours.",
      sample_messages: ["Harbor Lane ALERT: unit C-114 door opened at 11:42pm. Call 415-555-0100.", "Harbor Lane: your gate code was used at 5:03am."] })
      .filter((x) => x.rule === "use-case-samples");
    expect(f.map((x) => x.path)).toEqual([["use_case"]]);
  });

  it.each([
    ["HIGHER_EDUCATION", "Harbor Lane College: help a classmate stay enrolled. Give to the emergency grant fund today."],
    ["ACCOUNT_NOTIFICATION", "Harbor Lane: make a gift to our scholarship drive this week."],
    ["CUSTOMER_CARE", "Harbor Lane: donate $25 to the winter coat fund at the register."],
  ])("an appeal for gifts under %s is another programme (DCA 602), at the sample", (useCase, sample) => {
    const f = review({ use_case: useCase as CampaignSubject["use_case"], sample_messages: ["Harbor Lane: your order 4471 has shipped.", sample] })
      .filter((x) => x.rule === "use-case-samples");
    expect(f[0]?.path).toEqual(["sample_messages", 1]);
  });

  it("a thank-you for a gift, blood donated, a credit given or a drive the shop runs is no appeal nor campaigning", () => {
    for (const sample of ["Harbor Lane: thank you for your gift of $50; your receipt is attached.", "Harbor Lane: donate blood Saturday at the gym, 9-3.",
      "Harbor Lane: sorry for the delay, we'll give you a $10 credit.", "Harbor Lane: thanks for supporting our campaign to rebuild the library."]) {
      expect(rules({ use_case: "ACCOUNT_NOTIFICATION", sample_messages: ["Harbor Lane: your order 4471 has shipped.", sample] })).not.toContain("use-case-samples");
    }
  });

  it("an organisation's own election is polling; a public one filed as polling is POLITICAL", () => {
    const vote = (sample: string) => rules({ use_case: "POLLING_VOTING", description: "Harbor Lane Co-op texts members during its elections.", sample_messages: [sample, "Harbor Lane Co-op: thanks for voting!"] });
    expect(vote("Harbor Lane Co-op: director election ballots are open until 6/1. Vote online.")).not.toContain("use-case-samples");
    expect(vote("Harbor Lane Co-op: HOA ballot for the pool project closes Friday.")).not.toContain("use-case-samples");
    expect(vote("Harbor Lane Co-op: the county election is Nov 5; find your polling place online.")).toContain("use-case-samples");
  });

  it("a MARKETING campaign whose samples are each the recipient's own code or alert, none marketing, is filed under the wrong use case", () => {
    const market = (a: string, b: string) => rules({ use_case: "MARKETING", description: "Harbor Lane texts its customers.", sample_messages: [a, b] });
    expect(market("Harbor Lane: your sign-in code is 448120. It expires in 10 minutes.", "Harbor Lane: 902118 is your code. Never share it.")).toContain("use-case-samples");
    expect(market("Harbor Lane: a new card was added to your account. Not you? Call 555-0100.", "Harbor Lane: your password was changed today. Not you? Call us.")).toContain("use-case-samples");
    expect(market("Harbor Lane: use 661204 to finish signing in.", "Harbor Lane: suspicious sign-in on your account from a new device. Reply STOP to stop.")).toContain("use-case-samples");
    // look-alikes: one sample markets, a promo code, news of the brand
    expect(market("Harbor Lane: your order 4411 has shipped.", "Harbor Lane: 20% off all tune-ups this weekend! Reply STOP to end.")).not.toContain("use-case-samples");
    expect(market("Harbor Lane: use code SPRING20 for 20% off at checkout.", "Harbor Lane: new arrivals in store this week. Reply STOP to end.")).not.toContain("use-case-samples");
    expect(market("Harbor Lane: our fall open house is Sat 10-2, come meet the team!", "Harbor Lane: your password was changed today.")).not.toContain("use-case-samples");
  });

  it("a 2FA campaign whose every sample carries its code still has the rest read: a giveaway riding on the codes is a SWEEPSTAKE, at the words that say it", () => {
    const codes = (description: string) => review({ use_case: "2FA", description,
      sample_messages: ["Harbor Lane: your sign-in code is 448120.", "Harbor Lane: 902118 is your code. Never share it."] })
      .filter((f) => f.rule === "use-case-samples").map((f) => f.path.join("."));
    expect(codes("Harbor Lane sends sign-in codes; each sign-in is also an entry into our weekly gift card giveaway.")).toContain("description");
    expect(codes("Harbor Lane sends login codes, and every login enters you in a drawing for a free tune-up.")).toContain("description");
    expect(codes("Harbor Lane sends verification codes. Each one counts as an entry in our monthly raffle.")).toContain("description");
    expect(codes("Harbor Lane sends one-time codes when members sign in to the portal.")).toEqual([]);
    expect(codes("Harbor Lane sends codes to members who redeem a gift card online.")).toEqual([]);
  });

  it("a price for so many, or an item urged on top for a price, is an offer; what was added or paid is not", () => {
    const offer = (sample: string) => rules({ use_case: "2FA", description: "Harbor Lane sends sign-in codes.", sample_messages: ["Harbor Lane: 448120 is your code.", sample] }).includes("promotional-samples")
      || rules({ use_case: "2FA", description: "Harbor Lane sends sign-in codes.", sample_messages: ["Harbor Lane: 448120 is your code.", sample] }).includes("use-case-samples");
    expect(offer("Harbor Lane: 551902 is your code. While you wait, add a tire shine kit for $6!")).toBe(true);
    expect(offer("Harbor Lane: 551902 is your code. Wiper blades are 2 for $15 this week.")).toBe(true);
    expect(offer("Harbor Lane: 551902 is your code. Air fresheners, now 3 for $5!")).toBe(true);
    expect(offer("Harbor Lane: 551902 is your code. We added 2 items for $12 to your order.")).toBe(false);
    expect(offer("Harbor Lane: 551902 is your code. Your 2 tickets for $40 are confirmed.")).toBe(false);
  });

  it("a DELIVERY_NOTIFICATION campaign whose samples are each a security or fraud alert, no delivery, is filed under the wrong use case", () => {
    const deliveries = (a: string, b: string) => rules({ use_case: "DELIVERY_NOTIFICATION", description: "Harbor Lane texts its customers.", sample_messages: [a, b] });
    expect(deliveries("Harbor Lane: your password was changed today. Not you? Call 555-0100.", "Harbor Lane: a new card was added to your account. Not you? Call us.")).toContain("use-case-samples");
    expect(deliveries("Harbor Lane: suspicious sign-in on your account from a new device.", "Harbor Lane: your password was changed today.")).toContain("use-case-samples");
    expect(deliveries("Harbor Lane: someone asked to change the payout bank on your account. Not you? Call us.", "Harbor Lane: your password was reset at 2:14pm.")).toContain("use-case-samples");
    // look-alikes: a delivery beside an alert, deliveries alone
    expect(deliveries("Harbor Lane: your order 4471 has shipped.", "Harbor Lane: your password was changed today.")).not.toContain("use-case-samples");
    expect(deliveries("Harbor Lane: your order 4471 is out for delivery.", "Harbor Lane: your package was delivered at 2pm.")).not.toContain("use-case-samples");
  });

  it("a subscription's own next shipment or renewal is the subscriber's account; with nothing offered, MARKETING is the wrong use case (Twilio 30893)", () => {
    const mixed = (sample: string) => review({ use_case: "MARKETING", description: "Harbor Lane texts its members.", sample_messages: [sample, "Harbor Lane: thanks for being a member."] })
      .find((f) => f.rule === "use-case-mixed");
    for (const sample of ["Harbor Lane: Rex's autoship ships in 3 days. Change it in the app.", "Harbor Lane: your subscription renews on the 5th.",
      "Harbor Lane: your monthly refill processes tomorrow."]) {
      expect(mixed(sample)?.vendorCodes, sample).toContain("Twilio 30893");
    }
    expect(mixed("Harbor Lane: our new subscription box ships to members first - join today!")).toBeUndefined();
    expect(mixed("Harbor Lane: refill your cart this weekend and save 20%!")).toBeUndefined();
  });

  it("a MIXED or LOW_VOLUME campaign whose sub use cases are all notices or care does not carry a donation appeal; with CHARITY or MARKETING among them it may", () => {
    const appeal = (sub_use_cases: string[], sample: string) => review({ use_case: "LOW_VOLUME", sub_use_cases: sub_use_cases as never,
      description: "Harbor Lane Pantry texts its volunteers shift reminders.",
      sample_messages: ["Harbor Lane Pantry: reminder, your shift is Sat 8-11am. Reply STOP to stop.", sample] })
      .some((f) => f.rule === "use-case-samples" && f.path.join(".") === "sample_messages.1");
    expect(appeal(["ACCOUNT_NOTIFICATION", "CUSTOMER_CARE"], "Harbor Lane Pantry: our roof fund is $9,000 short - please donate today!")).toBe(true);
    expect(appeal(["ACCOUNT_NOTIFICATION"], "Harbor Lane Pantry: give to the winter food drive today and your gift is matched.")).toBe(true);
    expect(appeal(["CUSTOMER_CARE", "DELIVERY_NOTIFICATION"], "Harbor Lane Pantry: help us reach our goal, donate now at harborlane.example/give.")).toBe(true);
    expect(appeal(["ACCOUNT_NOTIFICATION", "CHARITY"], "Harbor Lane Pantry: our roof fund is $9,000 short - please donate today!")).toBe(false);
    expect(appeal(["ACCOUNT_NOTIFICATION", "CUSTOMER_CARE"], "Harbor Lane Pantry: thanks for your gift of 40 cans last week.")).toBe(false);
  });

  it("a DELIVERY_NOTIFICATION campaign the description says answers what customers text in is a conversation, CUSTOMER_CARE", () => {
    const care = (description: string, sample_messages = ["Harbor Lane: hi Sam, we moved your hem appointment to Friday. Reply STOP to opt out.",
      "Harbor Lane tip: hang wool coats on wide hangers. Reply HELP for help."]) =>
      // (the conversation's finding: samples that speak of no delivery are a finding of their own)
      review({ use_case: "DELIVERY_NOTIFICATION", description, sample_messages })
        .some((f) => f.rule === "use-case-samples" && /CUSTOMER_CARE/.test(f.message));
    expect(care("Harbor Lane's tailors answer texts from customers about alterations and delivery dates.")).toBe(true);
    expect(care("Harbor Lane staff reply to questions customers text in about their orders.")).toBe(true);
    expect(care("Harbor Lane responds to messages from shoppers and clients about returns and delivery.")).toBe(true);
    expect(care("Harbor Lane texts customers when their order ships and when it is delivered.")).toBe(false);
    expect(care("Harbor Lane sends delivery updates; answers to common questions are on our FAQ page.")).toBe(false);
    // (delivery updates in the samples, with replies answered beside them: the notices are what is registered)
    expect(care("Harbor Lane texts delivery updates and our dispatch answers texts from customers who reschedule.",
      ["Harbor Lane: your order 4471 is out for delivery. Reply STOP to opt out.", "Harbor Lane: your package was delivered at 2pm. Reply HELP for help."])).toBe(false);
  });

  it("registering to vote for an organisation's own directors, board or officers is no public election; registering to vote is", () => {
    const news = (sample: string) => rules({ use_case: "MARKETING", description: "Harbor Lane Co-op member news and offers.", sample_messages: ["Harbor Lane Co-op: 10% off bulk feed this week. Reply STOP to end.", sample] });
    expect(news("Harbor Lane Co-op: annual meeting Sat 4/6 - register to vote for directors at the door.")).not.toContain("use-case-samples");
    expect(news("Harbor Lane Co-op: register to vote for the board by Friday at harborlane.example/meeting.")).not.toContain("use-case-samples");
    expect(news("Harbor Lane Co-op: members must register to vote for trustees before the meeting.")).not.toContain("use-case-samples");
    expect(news("Harbor Lane Co-op: the deadline to register to vote is Oct 15 - don't miss it!")).toContain("use-case-samples");
    expect(news("Harbor Lane Co-op: register to vote for the city council race at the library.")).toContain("use-case-samples");
  });

  it("an offer in a sample and in the description of a notification campaign points at the use case (Twilio 30985)", () => {
    const f = review({ use_case: "ACCOUNT_NOTIFICATION", description: "Harbor Lane texts club members their tune-up reminders plus member-only specials.",
      sample_messages: ["Harbor Lane: time for your tune-up! Reply 1 for next week.", "Harbor Lane member deal: $40 off a tune-up through Nov."] })
      .filter((x) => x.rule === "promotional-samples");
    expect(f.map((x) => x.path)).toEqual([["use_case"]]);
    expect(f[0]?.vendorCodes).toContain("Twilio 30893");
  });

  it.each([
    "Texts from the league asking families and supporters to donate to the scholarship fund.",
    "Texts inviting members to vote on the new bylaws and reminding them to renew.",
    "Messages from the water utility urging residents and businesses to conserve water during the summer drought.",
  ])("a description that says what the texts ask people to do says what they are about: %s", (description) => {
    expect(rules({ use_case: "MIXED", sub_use_cases: ["ACCOUNT_NOTIFICATION", "CUSTOMER_CARE"], description, sample_messages: ["Harbor Lane: your order 4471 has shipped.", "Harbor Lane: thanks for writing in!"] }))
      .not.toContain("description-quality");
  });

  it.each([
    "Harbor Lane Water: your bill of $61.20 is due 8/15 for account 20031.",
    "Harbor Lane Water: your balance: $240.10, due Friday.",
    "Harbor Lane Water: your March statement shows $88.00 owed.",
  ])("one recipient's own bill with its amount beside public notices is not a public service announcement (DCA 602): %s", (bill) => {
    const f = review({ use_case: "PUBLIC_SERVICE_ANNOUNCEMENT", description: "Harbor Lane Water texts residents boil notices and outages.",
      sample_messages: ["Harbor Lane Water: boil water notice for zip 84721. Reply STOP to opt out.", "Harbor Lane Water: main break on 2nd St, water off until 4 PM.", bill] })
      .filter((x) => x.rule === "use-case-samples");
    expect(f.map((x) => x.path)).toEqual([["sample_messages", 2]]);
  });

  it("a notice that bills can be paid online, or a rate announced to everyone, is still a public service", () => {
    for (const notice of ["Harbor Lane Water: your water account can now be paid online.", "Harbor Lane Water: the base rate rises to $12 in July for every household."]) {
      expect(rules({ use_case: "PUBLIC_SERVICE_ANNOUNCEMENT", description: "Harbor Lane Water texts residents boil notices and outages.",
        sample_messages: ["Harbor Lane Water: boil water notice for zip 84721. Reply STOP to opt out.", "Harbor Lane Water: main break on 2nd St.", notice] })).not.toContain("use-case-samples");
    }
  });

  it("a flow's \"Send test text\" button is not test content; a test sample is", () => {
    expect(rules({ use_case: "ACCOUNT_NOTIFICATION", message_flow: `${base.message_flow} After entering the number they press "Send test text".` })).not.toContain("test-content");
    expect(rules({ use_case: "ACCOUNT_NOTIFICATION", sample_messages: ["Harbor Lane: this is a test message.", "Harbor Lane: your order 4471 has shipped."] })).toContain("test-content");
  });
});

describe("an age check that asks yes or no names the alcohol code where the texts are about drinks", () => {
  const flow = "People sign up on harborlane.example/texts: they tap \"I am 21 or older\", then tick an empty box for our specials.";
  const gate = (sample: string) => review({ age_gated: true, message_flow: flow, sample_messages: ["Harbor Lane: new arrivals this week. Reply STOP to opt out.", sample] })
    .find((f) => f.rule === "age-gate-method");
  it("drinks: Twilio 30875 (a yes/no confirmation instead of the date of birth)", () => {
    expect(gate("Harbor Lane: $5 margaritas and craft beer flights all night Friday!")?.vendorCodes).toContain("Twilio 30875");
  });
  it("other age-gated goods: the age check's finding without the alcohol code", () => {
    const f = gate("Harbor Lane: new hunting rifles and ammo in stock this week.");
    expect(f).toBeDefined();
    expect(f?.vendorCodes).not.toContain("Twilio 30875");
  });
});

describe("samples of one kind filed under a use case of another, and offers read by what they price", () => {
  it.each([
    "Harbor Lane: personal loans approved today, no credit check! Reply STOP to opt out.",
    "Harbor Lane: auto loans without a credit check, apply in minutes at the register.",
    "Harbor Lane: bad credit? Get a personal loan for that sofa, credit check not required.",
  ])("a loan offered with no credit check is a loan scam's sign (Twilio 30885, the FTC): %s", (sample) => {
    const found = review({ sample_messages: [base.sample_messages![0]!, sample] });
    const f = found.filter((x) => x.rule === "prohibited-content");
    expect(f[0]?.vendorCodes).toContain("Twilio 30885");
    expect(f[0]?.path).toEqual(["sample_messages", 1]);
  });

  it.each([
    "Harbor Lane: we never offer loans without a credit check.",
    "Harbor Lane: layaway on any coat, pay over 8 weeks, no credit check for gift cards.",
    "Harbor Lane: your loan payment of $120 posted. Reply STOP to opt out.",
  ])("a credit check refused, or none where no loan is offered, is not: %s", (sample) => {
    expect(rules({ sample_messages: [base.sample_messages![0]!, sample] })).not.toContain("prohibited-content");
  });

  const notice = "Harbor Lane: your statement is ready. Reply STOP to opt out.";
  const promo = (sample: string) => rules({ use_case: "ACCOUNT_NOTIFICATION", description: "Harbor Lane account notices for cardholders.",
    sample_messages: [notice, sample] }).includes("promotional-samples");
  it.each([
    "Harbor Lane: PS, coat cleaning is $19 this week, reply BOOK!",
    "Harbor Lane: add the leather care kit for only $12 this month.",
    "Harbor Lane: wool scarves $8 today at the Elm St counter.",
  ])("a price that holds for a time, said to no one in particular, is an offer in a transactional campaign: %s", (sample) => {
    expect(promo(sample)).toBe(true);
  });

  it.each([
    "Harbor Lane: your balance of $89 is due this week.",
    "Harbor Lane weekly: spent $312 this week on alterations, $40 under plan.",
    "Harbor Lane: you paid $40 today, thank you.",
    "Harbor Lane: no $10 paper fee this month for e-statements.",
  ])("the recipient's own money, an amount spent, or a fee waived is not: %s", (sample) => {
    expect(promo(sample)).toBe(false);
  });

  const poll = (sample_messages: string[]) => review({ use_case: "POLLING_VOTING", description: "Harbor Lane texts cardholders.", sample_messages })
    .filter((x) => x.rule === "use-case-samples").map((x) => x.path);
  it.each([
    [["Harbor Lane: the alarm at your Elm St unit went off at 11:52pm. Not you? Reply HELP.", "Harbor Lane: your gate code was used at 10:40pm. If that wasn't you, reply NO."]],
    [["Harbor Lane: your card payment of $75.00 is due 3/18. Reply STOP to opt out.", "Harbor Lane: your statement is ready. Reply NO if you want it mailed."]],
    [["Harbor Lane: your refund of $40 was processed. Reply STOP to opt out.", "Harbor Lane: your order 4471 has shipped. Text HELP for help."]],
  ])("POLLING_VOTING whose every sample is the recipient's own alert, code or notice is the wrong use case: %j", (samples) => {
    expect(poll(samples)).toEqual([["use_case"]]);
  });

  const marketing = (sample_messages: string[]) => review({ use_case: "MARKETING", sample_messages })
    .filter((x) => x.rule === "use-case-samples").map((x) => x.path);
  it.each([
    [["Harbor Lane: your direct deposit of $1,843.20 posted to checking.", "Harbor Lane: your card payment of $75.00 is due 3/18."]],
    [["Harbor Lane: you're booked for a fitting Wed 6 PM. Bring the shoes you'll wear!", "Harbor Lane: a fitting slot opened Sat 9 AM and it's yours."]],
    [["Harbor Lane: your alteration ticket was moved to Friday.", "Harbor Lane: you've been added to the waitlist for Tuesday's tailor."]],
  ])("MARKETING whose every sample tells the recipient of something of theirs, read by grammar, is the wrong use case: %j", (samples) => {
    expect(marketing(samples)).toEqual([["use_case"]]);
  });

  it.each([
    [["Harbor Lane: you're booked for a fitting Wed 6 PM.", "Harbor Lane: new spring coats just landed, come see them Saturday."]],
    [["Harbor Lane: your weekend just got better: live music at the Elm St store Friday!", "Harbor Lane: you're booked for a fitting Wed 6 PM."]],
    [["Harbor Lane: you're invited! Private shopping night Thu 6-8 PM with 20% off.", "Harbor Lane: your fitting was moved to Friday."]],
  ])("a MARKETING campaign with one sample that speaks to everyone, or invites, is not: %j", (samples) => {
    expect(marketing(samples)).toEqual([]);
  });

  const pollPaths = (sample: string) => review({ use_case: "POLLING_VOTING", description: "Harbor Lane asks shoppers one question a season.",
    sample_messages: [sample, "Harbor Lane: which coat should we restock? Reply A wool, B down. Reply STOP to opt out."] })
    .filter((x) => x.rule === "use-case-samples").map((x) => x.path);
  it.each([
    "Harbor Lane: vote Tom Becker for township supervisor Nov 5! Reply STOP to opt out.",
    "Harbor Lane: elect Ana Ruiz as county clerk this fall.",
    "Harbor Lane: please vote Okafor for water board on Tuesday.",
  ])("a vote asked for a person by name is campaigning, not a poll (Twilio 30542): %s", (sample) => {
    expect(pollPaths(sample)).toContainEqual(["sample_messages", 0]);
  });
  it.each([
    "Harbor Lane: vote Apple Pie for dessert at the fall party! Reply STOP to opt out.",
    "Harbor Lane: vote for your favorite coat color, reply A or B.",
    "Harbor Lane: polls open 7am-8pm Tuesday at Elm St school.",
  ])("a dish, a favorite or a polling place is not: %s", (sample) => {
    expect(pollPaths(sample)).toEqual([]);
  });

  const codes = (sample: string) => review({ use_case: "2FA", description: "Harbor Lane sign-in codes for the card portal.",
    sample_messages: ["Harbor Lane: your sign-in code is 448120. Reply STOP to opt out.", sample] })
    .filter((x) => x.rule === "promotional-samples").map((x) => x.path);
  it.each([
    "Harbor Lane: code 551903. While you're here, refinance your auto loan at 5.9% APR today!",
    "Harbor Lane: code 551903. Home equity lines from 7.25% APR for cardholders.",
    "Harbor Lane: code 551903. Our lending partner offers mortgages at 6.1% fixed.",
  ])("credit offered with its rate, inside a transactional campaign's sample, is an offer: %s", (sample) => {
    expect(codes(sample)).toEqual([["sample_messages", 1]]);
  });
  it.each([
    "Harbor Lane: code 551903. Your mortgage rate changes to 6.1% APR on 3/1.",
    "Harbor Lane: code 551903. We never refinance at 29% APR or more.",
    "Harbor Lane: code 551903. Savings now earn 4.1% APY.",
  ])("the recipient's own loan, a rate refused, or a rate without credit offered is not: %s", (sample) => {
    expect(codes(sample)).toEqual([]);
  });

  it("a poll whose samples also speak of the recipient's account is a poll", () => {
    expect(poll(["Harbor Lane: a new 5-minute survey on our fitting rooms is ready: https://harborlane.example/s/[code] Reply STOP to opt out.",
      "Harbor Lane: thanks for the survey! Your points are in your account."])).toEqual([]);
    expect(poll(["Harbor Lane: which coat should we restock? Reply A wool, B down. Reply STOP to opt out.",
      "Harbor Lane: thanks for voting! Your order 4471 has shipped."])).toEqual([]);
  });
});

describe("a poll's choice, an impersonation warning, a recall and a topic-led description read for what they are", () => {
  it("\"vote for\" a choice (a common noun or an adjective) is a poll; \"vote for\" a name or a pronoun still campaigns", () => {
    const campaigns = (sample: string) => rules({ use_case: "POLLING_VOTING", description: "Harbor Lane asks its members to vote on store questions.",
      sample_messages: [sample, "Harbor Lane: thanks for voting! Results in the shop next week. Reply HELP for help."] }).includes("use-case-samples");
    for (const sample of ["Harbor Lane: vote for weekend opening hours: reply A for 9am, B for 10am. Reply STOP to stop.",
      "Harbor Lane: vote for holiday window colors! Reply 1 red, 2 gold. Reply STOP to stop.",
      "Harbor Lane: time to vote for spring trunk show dates: reply A or B. Reply STOP to stop."]) expect(campaigns(sample), sample).toBe(false);
    for (const sample of ["Harbor Lane: vote for Dana Ruiz on Tuesday! Reply STOP to stop.",
      "Harbor Lane: will you vote for her on Nov 4? Reply 1 yes, 2 no.",
      "Harbor Lane: cast your vote for Ortiz this fall. Reply STOP to stop."]) expect(campaigns(sample), sample).toBe(true);
  });

  it("a warning that a message did not come from the brand, or is a fake, is a fraud alert", () => {
    const fits = (sample: string) => !rules({ use_case: "FRAUD_ALERT", description: "Harbor Lane warns card holders about scams using our name.",
      sample_messages: [sample, "Harbor Lane: call 415-555-0100 before you pay any invoice. Reply HELP for help."] }).includes("use-case-samples");
    for (const sample of ["Harbor Lane: the email asking you to update your card did not come from us. Reply STOP to opt out.",
      "Harbor Lane: that text with a refund link isn't from us, delete it. Reply STOP to opt out.",
      "Harbor Lane: a fake invoice with our logo is going around; don't pay it. Reply STOP to opt out."]) expect(fits(sample), sample).toBe(true);
    for (const sample of ["Harbor Lane: your statement is ready to view online. Reply STOP to opt out.",
      "Harbor Lane: the coat came from our Boston shop. Reply STOP to opt out.",
      "Harbor Lane: fake fur coats are back in stock. Reply STOP to opt out."]) expect(fits(sample), sample).toBe(false);
  });

  it("a safety recall on something the person owns is a security alert's hazard; a recall of a memory is not", () => {
    const fits = (sample: string) => !rules({ use_case: "SECURITY_ALERT", description: "Harbor Lane texts buyers about hazards in what they bought.",
      sample_messages: [sample, "Harbor Lane: call 415-555-0100 to book the fix. Reply HELP for help."] }).includes("use-case-samples");
    for (const sample of ["Harbor Lane: a safety recall was issued for the space heater you bought. Reply STOP to opt out.",
      "Harbor Lane: your stroller model has been recalled; stop using it. Reply STOP to opt out.",
      "Harbor Lane: open recall on your dryer, the repair is free. Reply STOP to opt out."]) expect(fits(sample), sample).toBe(true);
    for (const sample of ["Harbor Lane: as you may recall, the store moves next month. Reply STOP to opt out.",
      "Harbor Lane: your order shipped today. Reply STOP to opt out."]) expect(fits(sample), sample).toBe(false);
  });

  it("a description that announces or shares what the texts carry, or opens with where or when, names their subject", () => {
    for (const description of ["Harbor Lane announces trunk shows, tailoring days and members' evening hours.",
      "Harbor Lane shares the week's new coats and the alterations schedule.",
      "Where the Harbor Lane pop-up stall sets up each weekend and the coat of the week.",
      "When the Harbor Lane fitting rooms reopen and which sizes came back in."]) {
      expect(rules({ description }), description).not.toContain("description-quality");
    }
    for (const description of ["Harbor Lane announces things.", "When needed.", "Where our customers are.", "Harbor Lane shares with customers now and then."]) {
      expect(rules({ description }), description).toContain("description-quality");
    }
  });
});

describe("offers read by what the brand's product pays and by money given for doing something", () => {
  const promo = (sample: string) => rules({ use_case: "ACCOUNT_NOTIFICATION", description: "Harbor Lane texts card holders about their account.",
    sample_messages: [sample, "Harbor Lane: your statement is ready. Reply HELP for help."] }).includes("promotional-samples");
  it("is an offer", () => {
    for (const sample of ["Harbor Lane: your code is 123456. P.S. our 12-month certificate now pays 4.5% APY! Reply STOP to opt out.",
      "Harbor Lane: our new savings account earns 3% interest, ask in store. Reply STOP to opt out.",
      "Harbor Lane: trade your old coat in this week and we'll give you $50 toward a new one. Reply STOP to opt out.",
      "Harbor Lane: bring in 3 hangers and we will take $5 off. Reply STOP to opt out."]) expect(promo(sample), sample).toBe(true);
  });
  it("is not an offer", () => {
    for (const sample of ["Harbor Lane: your savings account earned $4.12 in interest this month. Reply STOP to opt out.",
      "Harbor Lane: a full alteration starts at $40, want me to book you? Reply STOP to opt out.",
      "Harbor Lane: sorry for the wait; we've credited $5 to your account. Reply STOP to opt out."]) expect(promo(sample), sample).toBe(false);
  });
});

describe("what a campaign sends beside what its use case is for", () => {
  const mixed = (samples: string[]) => review({ use_case: "MIXED", sub_use_cases: ["ACCOUNT_NOTIFICATION", "CUSTOMER_CARE", "MARKETING"],
    description: "Harbor Lane texts its tailoring customers about their alterations and answers their questions.", sample_messages: samples })
    .filter((f) => f.rule === "use-case-samples" && /MARKETING is a sub use case/.test(f.message)).length > 0;
  it("a MARKETING sub use case whose samples are notices of what is due and answers to questions shows no marketing", () => {
    expect(mixed(["Harbor Lane: the hem on the navy coat is due back from the tailor Friday. Reply STOP to opt out.",
      "Harbor Lane: yes, we can shorten the sleeves too, bring it by. Reply HELP for help."])).toBe(true);
    expect(mixed(["Harbor Lane: the rented tux is due back tomorrow by noon. Reply STOP to opt out.",
      "Harbor Lane: thanks, we got the photo of the stain and will take a look. Reply HELP for help."])).toBe(true);
    expect(mixed(["Harbor Lane: no, the shop is closed Monday but the tailor is in Tuesday. Reply STOP to opt out.",
      "Harbor Lane: sure, the tailor can take it at 3. Reply HELP for help."])).toBe(true);
  });
  it("a sample spoken to everyone still markets", () => {
    expect(mixed(["Harbor Lane: the hem on the navy coat is due back Friday. Reply STOP to opt out.",
      "Harbor Lane: wool scarves just landed, three colors at the front table. Reply STOP to opt out."])).toBe(false);
  });

  it("a 2FA description that names news or invitations beside the codes is at the description", () => {
    const at = (description: string) => review({ use_case: "2FA", description,
      sample_messages: ["Harbor Lane: your sign-in code is 482913. Reply STOP to opt out.", "Harbor Lane: 551903 is your code. It expires in 10 minutes."] })
      .filter((f) => f.rule === "use-case-samples" && f.path[0] === "description").length > 0;
    for (const d of ["One-time sign-in codes for the Harbor Lane app, plus the monthly newsletter.",
      "Harbor Lane sends login codes and, since members get texts anyway, invitations to our trunk-show events.",
      "Verification codes for Harbor Lane accounts and member news and announcements."]) expect(at(d), d).toBe(true);
    for (const d of ["One-time sign-in codes for the Harbor Lane app; no newsletters or marketing.",
      "Harbor Lane sends a verification code at each sign-in; news about your account stays in the app.",
      "Login codes for the Harbor Lane app, one per sign-in."]) expect(at(d), d).toBe(false);
  });

  it("a description of appeals over samples that ask for nothing is at the description too", () => {
    const paths = review({ use_case: "ACCOUNT_NOTIFICATION", description: "Harbor Lane texts past customers asking for donations to the harbor cleanup fund.",
      sample_messages: ["Harbor Lane: your alteration is ready for pickup. Reply STOP to opt out.", "Harbor Lane: your fitting is Tue at 3. Reply HELP for help."] })
      .filter((f) => f.rule === "use-case-samples").map((f) => f.path[0]);
    expect(paths).toEqual(["use_case", "description"]);
  });

  it("every sample an offer in a care campaign is the use case to change; one offer among notices is the sample", () => {
    const at = (samples: string[]) => review({ use_case: "CUSTOMER_CARE", description: "Harbor Lane answers shoppers' questions by text.", sample_messages: samples })
      .filter((f) => f.rule === "promotional-samples").map((f) => f.path[0]);
    expect(at(["Harbor Lane: 20% off all coats this weekend. Reply STOP to opt out.", "Harbor Lane: flash sale on scarves today. Reply HELP for help."])).toContain("use_case");
    expect(at(["Harbor Lane: 20% off all coats this weekend. Reply STOP to opt out.", "Harbor Lane: yes, we open at 10. Reply HELP for help."])).toEqual(["sample_messages"]);
  });
});

describe("a one-time code that also urges something else", () => {
  const at = (sample: string) => review({ use_case: "2FA", description: "One-time sign-in codes for the Harbor Lane app.",
    sample_messages: [sample, "Harbor Lane: 551903 is your code. It expires in 10 minutes."] })
    .filter((f) => f.rule === "use-case-samples").map((f) => f.path.join("."));
  it("is the sample that carries another programme", () => {
    for (const sample of ["Harbor Lane: 482913 is your sign-in code. Fall tailoring classes are open, enroll now!",
      "Harbor Lane: your code is 482913. Join today and get the members' card.",
      "Harbor Lane: use 482913 to sign in. Our VIP list is open, subscribe today."]) expect(at(sample), sample).toEqual(["sample_messages.0"]);
  });
  it("a code with what to do if it was not the person's own is a code alone", () => {
    for (const sample of ["Harbor Lane: use 482913 to confirm the new payee. Not you? Call us now.",
      "Harbor Lane: 482913 is your code. Never share it.",
      "Harbor Lane: your code is 482913; enter it now to finish signing in."]) expect(at(sample), sample).toEqual([]);
  });
});

describe("what a description says is sold for less is an offer", () => {
  const offers = (description: string) => rules({ use_case: "ACCOUNT_NOTIFICATION", description,
    sample_messages: ["Harbor Lane: your alteration is ready for pickup. Reply STOP to opt out.", "Harbor Lane: your fitting is Tue at 3. Reply HELP for help."] })
    .includes("promotional-samples");
  it("reads it", () => {
    for (const d of ["Harbor Lane texts VIPs about trunk shows and discounted evening tailoring.",
      "Harbor Lane texts customers their order updates and discounted alteration packages.",
      "Harbor Lane sends fitting reminders and, now and then, discounted Harbor Lane gift boxes."]) expect(offers(d), d).toBe(true);
  });
  it("does not read a discount the person already has, or none", () => {
    for (const d of ["Harbor Lane texts customers when their order ships, including orders that were discounted.",
      "Harbor Lane texts customers when their alteration is ready and when their discounted tux rental is due back.",
      "Harbor Lane texts customers their fitting times and pickup notices."]) expect(offers(d), d).toBe(false);
  });
});

describe("a delivery notification speaks of something delivered", () => {
  const wrong = (samples: string[]) => review({ use_case: "DELIVERY_NOTIFICATION", description: "Harbor Lane texts customers who opted in.", sample_messages: samples })
    .some((f) => f.rule === "use-case-samples" && f.path[0] === "use_case");
  it("samples of where the shop pops up or what is new are not one", () => {
    expect(wrong(["Harbor Lane: this Saturday we're at the Pier 9 market, 10-3. Reply STOP to opt out.", "Harbor Lane: the coat of the week is the navy pea coat. Reply HELP for help."])).toBe(true);
    expect(wrong(["Harbor Lane: trunk show Thursday 6pm, bring a friend. Reply STOP to opt out.", "Harbor Lane: wool scarves are back! Reply HELP for help."])).toBe(true);
    expect(wrong(["Harbor Lane: tailoring class Tues at 7. Reply STOP to opt out.", "Harbor Lane: the spring catalog is online. Reply HELP for help."])).toBe(true);
  });
  it("samples of an order, a van, a driver or a pickup are", () => {
    expect(wrong(["Harbor Lane: order 4471 left the shop this morning. Reply STOP to opt out.", "Harbor Lane: the alterations are done. Reply HELP for help."])).toBe(false);
    expect(wrong(["Harbor Lane: the coat for Ms. Ortega is on the van, arriving 1-3pm. Reply STOP to opt out.", "Harbor Lane: thanks! Reply HELP for help."])).toBe(false);
    expect(wrong(["Harbor Lane: hem finished, at the counter for pickup. Reply STOP to opt out.", "Harbor Lane: driver 10 min away. Reply HELP for help."])).toBe(false);
  });
});
