// What the samples are (reading/content.ts, useCase.ts): content categories by meaning and their look-alikes, offers,
// lending, campaigning, the use case's facts.
// Each fact in wordings of its own, written the ways different businesses write it, and look-alikes that must not be it.
import { describe, expect, it } from "vitest";
import { preflight } from "../../../schema/preflight";
import { CampaignReadingImpl } from "../../../schema/preflight/reading";
import { contentFacts } from "../../../schema/preflight/reading/content";
import { brand, read, readsFact } from "../readingSubject";

describe("a loan offered with no credit check is a loan scam's sign, even where a list runs the negation on", () => {
  const categories = (text: string) => contentFacts({ sample_messages: [text] }).map((f) => f.category);
  it.each([
    "Get approved for a car loan today, no credit check, bad credit no problem.",
    "Personal loans up to $5,000 with no credit check - poor credit OK!",
    "Boat loans this month: no credit check, bad credit welcome, apply now.",
  ])("%s: deceptive", (text) => {
    expect(categories(text)).toContain("deceptive");
  });
  it.each([
    "Rent a storage unit with no credit check, bad credit OK.",
    "Your auto loan payment posted. No credit check was run on your account.",
    "We never offer loans with no credit check.",
  ])("%s: no loan offered without one", (text) => {
    expect(categories(text)).not.toContain("deceptive");
  });
});

describe("cash now beside its repayment within days or on payday is a payday loan, whatever it is called", () => {
  const payday = (text: string) => contentFacts({ sample_messages: [text] }).filter((f) => f.category === "payday");
  it.each([
    "Tight week? Get $400 cash today and repay in 10 days.",
    "Northside Credit: we advance you up to $300, pay it back on your next payday.",
    "Borrow $250 now, repay within 2 weeks. Reply CASH.",
  ])("%s: payday", (text) => {
    expect(payday(text).length).toBeGreaterThan(0);
  });
  it.each([
    "Your $400 balance is due; repay in 10 days to avoid a late fee.",
    "Get $25 cash back today on any tire set.",
    "We never advance you cash; loans are repaid within 30 days by mail only.",
  ])("%s: no payday loan", (text) => {
    expect(payday(text)).toEqual([]);
  });
});

describe("a drink's name before another noun names that noun (a colour, a flavour, a scent, a place)", () => {
  const alcohol = (text: string) => contentFacts({ sample_messages: [text] }).filter((f) => f.category === "alcohol");
  it.each([
    "Our cognac leather recliner is back in the showroom.",
    "New arrival: the Merlot velvet blazer in sizes S-XL.",
    "Moscow Mule copper mugs are restocked at the kitchen store.",
    "Whiskey-scented soy candles are 20% off this week.",
    "Kahlua brownies and lemon bars at Saturday's bake sale.",
    "Wine country bike tour openings this Saturday: book a seat.",
    "Tequila Sunrise gel polish is back at the salon.",
    "Ale House Road is closed for paving until Friday.",
  ])("%s: no alcohol", (text) => {
    expect(alcohol(text)).toEqual([]);
  });
  it.each([
    "Tequila shots tonight and beer specials Friday.",
    "Bourbon Night at the grill: $5 pours until 10.",
    "Two-for-one margaritas at the patio bar.",
    "A new rye whiskey release lands this Saturday.",
    "$10 pitchers of Miller Lite till 9pm.",
    "Hennessy bottles and Patron shots for the party.",
  ])("%s: alcohol", (text) => {
    expect(alcohol(text)).toHaveLength(1);
  });
  it.each([
    "Your fabric samples (linen, charcoal, merlot) are ready at the front desk.",
    "The throw pillows (ivory, champagne and rust) are back in stock.",
    "Paint chips (sand, bourbon, moss) are taped to your order form.",
  ])("%s: an item of a bracketed list naming a non-drink's kinds is that thing's colour, no alcohol", (text) => {
    expect(alcohol(text)).toEqual([]);
  });
  it.each([
    "Tonight's drinks (beer, wine, cider) are half off.",
    "Weekend specials (sangria, wine) on the patio.",
    "Bring a bottle (wine or cider) to the potluck.",
  ])("%s: a bracketed list after a drink's head is still alcohol", (text) => {
    expect(alcohol(text).length).toBeGreaterThan(0);
  });
  it.each([
    "Candle of the month vote: which fragrance? 1) Sea Salt 2) Mojito 3) Cedar. Reply 1, 2 or 3.",
    "Help us name the new shaved ice flavor: A) Blue Lagoon B) Mango Tango C) Pina Colada. Reply A, B or C.",
    "Pick our next car wash soap scent - 1) Cherry 2) Daiquiri 3) Ocean Breeze. Reply with the number.",
  ])("%s: an option of a numbered list naming a non-drink's kinds is that thing's name, no alcohol", (text) => {
    expect(alcohol(text)).toEqual([]);
  });
  it.each([
    "Friday's drink special? 1) Margarita 2) Mojito 3) Sangria. Reply 1, 2 or 3.",
    "What should we pour at the patio bar? A) Pina Colada B) Mojito. Reply A or B.",
    "Vote for the cocktail: 1) Mojito 2) Old Fashioned. Reply 1 or 2.",
  ])("%s: a numbered list after a drink's head or a verb is still alcohol", (text) => {
    expect(alcohol(text).length).toBeGreaterThan(0);
  });
  const tobacco = (text: string) => contentFacts({ sample_messages: [text] }).filter((f) => f.category === "tobacco-vaping");
  it.each([
    "Vape detectors go into the middle school restrooms this week.",
    "Volunteers: cigarette butt pickup on the beach Saturday at 9.",
    "The tobacco-brown suede loafers are back in size 10.",
  ])("%s: no tobacco or vaping", (text) => {
    expect(tobacco(text)).toEqual([]);
  });
  it.each([
    "Vape flavors restocked: mango and mint.",
    "Cigar night on the patio, Thursday 7pm.",
    "Disposable vapes in stock today, 2 for $30.",
  ])("%s: tobacco or vaping", (text) => {
    expect(tobacco(text)).toHaveLength(1);
  });
  it("any product's name joined by a hyphen to a colour is the colour", () => {
    expect(contentFacts({ sample_messages: ["Our wine-red velvet chairs and champagne-gold lamps are 20% off."] })).toEqual([]);
  });
});

describe("a lottery that allocates places, and a loan already held, are not gambling or lending offered", () => {
  const found = (text: string) => contentFacts({ sample_messages: [text] }).map((f) => f.category);
  it.each([
    "The charter academy lottery for fall seats is drawn Monday; results go to each applicant by email.",
    "Your spot in the community garden plot lottery: check the permit office list Friday.",
    "Housing lottery results for the Elm Court apartments are posted.",
  ])("%s: no gambling", (text) => {
    expect(found(text)).not.toContain("gambling");
  });
  it.each([
    "Lottery-style drawing for the parking spots is Friday.", "The community garden plot lottery results are posted.",
    "Tenants: the lottery for the two open storage units is Monday.",
  ])("%s: a landlord's or a city's allocation, no gambling", (text) => {
    expect(found(text)).not.toContain("gambling");
  });
  it.each(["Tonight's lottery jackpot is $80 million.", "Play the lottery at the front counter, Powerball and Mega Millions."])("%s: gambling", (text) => {
    expect(found(text)).toContain("gambling");
  });
  it.each([
    "Reminders for boat-loan and mortgage installment dates on the member's accounts.",
    "We received the lender's payoff statement for the property.",
    "Your car loan and card payment reminders are on for this number.",
  ])("%s: no lending", (text) => {
    expect(found(text)).not.toContain("lending");
  });
  it.each(["Apply for an auto loan payment plan with rates from 5.9%.", "Need a personal loan? Borrow money today."])("%s: lending", (text) => {
    expect(found(text)).toContain("lending");
  });
  it.each([
    "Payment reminders go out for your boat and home loans each month.",
    "Due-date texts for their RV or motorcycle loan, sent 3 days ahead.",
    "A two-question check-in following the mortgage closing, reply 1-5.",
    "We text a thank-you note after each home loan funding at the branch.",
    "One-question surveys after an account opening or a loan closing.",
  ])("%s: the person's own loans, or the time of an event in one, no lending offered", (text) => {
    expect(found(text)).not.toContain("lending");
  });
  it.each([
    "Apply for your auto or personal loan online today.",
    "Get cash fast after a quick personal loan approval today!",
    "After a quick loan approval, the cash is yours same day.",
    "Loan closing in 10 days, guaranteed, apply online.",
  ])("%s: a loan offered, lending", (text) => {
    expect(found(text)).toContain("lending");
  });
  it.each([
    "Your holiday campsite lottery entry was drawn: site 12 is held until Friday.",
    "Results of the fall elk hunt lottery are posted for applicants.",
    "The Lakeview campground lottery for July weekends opens Monday.",
  ])("%s: a park's or a wildlife agency's allocation, no gambling", (text) => {
    expect(found(text)).not.toContain("gambling");
  });
  it.each([
    "Buy lottery tickets at the front counter after your dinner reservation.",
    "Tonight's lottery jackpot is $80 million, tickets at the bar.",
  ])("%s: gambling", (text) => {
    expect(found(text)).toContain("gambling");
  });
});

describe("words of a category used for something else: a tax form, a pharmacy's counter, a bank's job title, storage, a stain", () => {
  const found = (text: string) => contentFacts({ sample_messages: [text] }).map((f) => f.category);
  it.each([
    "We got your W-2G from the casino trip, all set for the return.",
    "Bring any W-2G forms: gambling winnings are taxable and losses may be deductible.",
    "Your 1099 and the poker tournament W2G are in the tax folder.",
  ])("%s: a tax matter, no gambling", (text) => {
    expect(found(text)).not.toContain("gambling");
  });
  it.each(["Casino night is back Friday, chips on us!", "Free play at the casino with every shuttle ticket."])("%s: gambling", (text) => {
    expect(found(text)).toContain("gambling");
  });
  it.each([
    "Your prescription is ready at the dispensary counter.",
    "The pharmacist at the dispensary window will call you about your refill.",
    "Pick up your dog's medication at the clinic dispensary by 6.",
  ])("%s: a pharmacy's dispensary, no cannabis", (text) => {
    expect(found(text)).not.toContain("cannabis");
  });
  it.each(["New strains at our dispensary this weekend.", "The dispensary on 5th has 20% off pre-rolls."])("%s: cannabis", (text) => {
    expect(found(text)).toContain("cannabis");
  });
  it.each([
    "You're booked with Alicia Moore, loan officer, Tuesday at 10.",
    "Our mortgage officer can meet you at the branch Thursday.",
    "Our lending officers are out Friday; the lobby is open.",
  ])("%s: a bank's job title, no lending", (text) => {
    expect(found(text)).not.toContain("lending");
  });
  it.each([
    "Your closing with the title company is Friday; the lender will wire funds.", "The lender needs your last two pay stubs by Monday.",
    "Good news: the buyer's lender approved the appraisal.",
  ])("%s: a party to the person's own closing, no lending", (text) => {
    expect(found(text)).not.toContain("lending");
  });
  it.each(["Talk to a lender today.", "As a direct lender we decide the same day."])("%s: lending", (text) => {
    expect(found(text)).toContain("lending");
  });
  it.each(["Apply for a personal loan with our loan officer.", "Talk to our loan officer about a home equity loan."])("%s: lending", (text) => {
    expect(found(text)).toContain("lending");
  });
  it.each([
    "We'd add a 4th mover for the gun safe and the piano.",
    "Gun cabinets and jewelry safes installed in a day.",
    "Free cable gun locks at the police station.",
  ])("%s: storage and locks, no firearms", (text) => {
    expect(found(text)).not.toContain("firearms");
  });
  it.each(["Gun safe and handguns on sale.", "Gun show Saturday at the fairgrounds."])("%s: firearms", (text) => {
    expect(found(text)).toContain("firearms");
  });
  it.each([
    "Red wine stain on a wool sweater: bring it in.",
    "We got the white wine stains out of the tablecloth.",
    "Rosé wine spills come out with our spot treatment.",
  ])("%s: a stain, no alcohol", (text) => {
    expect(found(text)).not.toContain("alcohol");
  });
  it.each(["A glass of red wine with every entree.", "Red wine tasting Friday at 6."])("%s: alcohol", (text) => {
    expect(found(text)).toContain("alcohol");
  });
  it.each([
    "Rifle Creek Trail is closed for repairs.", "Pickup moved to 40 Whiskey Hill Rd. on Friday.", "Detour: Casino Point Road is flooded.",
  ])("%s: a place's name, no content", (text) => {
    expect(found(text)).toEqual([]);
  });
  it.each([
    "Your 2 tickets for the 8pm show at The Old Brewery Hall are in your wallet.", "Doors at 7 tonight at Distillery District Arena.",
    "The recital moved to the Whiskey Row Playhouse, same time.",
  ])("%s: a venue's name, no content", (text) => {
    expect(found(text)).toEqual([]);
  });
  it.each(["Brewery tour at the hall Saturday: 4 tastings for $10.", "Beer hall night: $3 pints until 9.", "whiskey hall tasting, 20% off bourbon flights"])(
    "%s: content still", (text) => {
      expect(found(text).length).toBeGreaterThan(0);
    });
  it.each([
    "Shotgun House Realty: your showing is Tuesday.", "Rum Runner Charters: your fishing trip leaves at 6am.", "Our casino-themed prom is Saturday.",
    "Bourbon-scented candles are back in stock.",
  ])("%s: another trade's name or a theme, no content", (text) => {
    expect(found(text)).toEqual([]);
  });
  it.each(["Whiskey Creek Liquor: 20% off bourbon.", "Casino night Saturday: blackjack and roulette.", "Marijuana Clinic: renew your card today.",
    "Shotgun Academy: clay shooting lessons Saturday."])("%s: content", (text) => {
    expect(found(text).length).toBeGreaterThan(0);
  });
  it.each(["Rifles and whiskey at the Creek Road store.", "rifle creek sale: 20% off all rifles"])("%s: content", (text) => {
    expect(found(text).length).toBeGreaterThan(0);
  });
  it.each([
    "Please confirm your name, date of birth and sex on the intake form.", "We confirm the sex of your kitten at the first visit.",
    "Adult content filters are on for your child's tablet.", "Your hospital escort service ride is at 9am.",
  ])("%s: a record's field, parental controls, a patient's escort: no sexual content", (text) => {
    expect(found(text)).not.toContain("sex");
  });
  it.each(["The best sex of your life starts here.", "Escort service available tonight.", "Adult content, no filters."])("%s: sexual content", (text) => {
    expect(found(text)).toContain("sex");
  });
  it.each([
    "Firearm safety course for hunters, required for your license.", "Firearms safe storage tips from the sheriff's office.",
    "Your pet's THC toxicity test results are ready.",
  ])("%s: safety and a clinic's test, no content", (text) => {
    expect(found(text)).toEqual([]);
  });
});

describe("high-risk financial offers and lead generation, in more wordings", () => {
  const found = (text: string) => contentFacts({ sample_messages: [text] }).map((f) => f.category);
  it.each([
    ["payday", "Need cash now? Get up to $3,500 today with our refund advance loan."],
    ["payday", "Tax refund anticipation loans in 24 hours."],
    ["payday", "Get an advance on your tax refund before the IRS pays."],
    ["credit-repair", "Bad credit? Our partner erases collections in 30 days."],
    ["credit-repair", "We wipe out your late payments and charge-offs."],
    ["credit-repair", "Our team fixes your credit score before you buy."],
    ["debt-consolidation", "Drowning in debt? We'll consolidate it into your new car payment."],
    ["debt-consolidation", "We roll your debts into a new home loan."],
    ["debt-consolidation", "Rolling it all into your mortgage payment is easy."],
    ["lead-generation", "The insurance agents we work with pay us for each customer who calls them."],
    ["lead-generation", "Movers pay us for every referral we send."],
    ["lead-generation", "Lenders paid us for each buyer last year."],
    ["lead-generation", "Quotes from marine lenders who buy the renter's details from us."],
    ["lead-generation", "Dealers purchase our customer contact info each month."],
    ["lead-generation", "Insurers bought the caller phone numbers last year."],
  ])("%s: %s", (category, text) => {
    expect(found(text)).toContain(category);
  });
  it.each([
    "Your tax refund was deposited today.", "We file early so your refund arrives sooner.",
    "Your collections bin pickup moved to Friday.", "Our art collections are free to visit.",
    "Your car payment is due on the 5th.", "We roll your tires every 5,000 miles.",
    "Customers pay us for each visit at the front desk.", "You pay us for each month you use the locker.",
    "Buy the details kit for your model at the counter.", "You can buy our gift cards online.",
  ])("%s: none of them", (text) => {
    expect(found(text).filter((c) => ["payday", "credit-repair", "debt-consolidation", "lead-generation"].includes(c))).toEqual([]);
  });
});

describe("a prescription medicine offered without the visit or prescription it needs is an illegal sale (CTIA 5.3.1)", () => {
  const found = (text: string) => contentFacts({ sample_messages: [text] }).map((f) => f.category);
  it.each([
    "Reply with your cat's weight and we'll mail amoxicillin, no exam or prescription needed.",
    "Doxycycline for your dog shipped today, without a vet visit or a script.",
    "Order Rimadyl online, no appointment or prescription required.",
    "Tramadol for your senior dog shipped from us, no vet script needed.",
    "Get Rimadyl for your old dog without a vet's prescription.",
  ])("%s: illegal sale", (text) => {
    expect(found(text)).toContain("drugs");
  });
  it.each([
    "Luna's amoxicillin refill is ready at the front desk.",
    "Your dog's Apoquel was sent to the clinic pharmacy; pick it up any time.",
    "No exam needed for nail trims: walk in Saturday.",
    "Flea shampoo in stock, no vet script needed.",
  ])("%s: no illegal sale", (text) => {
    expect(found(text)).not.toContain("drugs");
  });
});

describe("an offer keeps its kind whatever adjective goes before it", () => {
  for (const label of ["Send me seasonal promotions by text.", "Text me exclusive deals.", "Yes, text me weekly specials."]) {
    it(label, () => {
      const k = read({ message_flow: `An empty box: "${label} About 2 a month. Msg & data rates may apply. Reply HELP for help, STOP to quit."` })
        .consentKinds[0];
      expect(k?.promotional).toBeDefined();
    });
  }
});

describe("money paid for each chance beside money paid to the winner is a game of chance, whatever it is called", () => {
  const gambling = (text: string) => contentFacts({ message_flow: text }).filter((f) => f.category === "gambling");
  it.each([
    "Members who vote in our polls also go into the Friday pool: $1 a vote, and the winner takes the pot.",
    "Office squares for the big game are $5 per square; the winner gets the cash at halftime.",
    "Each guess buys you into the weekly kitty, and whoever is closest wins the money.",
    "Trivia night: put $10 on your team, and the right answers split the pot.",
    "Stake $5 on tonight's closing song; correct picks take the cash.",
  ])("%s: gambling", (text) => {
    expect(gambling(text).length).toBeGreaterThan(0);
  });
  it.each([
    "Chili cook-off entries are $10 per entry; the winner gets a trophy and bragging rights.",
    "Vote for your favorite scent, it's free; the winner goes into the vacuum dispensers.",
    "Pancake breakfast fundraiser: $5 a ticket, and all the money goes to the food bank.",
    "We put $5 on your gift card for your birthday; split the bill with friends anytime.",
  ])("%s: no gambling", (text) => {
    expect(gambling(text)).toEqual([]);
  });
});

describe("income promised for a time beside the work-at-home pitch is a scheme recruiting, whatever the business", () => {
  const deceptive = (text: string) => contentFacts({ sample_messages: [text] }).filter((f) => f.category === "deceptive");
  it.each([
    "Sola Nails: tired of the 9-5? Earn $3,000 a month from your couch, be your own boss! Ask me how.",
    "Brightway Tutoring: make up to $900 per week from home with our reseller program. Reply INFO.",
    "Ridge Fitness: our coaches earn $200 a day with this side hustle, DM me to join my team!",
    "Lakeview Staffing: earn $4,000 a month packing envelopes! Just pay the $59 starter kit fee to begin.",
    "Brightway Tutoring: make up to $700 a week grading essays online; buy the $99 certification fee package today.",
    "Ridge Fitness: earn $300 a day as a brand rep. Your startup package is only $149.",
  ])("%s: deceptive", (text) => {
    expect(deceptive(text).length).toBeGreaterThan(0);
  });
  it.each([
    "Ridge Diner: now hiring line cooks, earn $18 an hour, no experience needed. Apply at the counter.",
    "Sola Nails: earn 2 points per $1 spent; redeem from home in the app.",
    "Brightway Tutoring: tutors working from home this week; sessions move online.",
    "Lakeview Staffing: warehouse shifts pay $19 an hour; we cover your safety boots and training.",
    "Ridge Fitness: the starter kit (towel and bottle) is free with your first month.",
  ])("%s: no scheme", (text) => {
    expect(deceptive(text)).toEqual([]);
  });
});

describe("an offer a poll asks the person to choose is no offer made", () => {
  readsFact("an offer in a sample", (t) => read({ use_case: "POLLING_VOTING", sample_messages: [t] }).samples[0]!.promotional, [
    "Maple Bakery: this week's special is back, 2 scones for $5 through Sunday.",
    "Harbor Gym: vote for next month's special: $10 off a PT session or a free smoothie. Reply A or B.",
    "Pine Books: pick up your coupon at the register this week.",
  ], [
    "Maple Bakery poll: pick next month's special. 1) lemon scones 2) cinnamon rolls 3) rye loaf. Reply 1, 2 or 3.",
    "Harbor Gym: help us choose this week's deal, reply A for smoothies or B for towels.",
    "Pine Books poll: vote on next weekend's sale, reply 1 for mysteries or 2 for cookbooks.",
  ]);
});

describe("a fraud alert's blocked, locked or frozen is said of what the holder pays or signs in with", () => {
  readsFact("a fraud alert sample", (t) => read({ use_case: "FRAUD_ALERT", sample_messages: [t] }).useCaseFacts.fraudSample, [
    "Prairie CU: your debit card ending 2210 has been temporarily blocked. Call 555-0100 to unlock it.",
    "Prairie CU: we locked your online banking login after 5 failed attempts.",
    "Prairie CU: your account is frozen until you confirm your identity.",
    "Keyway Locks: someone asked to rekey your door; request blocked, no tech will come.",
  ], [
    "Sparkle Maids: all done! Back door locked and the key is under the mat. Reply HELP for help.",
    "Frostline Plumbing: pipes frozen at your cabin? We can be there by noon.",
    "Keystone Storage: unit 14 is locked with your padlock; the gate code is 4471.",
  ]);
});

describe("a rate the reader is urged to take is an offer, a rate reported is not", () => {
  readsFact("a rate offered", (t) => read({ sample_messages: [t] }).samples[0]!.promotional, [
    "Pinecrest Dental Credit Union: lock in 3.9% APR on a new equipment line this month.",
    "Pinecrest Dental CU: grab 5.25% APY on our 9-month certificate while it lasts.",
    "Pinecrest Dental CU: lock in a fixed 6.1% rate before Friday.",
  ], [
    "Pinecrest Dental CU: your certificate renewed at 4.10% APY. Reply HELP for help.",
    "Pinecrest Dental CU: the rate on your HELOC changes to 8.25% APR on 7/1.",
    "Pinecrest Dental CU: your code is 551802. Valid 5 minutes.",
  ]);
});

describe("the brand's other product sold to whom it writes is an offer, one's own bonus is not", () => {
  readsFact("an upsell or a bonus offered", (t) => read({ sample_messages: [t] }).samples[0]!.promotional, [
    "Pinecrest Dental: Upgrade to our Whitening Plus plan at your next visit, ask the front desk.",
    "Pinecrest Dental CU: open a holiday club account by Friday and get a $25 bonus.",
    "Pinecrest Dental: refer a neighbor this month and earn a $40 bonus.",
  ], [
    "Pinecrest Dental CU: your $40 holiday bonus deposit posted to checking.",
    "Pinecrest Dental: we upgraded to our new booking system; your visit Tuesday is unchanged.",
    "Pinecrest Dental: your plan renews 7/1. Reply HELP for help.",
  ]);
});

describe("a fraud alert names a payment far above the usual, or a payroll held, or payees' accounts changed", () => {
  readsFact("a payment or payroll fraud alert", (t) => read({ use_case: "FRAUD_ALERT", sample_messages: [t] }).useCaseFacts.fraudSample, [
    "Pinecrest Dental billing: this week's vendor payment is 5 times your usual amount. Call us before it goes out.",
    "Pinecrest Dental: the supply order total is far above your normal spending. We held it for review.",
    "Pinecrest Dental payroll: we paused the payroll for Friday; call the office to release it.",
    "Pinecrest Dental: two staff deposit accounts changed overnight. Reply YES if you made these changes.",
  ], [
    "Pinecrest Dental: earn 3x your usual points on whitening this month!",
    "Pinecrest Dental: your payroll for Friday was processed. Reply HELP for help.",
    "Pinecrest Dental: we're open later than usual on Thursday, until 8pm.",
  ]);
});

describe("a fraud alert warns of someone posing as the brand", () => {
  const fraudSample = (s: string) => read({ use_case: "FRAUD_ALERT", sample_messages: [s] }).useCaseFacts.fraudSample;
  it.each([
    "Pinecrest Dental ALERT: emails pretending to be us are asking for card numbers. Do not reply to them.",
    "Pinecrest Dental: callers impersonating our billing team are asking for payment. Hang up and call us.",
    "Pinecrest Dental: a phishing text with our name is going around; we never ask for your password.",
  ])("%s", (s) => expect(fraudSample(s)).toBeDefined());
  it("not: a plain reminder", () => expect(fraudSample("Pinecrest Dental: your cleaning is tomorrow at 9am.")).toBeUndefined());
});

describe("a fraud alert asks the holder whether an order or a charge is theirs", () => {
  const facts = (s: string) => read({ use_case: "FRAUD_ALERT", description: s, sample_messages: [s] }).useCaseFacts;
  readsFact("a fraud check of whose the order is", (s) => facts(s).fraudSample, [
    "Pinecrest Supply: we've paused order #5521 (40 cases) until you confirm it's yours. Reply YES or NO.",
    "Pinecrest Supply: a $900 order used your card. Text back to verify the purchase was really yours.",
    "Pinecrest Supply: is this order yours? 12 pallets to Reno. Reply Y or N.",
  ], [
    // confirming something else, or something said to be theirs that no one doubts
    "Pinecrest Supply: please confirm your delivery window for Tuesday. Reply 1 or 2.",
    "Pinecrest Supply: check your order status at pinecrest.example/track.",
    "Pinecrest Supply: the first pallet is on us, the rest are yours at cost.",
  ]);
  readsFact("a change of where money goes, named as a noun and asked for", (s) => facts(s).fraudSample, [
    "Pinecrest Supply: a change to Delta Freight's bank details was requested today. Payments are held until you call us.",
    "Pinecrest Supply: an update to your payout account was submitted at 2:14am. Reply NO if you did not ask.",
    "Pinecrest Supply: changes to the vendor's routing number were made this morning. Call 509-555-0100 to confirm.",
  ], [
    // a change of something else, or a change no one asked for yet
    "Pinecrest Supply: a change to our bank holiday hours was made: closed Monday.",
    "Pinecrest Supply: you can update your bank details any time at pinecrest.example/pay.",
  ]);
  it("reads the description that checks whose a big order is", () => {
    expect(facts("When a large order's billing and shipping don't match, we text the card holder to check it's really theirs.").fraudDescription).toBeDefined();
  });
});

describe("an election named as a date or a place is not campaigning", () => {
  const political = (sample: string, use_case: "MARKETING" | "MIXED" = "MARKETING") => preflight({ brand, campaign: {
    use_case, description: "Pinecrest Dental texts patients about visits and offers.", sample_messages: [sample],
  } }).filter((f) => f.rule === "use-case-samples");
  it("a closure on election day, a union vote's date", () => {
    expect(political("Pinecrest Dental: closed Tuesday (election day, our lobby is a polling place). Reply STOP to end.")).toEqual([]);
    expect(political("Pinecrest Dental: the staff union vote for Mar 14 is in the break room. Reply STOP to end.")).toEqual([]);
  });
  it("still: a vote asked for a candidate", () => {
    expect(political("Pinecrest Dental: vote for Dana Ruiz on Tuesday! Reply STOP to end.")).not.toEqual([]);
  });
});

describe("what the untouched batches showed, read as facts", () => {
  const confirms = (t: string) => read({ opt_out_message: t }).replies.stopConfirms;
  it("a STOP reply that says the texts are discontinued or the chat closed confirms it", () => {
    expect(confirms("Pinecrest Dental: account texts discontinued. Notices continue by mail.")).toBeDefined();
    expect(confirms("Pinecrest Dental support: this text chat is closed. Reach us in the app.")).toBeDefined();
    expect(confirms("Pinecrest Dental: we are closed Sundays.")).toBeUndefined();
  });
  it("show announcements are a kind of text, not a spoken opt-in; an announcement at Mass is", () => {
    expect(read({ message_flow: "A box that starts empty says \"Yes, text me show announcements and ticket deals.\"" }).optIn.verbal).toBeUndefined();
    expect(read({ message_flow: "The pastor makes an announcement at Mass and people text JOIN to 555-0100." }).optIn.verbal).toBeDefined();
  });
  it.each([
    "You'll get 3 quick questions after your trip.",
    "About 4 in August, fewer the rest of the year.",
    "Pinecrest Dental will text you a one-time code when you sign in on a new device.",
  ])("frequency: %s", (t) => expect(read({ message_flow: `Members tick the empty box in the portal. ${t}` }).atOptIn.frequency).toBeDefined());
  it("\"rates may apply\" is no month", () =>
    expect(read({ message_flow: "Members tick the empty box in the portal. Msg & data rates may apply." }).atOptIn.frequency).toBeUndefined());
  it("a vote is what the texts are about", () => {
    const r = read({ message_flow: "Ballot card: \"Vote People's Choice! Text PIE to 555-0100. Msg & data rates may apply. Reply HELP for help, STOP to end.\"" });
    expect(r.inWording.purpose ?? r.atOptIn.purpose).toBeDefined();
  });
});

describe("the untouched batches' rejectable misses, read as facts", () => {
  it("a toggle switched on for every new customer is ticked in advance", () => {
    expect(read({ message_flow: "The portal has an SMS toggle, switched on for every new project. Label: \"Pinecrest Dental texts.\"" }).scope.preChecked).toBeDefined();
    expect(read({ message_flow: "Customers switch on the SMS toggle for every project they want texts about." }).scope.preChecked).toBeUndefined();
  });
  it("a purchase possible only with the box checked is a condition", () => {
    for (const message_flow of [
      "There is a box: \"Text me about my reservation.\" The booking is only possible when this box is checked.",
      "Below the box the Pay button stays grey until the SMS box is ticked.",
    ]) expect(read({ message_flow }).scope.condition, message_flow).toBeDefined();
  });
  it("e-mail and the phone listed with texts are one consent for several channels", () => {
    expect(read({ message_flow: "One box not checked: \"Yes, Pinecrest Dental can send me offers by e-mail, by phone and by text.\"" }).scope.bundled).toBeDefined();
    expect(read({ message_flow: "Patients enter their phone number and tick the box for text reminders." }).scope.bundled).toBeUndefined();
  });
  it("\"text beside the toggle\" is the label's wording, not texts", () => {
    expect(read({ message_flow: "Settings > Alerts, off by default. Text beside the toggle: \"Receive Pinecrest Dental account communications.\"" }).scope.communications).toBeDefined();
  });
  it("a business bought, then its customers moved onto the list", () => {
    expect(read({ message_flow: "When we bought Arctic Air Service, its maintenance customers were moved into the club." }).provenance.bought).toBeDefined();
  });
});

describe("balances owed to other businesses, collected by the brand, are third-party collection", () => {
  const collection = (description: string) =>
    contentFacts({ description }, ["Pinecrest Dental"]).find((f) => f.category === "debt-collection");
  readsFact("the other businesses as those the money is owed to", collection, [
    "We text members who owe money to other gyms about their overdue accounts.",
    "Reminders about unpaid invoices for clients owing to other law firms.",
    "Patients who owed a balance to another clinic get a past-due bill from us.",
    "We also send overdue account notices for three other landlords and collect the rent for them.",
    "Our office texts past-due balances at two other vet clinics.",
    "Unpaid bills are texted too: four pharmacies hire us to collect.",
  ], [
    // the brand's own unpaid invoices, or thanks owed to others
    "Your unpaid invoice from Pinecrest Dental is due Friday.",
    "We owe thanks to other volunteers for the food drive.",
    "Your past-due balance is listed with your other accounts in the portal.",
  ]);
});

describe("a description that says the texts ask for money", () => {
  readsFact("requests for money named among what is sent", (description) => read({ description }).useCaseFacts.describedSolicitation, [
    "Harbor Pantry texts neighbors pickup times, plus donation requests during the winter drive.",
    "Weekly shelter news and giving appeals for the new kennel wing.",
    "We text supporters our fundraising asks and how many meals were served.",
  ], [
    // a receipt for a gift, a count per gift, or a negation
    "Harbor Pantry texts donors their donation receipts.",
    "Pickup times and closures only; no fundraising on this list.",
    "One confirmation text per donation drop-off at the warehouse.",
    // a donation that is the occasion of a text, not what it asks
    "A two-question survey after every donation, about the wait and the staff.",
    "Parking directions the evening before a first-time donation.",
    "Valley Center texts a thank-you note following your third donation.",
    // a donation of what a body gives: a visit booked or due, not money
    "Valley Blood Center reminds donors who scheduled a platelet donation the day before.",
    "Texts for plasma donors saying when their next donation can be booked.",
    "Reminders for people who signed up to donate blood at the spring drive.",
  ]);
  readsFact("a request for money beside what a body gives or an occasion", (description) => read({ description }).useCaseFacts.describedSolicitation, [
    // (money named in the sentence: the gift is money whatever else is given)
    "Valley Blood Center texts donors reminders plus donation asks for the bloodmobile fund.",
    "Plasma center news and donation requests of $25 for the new lab.",
    // (the donation asked for, with an occasion after it)
    "Harbor Pantry texts donation requests after each storm.",
  ], []);
});

describe("the use case's facts: what the description, the samples and the brand's names say", () => {
  readsFact("a one-time code the description names", (description) => read({ description }).useCaseFacts.describedCode, [
    "Pinecrest Dental texts patients a verification code when they sign in to the patient portal.",
    "A one-time passcode for each portal login, nothing else.",
    "We send a login code by SMS whenever someone resets their password.",
    // the plural, and a kind of code with a word before it
    "One-time sign-in codes for the Pinecrest Dental patient portal.",
    "Pinecrest Dental sends one-time codes when a patient logs in from a new device.",
    "Verification and security codes for portal logins.",
  ], [
    // a code of another kind: a coupon's, a door's, a confirmation number
    "Pinecrest Dental texts a discount code to patients who refer a friend.",
    "Appointment reminders with the office's door code for after-hours visits.",
  ]);
  readsFact("one recipient's own bill with its amount", (s) => read({ sample_messages: ["City of Alder Falls: water main work on Elm St Monday.", s] }).useCaseFacts.billSample, [
    "City of Alder Falls: your water bill of $61.20 is due 8/15.",
    "City of Alder Falls: your current balance is now past due.",
    "Alder Falls Utilities: your payment amount due is $[amt].",
  ], [
    // a bill the public is told about, or a balance with no amount and not due
    "City of Alder Falls: property tax bills for 2025 go out this week.",
    "City of Alder Falls: your balance can be viewed at alderfalls.example/pay.",
  ]);
  readsFact("a vote, a survey or a question asked", (s) => read({ use_case: "POLLING_VOTING", sample_messages: [s] }).useCaseFacts.pollAsk, [
    "Maple HOA: vote on the new pool hours by Friday. Reply A for 9-9, B for 10-8.",
    "Maple HOA: how did the cleanup go? Reply 1-5.",
    "Maple HOA: take our 2-minute survey at maplehoa.example/s.",
  ], [
    // news with nothing asked
    "Maple HOA: the pool opens Saturday at 10am.",
    "Maple HOA: trash pickup moves to Thursday this week.",
  ]);
  readsFact("a sample that asks for money for a cause", (s) => read({ use_case: "K12_EDUCATION", sample_messages: [s] }).useCaseFacts.donationSample, [
    "Lincoln Elementary PTA: donate $20 to the library fund today!",
    "Lincoln Elementary: give to the field trip fund at lincolnpta.example/give.",
    "Lincoln Elementary: make a gift to our new playground campaign.",
  ], [
    // giving that is not an appeal
    "Lincoln Elementary: we'll give you a $10 credit for the book fair.",
    "Lincoln Elementary: thanks for your donation receipt request; it's in the mail.",
  ]);
  readsFact("campaigning, not a drive's own words", (s) => read({ use_case: "CUSTOMER_CARE", sample_messages: [s] }).useCaseFacts.campaigning, [
    "Vote for Dana Ruiz for Mayor on November 4!",
    "Friends of Dana Ruiz: vote for Dana on Tuesday.",
    "Dana Ruiz for City Council needs you: vote for Dana.",
  ], [
    // a charity's or a shop's own drive, in words a candidate's texts use too (partisan, but not campaigning)
    "Harbor Pantry: donate to our campaign for winter coats.",
    "Lakeside Shop: our campaign for local makers starts Monday.",
  ]);
  it("reads a drive's own words as partisan words all the same", () => {
    expect(read({ sample_messages: ["Harbor Pantry: donate to our campaign for winter coats."] }).useCaseFacts.partisan).toBeDefined();
  });
  const school = (display_name: string, legal_name = display_name) =>
    new CampaignReadingImpl({ brand: { ...brand, display_name, legal_name, vertical: "EDUCATION" }, campaign: { use_case: "K12_EDUCATION" } })
      .useCaseFacts.school;
  readsFact("a school that teaches children, by its name", (n) => school(n).k12, [
    "Lincoln Elementary", "Westside School District", "Cedar Hill Middle School",
  ], ["Ridgeway College", "Summit Academy"]);
  readsFact("a college or university, by its name", (n) => school(n).higher, [
    "Ridgeway College", "Northlake University", "Bay Institute of Technology",
  ], ["Ridgeway College Prep", "Lincoln Elementary", "Summit Preparatory College"]);
  it("reads the school from the legal name as from the display name, with the name's words", () => {
    expect(school("Ridgeway", "Ridgeway Community College").higher).toMatchObject({ path: ["brand", "legal_name"], words: "College" });
    expect(school("Lincoln Elementary", "Lincoln Elementary PTO").k12).toMatchObject({ path: ["brand", "display_name"], words: "Elementary" });
  });
});

describe("a request passed on to partners of a trade the list does not name", () => {
  readsFact("lead sharing", (t) => read({ description: "Northfield Roofing texts estimates.", sample_messages: [t] }).leadSharing, [
    "Northfield Roofing: thinking of a cabin? Reply YES and we'll pass your number to our timeshare partners.",
    "Northfield Roofing: we share your address with a few solar-panel installers for quotes.",
    "Northfield Roofing: reply QUOTE and we send your request to our gutter contractors.",
  ], [
    "Northfield Roofing: your estimate is ready; we never share your number with roofing partners.",
    "Northfield Roofing: our crew will pass by your street at 9am.",
    "Northfield Roofing: we work with roofing partners across the state.",
  ]);
});

describe("a secret asked for by text after an alert reads as deceptive; a warning that never asks does not", () => {
  readsFact("phishing", (t) => read({ sample_messages: [t] }).content.find((f) => f.category === "deceptive"), [
    "Pinecrest Dental: a new device signed in. If this wasn't you, reply with your card number and PIN so we can lock it.",
    "Pinecrest Dental: your account is locked. Text us your online banking password to unlock it.",
    "Pinecrest Dental: to keep your benefits, respond with your social security number today.",
  ], [
    "Pinecrest Dental: we will never ask you to reply with your PIN. Call 555-0100 with questions.",
    "Pinecrest Dental: don't text us your password; call the office instead.",
    "Pinecrest Dental: reply with your order number and we'll check on it.",
  ]);
});

describe("a prize drawing entered or won, by grammar whatever the drawing is called", () => {
  const sweepstakes = (text: string) => contentFacts({ sample_messages: [text] }).some((f) => f.category === "sweepstakes");
  it.each([
    "Fernway Books: enter our Summer Reading Giveaway at the counter, winner picked 8/1.",
    "Ridgecrest Hardware: enter the spring tool raffle by Friday.",
    "Text BREW to 555-0100 to win a month of free coffee!",
    "Hollow Creek Ski: reply SNOW to win two lift tickets.",
  ])("%s: sweepstakes", (text) => {
    expect(sweepstakes(text)).toBe(true);
  });
  it.each([
    "Fernway Books: enter the reading room through the side door for the raffle results.",
    "Ridgecrest Hardware: enter your number in the giveaway form to get our flyer.",
    "Text HOURS to 555-0100 to get our opening times.",
    "Hollow Creek Ski: enter code SNOW10 at checkout for 10% off lift tickets.",
    "Fernway Books: we will never enter you in a raffle without asking.",
  ])("%s: no drawing entered", (text) => {
    expect(sweepstakes(text)).toBe(false);
  });
});

describe("a code that says it lasts minutes is a one-time code, whatever it is called", () => {
  const oneTime = (text: string) => read({ sample_messages: [text] }).samples[0]!.oneTimeCode;
  it.each([
    "Harbor Bank: your access code is 448120. Valid for 10 minutes.",
    "Tidewell Spa portal code: 582013. It expires in 5 min.",
    "Lakeside Gym: 902 774 is your code, good for 15 mins. Don't share it.",
  ])("%s: one-time", (text) => {
    expect(oneTime(text)).toBe(true);
  });
  it.each([
    "Lakeside Rentals: your door code is 4821, valid for your whole stay.",
    "Lakeside Rentals: your locker code 7719 expires Friday. The lobby opens in 10 minutes.",
    "Harbor Bank: your order 44812 ships in 10 minutes.",
  ])("%s: not one-time", (text) => {
    expect(oneTime(text)).toBe(false);
  });
  it("every sample such a code, the use case is 2FA's, not ACCOUNT_NOTIFICATION (DCA 602)", () => {
    const f = preflight({ brand, campaign: {
      use_case: "ACCOUNT_NOTIFICATION",
      description: "Sign-in codes for the Pinecrest Dental patient portal.",
      sample_messages: ["Pinecrest Dental portal code: 519204. Valid for 10 minutes.", "Pinecrest Dental: 884 031 is your code. It expires in 5 minutes."],
    } }).filter((x) => x.rule === "use-case-samples");
    expect(f.map((x) => [x.path, x.vendorCodes])).toEqual([[["use_case"], ["Twilio 30893", "DCA 602"]]]);
  });
});

describe("a value the person is asked to use is a code, whatever word of a name stands before it", () => {
  const code = (text: string) => read({ sample_messages: [text] }).samples[0]!.code;
  it.each([
    "Bay Room Studio: use 551903 to finish signing in.",
    "Gate House Storage: enter 7731 to confirm your phone.",
    "Suite Spot Salon: type 602918 on the booking page.",
  ])("%s: a code", (text) => {
    expect(code(text)).toBe(true);
  });
  it.each([
    "Harbor Room: order 4471 is ready, use the side door.",
    "Gate House Storage: unit 7731 rent posted. Use the keypad as usual.",
  ])("%s: an identifier", (text) => {
    expect(code(text)).toBe(false);
  });
});

describe("what a description tells, said as letting the recipients know it", () => {
  const subject = (description: string) => read({ description }).useCaseFacts.description!.subject;
  it.each([
    "Lets renters know when the pool is closed for cleaning.",
    "We let patients know their prescription is ready for pickup.",
    "Pinecrest Dental lets families know the hygienist is running late.",
  ])("%s: says what the texts are about", (d) => {
    expect(subject(d)).toBe(true);
  });
  it.each([
    "Lets us know.",
    "We know our customers.",
    "Lets customers know.",
  ])("%s: says nothing of what is sent", (d) => {
    expect(subject(d)).toBe(false);
  });
});

describe("what a description tells, said as what the texts themselves say", () => {
  const subject = (description: string) => read({ description }).useCaseFacts.description!.subject;
  it.each([
    "Our outreach bus brings large-print books to homebound readers every other week. Texts say the bus is coming.",
    "Our pantry brings groceries to seniors every other week. Messages say the truck is coming.",
    "Our library brings books to homebound readers every week. Each message confirms the bag was dropped off.",
  ])("%s: says what the texts are about", (d) => {
    expect(subject(d)).toBe(true);
  });
  it.each([
    // (a person says it, not the texts; or the texts say nothing named)
    "Our pantry brings groceries to seniors every other week. Drivers say the truck is coming.",
    "Our pantry brings groceries to seniors every other week. Our texts say hi.",
    "Our pantry brings groceries to seniors every other week. Texts never say the truck is coming.",
  ])("%s: says nothing of what is sent", (d) => {
    expect(subject(d)).toBe(false);
  });
});

describe("what a description tells, said as what the texts' senders are doing", () => {
  const subject = (description: string) => read({ description }).useCaseFacts.description!.subject;
  it.each([
    "Our team replies to messages from homeowners planning a kitchen remodel.",
    "The shop answers texts from riders needing a tune-up or a flat fixed.",
    "Our desk answers texts from tenants reporting a leak or a broken heater.",
  ])("%s: says what the texts are about", (d) => {
    expect(subject(d)).toBe(true);
  });
  it.each([
    // (whom the texts come from doing nothing named, or the texts going to them)
    "Our desk answers texts from customers.",
    "We answer texts from people wanting things.",
    "Texts for customers visiting our store.",
  ])("%s: says nothing of what is sent", (d) => {
    expect(subject(d)).toBe(false);
  });
});

describe("a transactional message the description sets apart from the campaign is not one of its messages", () => {
  const transactional = (description: string) => read({ use_case: "MARKETING", description }).useCaseFacts.transactional;
  it.each([
    "Menu news and win-back offers. Separate consent from delivery texts (own checkbox, own campaign).",
    "Weekly specials for club members, kept separate from order confirmations.",
    "New arrivals and sale alerts, a list apart from our shipping updates.",
  ])("%s: none", (d) => {
    expect(transactional(d)).toBeUndefined();
  });
  it.each([
    "New arrivals, sale alerts and shipping updates for online orders.",
    "Weekly specials, and order confirmations for pickup orders separate from the specials.",
  ])("%s: a transactional message", (d) => {
    expect(transactional(d)).toBeDefined();
  });
});

describe("one more given for so many bought, named by its place, is an offer", () => {
  readsFact("a bought-so-many offer", (t) => read({ sample_messages: [t] }).samples[0]!.promotional, [
    "Lakeside PTA: Order 3 wreaths by Sunday, get a 4th free!",
    "Hilltop Bakery: purchase 2 pies and get the third one half off.",
    "Suds Car Wash: order 5 washes, get your 6th on us. Reply STOP to opt out.",
  ], [
    "Lakeside PTA: your order of 3 wreaths is ready; the 4th is back-ordered.",
    "Hilltop Bakery: order 12 is ready for pickup at the third window.",
    "Suds Car Wash: you've bought 5 washes; your 6th wash is booked for Friday.",
  ]);
});

describe("the person matched with one of another network's people is lead sharing, the brand's own people are not", () => {
  readsFact("lead sharing", (t) => read({ description: "Hadley Law texts clients.", sample_messages: [t] }).leadSharing, [
    "Hadley Law: injured at work? Reply YES and we'll connect you with a workers' comp attorney from our network.",
    "Brightside Dental: moving away? We can refer you to a dentist in our partner network near your new home.",
    "Keystone Realty: selling out of state? We'll match you with an agent within a national referral network.",
  ], [
    "Hadley Law: reply YES and we'll connect you with one of our attorneys this week.",
    "Brightside Dental: your new patient portal is live; connect with us on our network of clinics' app.",
    "Keystone Realty: we'll match you with the agent who covers your neighborhood.",
  ]);
});
