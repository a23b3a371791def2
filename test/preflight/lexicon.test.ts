// The content lexicon (schema/preflight/lexicon): every category is found by the products and services
// that belong to it, written the ways people write them; no declared look-alike is read as content; every
// entry names its source. The rules that use it are tried on the corpus (corpus.test.ts: sound/lookalikes.yaml
// and the product-named cases of unsound/content.yaml).
import { describe, expect, it } from "vitest";
import { CATEGORIES, type CategoryId, categoryInfo, findCategories } from "../../schema/preflight/lexicon";
import { expand } from "../../schema/preflight/lexicon/match";

const categoriesOf = (text: string) => [...new Set(findCategories(text).map((m) => m.category))];

/** At least three product or service phrasings per category, none of them the category's own word alone. */
const FOUND: Record<CategoryId, string[]> = {
  sex: ["Explicit nudes sent nightly", "Visit our strip club downtown", "New erotic stories every week", "Adult entertainment all night", "New OnlyFans drops nightly", "Adult toys 30% off"],
  hate: ["Join the white power rally", "Speeches on white supremacy", "A newsletter full of racial slurs"],
  cannabis: ["Shatter and badder restocked", "Our house strain is back", "Rec and medical menus updated Friday", "Autoflower seeds and Blue Dream seeds ship Friday", "4/20 special: infused brownies, 10mg each", "Spliffs and moonrocks at the counter", "Half-gram distillate carts back in stock", "Indica pre-rolls 2 for $10", "Rick Simpson oil in stock", "THC gummies are 20% off", "Pre-rolls and edibles at our dispensary", "Delta-8 carts just dropped", "Visit our pot shop on Main",
    "Live resin carts restocked", "An eighth of top-shelf flower", "THC seltzers by the espresso bar", "HHC gummies just landed"],
  "cbd-hemp": ["CBN sleep gummies are back", "CBD bath bombs 2 for $15", "New CBD muscle balm at the counter", "Broad-spectrum tinctures for pets", "CBD dog treats for anxious pups", "New CBG drops", "Try our CBD gummies", "Full-spectrum hemp oil tinctures are back", "Hemp-derived wellness drops", "Our cannabidiol cream soothes",
    "Hemp-infused gummies at the register", "New hemp lotion and salve", "CBG tinctures are here"],
  drugs: ["Xanax with no prescription, shipped discreetly", "Antibiotics without a prescription", "Ivermectin online no prescription", "Kratom capsules in stock", "Magic mushrooms for sale", "New bongs and dab rigs at our head shop", "Mushroom microdosing kits", "Shroom chocolate bars are back"],
  alcohol: ["Draft specials all weekend", "Happy hour: $3 domestics", "A bucket of five Coronas for $20", "Craft drafts $4 until 7", "Mimosas and Bloody Marys at brunch", "Our seasonal hazy on draft", "Hennessy bottles and Patron shots for the party", "$3 Coronas and a bucket of Modelo", "Six pack of beer with any pizza", "Rooftop cocktails and a tap takeover", "Whiskey sours and palomas are half off", "A fifth of Tito's with every order", "Wine Wednesday: half-price glasses of red", "Long Island iced teas all night", "Gin and tonics on the patio", "Two-drink minimum at the show", "Jameson whiskey and Baileys Irish cream in stock",
    "Happy hour pints are $4", "Frozen margaritas all day", "Two shots of tequila for $8", "New IPA on tap", "Ice-cold lagers",
    "Bottomless mimosas at brunch", "A pinot noir tasting", "Jello shots at the party", "Craft beer flights", "Our new brewery",
    "Free-flowing prosecco and rosé", "Buckets of Bud Light for the game", "$4 wells and drafts", "Aperol spritz on the patio", "Moscow mules all night",
  ],
  "tobacco-vaping": ["New flavors of disposables just in", "Pods and coils for your device", "Refillable pod systems on sale", "Rechargeable disposables in 15 flavors", "Vape kits 20% off", "Skoal mint long cut on the counter", "Flavored disposables restocked", "Raz TN9000 and Mr Fog in stock", "Cans of Grizzly and tins of Zyn", "Electronic cigarettes and vapor products", "Mesh coils and pod mods", "Disposable vapes 2 for $20", "Nicotine salts restocked", "New nicotine pouches in store", "E-cigs and vape juice", "Hookah lounge opens",
    "Elf Bar and Geek Bar restocked", "Cartons of Marlboros", "Zyn and Velo pouches"],
  firearms: ["Reloading dies and powder in stock", "Primers and reloading brass restocked", "CCW renewal course next weekend", "45 ACP and 38 Special on the shelf", "12 gauge shells in stock", "Rimfire and centerfire sale", "Pistol permit class Saturday", "Bolt-action rifles this week", "Lane rental at our firing range", "AR-15 rifles on sale", "9mm rounds back in stock", "Handguns and ammo this weekend", "Gun show Saturday", "Concealed carry class",
    "Glock 19s in stock", "Buckshot shells on sale", "Boxes of rounds 20% off", "Guns and ammo at the snow sale",
    "Snow camo rifles in stock"],
  gambling: ["Big game squares at the bar, $10 a box", "The squares board fills up fast", "Game day squares: cash every quarter", "Tickets $10 each, winner takes half the pot", "Put $20 in; the top finisher gets the entire pot", "Join the biggest loser pool, $25 buy-in", "Whoever sells most wins the whole pot", "Winner gets half of the pot at Friday's drawing", "Fantasy football league $100 entry, winner takes pot", "Free bet when you deposit $10", "Bingo night with cash prizes", "Super Bowl squares $10 a box", "Scratch tickets at the register", "Premium sports picks every Sunday", "Pick 3 draw tickets at the counter", "Buy your raffle tickets before Friday's drawing", "Baccarat and video poker all night", "Bet $5, get $200 in bonus bets", "NFL picks from our handicapper", "Cash bingo jackpot tonight", "Vegas night with a $50 buy-in", "Place your bets on Sunday's game", "Claim 50 free spins", "Same game parlay boost", "New online casino bonus", "Lottery tickets at the register",
    "Texas hold'em tournament Friday", "Eid raffle tickets $20 each", "World Cup bracket pool: winner takes 70% of the pot", "Powerball jackpot hits $500M", "Claim your risk-free bet on DraftKings",
    "Bet on the Derby from your phone, lines posted at noon", "Wager on who scores first tonight", "Odds on tonight's fights are posted"],
  sweepstakes: ["Each visit is an entry to win a spa day", "Every order earns one entry to win a bike", "Your entries to win close Friday", "Every ticket you buy enters you to win a trip", "Buy more to boost your odds of winning", "Enter to win a cruise", "Text WIN to enter our holiday giveaway, one winner drawn 12/20", "Sweepstakes entries close Friday", "Our summer sweepstakes starts now", "Every order is a chance to win",
    "Every login is also an entry into our monthly gift card giveaway", "Reply ENTER to go in the draw for a $200 voucher",
    "Text WIN to 55123 for a spa day, one winner", "Every purchase puts you in the draw to win a kayak", "Our $1,000 cash drawing closes Sunday", "Your entries in the weekly raffle are counted"],
  payday: ["Get up to $500 in minutes, repay when you get paid", "Access the wages you've already earned", "Take a $400 advance today", "Cash advances with no credit check", "Instant loans approved in minutes", "Loans for bad credit, approved today", "Borrow $200 and repay on payday", "Advance up to $750 from your upcoming paycheck", "Get $300 before your next paycheck", "Our partner app gets you up to $500 of your next paycheck today", "Title pawn on your car today", "Bad credit OK, cash today", "We cover you until your next paycheck", "Get an advance on your next paycheck", "Cash advances in minutes", "Payday loans approved today", "Car title loans with no credit check", "Borrow $300 until your next payday",
    "Get up to $500 of your next paycheck early", "Earned wage access in the app", "Emergency cash advances",
    "Get $500 cash today and pay it back out of your next check", "Draw up to half of your next paycheck before payday", "Fast cash against the title of your paid-off car"],
  "debt-consolidation": ["Pay off your cards with one loan", "Roll your credit cards into one payment", "Consolidate your card balances today", "One monthly payment instead of five", "Simplify your debts into one payment", "Lower your interest on your credit card balances", "Consolidate your credit card payments into one", "Consolidating card payments made easy", "Debt consolidation loans", "Combine your credit card debt into one payment",
    "Juggling 4 card bills? Roll them into one easy monthly payment", "One low monthly payment for all your bills",
    // a business's or a household's debt, its owner a possessive
    "Our partners can consolidate your shop's debt this month", "We consolidate the family's loans into one", "Consolidating your company's bills is easy with Clearway"],
  "debt-relief": ["Our partner can cut your business debt in half", "We slash your medical debt by 40%", "Reduce your tax debt by half", "We help you pay back less than you owe", "Settle old medical bills for a portion of the balance", "Get your IRS back taxes forgiven", "Cut your debt in half", "Our debt specialists negotiate with creditors for you", "Resolve your IRS tax debt", "Get relief from credit card debt", "Book a free debt consultation", "Get out of debt fast", "Student loan forgiveness program help", "See if you qualify for credit card debt relief", "Settle your debts for less than you owe", "Debt relief programs", "Settle for a fraction of what you owe", "Reduce your total debt by 40%",
    "Our program can settle what you owe for a fraction of the balance", "Pay pennies on the dollar", "Stop creditor calls today",
    "Our partners negotiate with your creditors so you pay back a fraction of what you owe",
    "Our partner negotiates your credit card balances down", "We get the card companies to accept less than you owe",
    "Lenders often settle for far less than what they're owed when our team calls", "Pay your creditors less than you owe, legally",
    "Our program can cut up to 50 percent of your credit card debt", "We help homeowners stop foreclosure fast", "Our partners slash half of your medical debt"],
  "credit-repair": ["We get late pays off your report in 30 days", "Collections and late pays from your credit report, gone", "Our partner will raise your score 100 points in 45 days", "Get negative accounts deleted from your report", "Our specialists fix your credit report", "Dispute inaccurate items today", "Remove derogatory marks", "We dispute errors with all three bureaus", "Remove late payments and charge-offs", "We remove your collections and hard inquiries", "We get old collections taken off your credit report", "We challenge the negative items on your credit report", "We remove collections and charge offs from your report", "Hard inquiries removed in 30 days", "Credit dispute letters that work", "Boost your FICO score by 80 points", "We remove negative items from your credit report", "Credit repair in 30 days", "Fix your credit fast", "We repair and rebuild your credit so you qualify for a home", "Our team will boost and fix your FICO score in 60 days", "Our specialists fix their credit scores in weeks", "Deleting late payments from your credit report",
    "We'll get those marks wiped off your credit report", "Boost your credit score by 100 points", "Buy a tradeline today",
    "Late payments and collections wiped off your report in 60 days",
    "Our partner fixes your score in 30 days", "We repair their scores fast", "Bad credit? We rebuild your score within weeks"],
  cryptocurrency: ["Invest in digital assets today", "Claim the token airdrop", "Buy a hardware wallet", "The meme coin launch is live", "Digital asset trading with low fees", "Buy digital currency in the app", "Bitcoin and Ethereum prices", "Mint your NFTs", "Trade crypto with zero fees",
    "Buy ether in our app", "Earn staking rewards", "The token presale opens Monday",
    // tokens urged as a rising investment, whatever their name
    "Join our circle: buy HRC tokens now before the price jumps", "Grab MOON coins today before the price goes up", "Get your Fenwick tokens before their price climbs"],
  "risky-investment": ["Daily forex signals", "Penny stock picks every morning", "A work-from-home opportunity with guaranteed profits", "Join our MLM team"],
  deceptive: ["Final notice: buy two gift cards and text us the codes to keep your service on", "Read us the numbers on the back of the card... send us the codes from the gift cards within the hour",
    "You can settle your fine with gift cards at any pharmacy", "Pay now with gift cards to avoid arrest", "Bad credit? Guaranteed approval on every application", "Loans guaranteed for everyone, apply by text",
    "Our no-doc mortgage closes in a week",
    // a government's decision promised
    "GUARANTEED green card in 60 days or your money back", "Visa approval guaranteed through our insiders", "Guaranteed citizenship for your family this year",
    // returns promised on money put in
    "Put $500 in our fund: guaranteed 5x returns", "Our new coin pays 3x gains guaranteed", "Guaranteed returns on your investment in 90 days",
    "Double your bitcoin with our trading bot",
    // a secret asked for by text
    "If this wasn't you, reply with your card number and PIN", "Text us your online banking password to unlock the account", "To verify, respond with your social security number",
    // a secret asked for over the phone, to claim something
    "You won! Claim it by calling us and confirming your card number", "Call today and verify your social security number to receive the grant",
    "Ring our desk and read us your full debit card number to release the prize"],
  "debt-collection": ["Your card balance is now in collections", "Your account has been sent to collections; call to arrange payment", "Your balance has been placed with our agency", "The account was turned over to a collection agency", "We text on behalf of the hospitals we represent about balances they placed with us", "Accounts 60 days past due are handed to an outside collection agency", "It texts the balance owed on the county's behalf", "We are contacting you on behalf of our client", "Your account has been placed with our agency", "We recover unpaid invoices for medical offices", "Our collection agency will contact you", "We collect past due debts for lenders", "On behalf of the original creditor", "Debt collectors call daily",
    "This is an attempt to collect a debt", "Your account was placed with us for collection",
    "Former tenants of other landlords whose past-due balances we collect on their behalf"],
  "lead-generation": ["Shop our partners' picks and we earn a commission on every purchase", "We may earn a small commission from your order",
    "As an Amazon Associate we earn from qualifying purchases", "Requests we can't serve go to lead buyers", "We work with lead brokers nationwide", "Get quotes from up to 5 lenders", "Get matched with a solar installer near you", "Free quotes from up to three movers", "Leads for sale daily", "Join our affiliate program", "Lead gen for solar installers",
    "Exclusive solar leads daily", "Join our affiliate network",
    "The movers who pay us a referral fee for each customer we send them", "Dealers pay us a commission per buyer",
    "Three law firms paid us a fee for every driver who filled in the form",
    // paid when the reader buys
    "Partner pick: 30% off meal kits, and we earn a commission when you buy", "We get a small cut if you sign up through our link",
    "I may earn a commission whenever you shop with this code"],
  "prescription-drugs": ["Weight loss injections from our clinic", "Adderall and Xanax shipped to you", "Tramadol delivered this week", "Tirzepatide starter plans from our clinic", "Compounded GLP-1 shots by mail", "Generic Cialis delivered in 2 days",
    "Doctor-supervised weight loss injections", "ED meds without a waiting room", "Ask about Zepbound this month"],
  lending: ["Your loan application is approved", "Get the lender's best rate today with our direct lending team", "Talk to a lender today", "Open a line of credit",
    "Auto loans from 5.9% APR", "Your loan application was received", "Apply for a personal loan", "Refinance your mortgage",
    "Borrow up to $500 today", "Our finance desk arranges your loan before you leave the lot", "We fund new loans in 24 hours",
    "Buy here pay here financing on every truck", "Get approved for financing in minutes", "In-house financing, any credit", "2.9% APR financing on every bike",
    "Ask about our solar loan with no money down", "We lend directly, no bank in between", "A home improvement loan for the new roof",
    "As a direct lender we decide the same day", "We lend up to $40,000 for a new furnace",
    // the brand lending to the reader
    "Ride home today: we lend you up to $3,000 ourselves", "We'll loan you the cash for a new mower, pay us back monthly", "Short on funds? We lend them money for tuition"],
};

/** The issue's own look-alikes, in sentences: none is content. */
const NOT_CONTENT = [
  // a loaner lent, a commission that is a job's, a card number never to be confirmed, a shipment consolidated
  "We lend you a loaner bike while yours is in the shop.", "Our artists earn a commission when you buy their prints at the fair.",
  "We will never ask you to confirm your card number.", "Never verify your PIN to anyone who calls.",
  "We consolidate your shop's orders into one weekly delivery.",
  // arcade tokens, a visa interview scheduled, a price before it rises that is no token's
  "Arcade tokens are 4 for $1 at the front desk.", "Your visa interview is confirmed for May 3; bring your passport.", "Book now before the price goes up on Friday.",
  // a gift card bought, given, won or accepted at the till; a guarantee of something other than credit; trash collections
  "Buy a $50 gift card and get a $10 bonus card.", "You can pay with a gift card or any major card at checkout.",
  "Your gift card code is on the back of the card.", "Satisfaction guaranteed or your money back.",
  "Your rental application approval is usually within 2 days.", "A gift card with every order over $50 this week.", "Thanks for your entry in the chili cook-off.", "Holiday trash collections run a day late this week.",
  // lending a hand, lending items, a loan of a painting, a fee paid by the customer
  "We lend a hand at the food drive.", "The tool library lends drills to members.", "Your home energy audit is Tuesday.",
  "Customers pay us a deposit for each order.", "Solar panel cleaning for your roof.",
  "The first one in gets the whole pot of coffee.", "A pool party for the weight loss group.",
  // a disclaimer said of joining a text list as well as of a drawing
  "No purchase necessary to join our text deals.", "Free tote giveaway with every order this weekend.",
  "Sunflower seeds and tomato seeds for the spring garden.", "Gorilla Glue and wood glue in aisle 7.",
  "Your line of credit payment of $95 posts on the 3rd.", "Your HELOC statement is in online banking.",
  "Good news: your truck loan was paid off and the title is in the mail.", "Your personal loan installment is due Friday.",
  "Fraudsters may ask for bitcoin; we never will.", "Crypto kiosk scams target seniors: hang up and call us.",
  "Riveting guns, laser guns for temperature and caulking guns are 15% off.", "Tattoo gun needles restocked.",
  "Try the bourbon-glazed pork chop or the penne alla vodka.", "Rum cake and wine-braised short ribs for Sunday supper.",
  "Tequila-lime shrimp tacos and a champagne vinaigrette salad.", "Bourbon vanilla bean gelato is back.",
  "Whiskey barrel planters for the patio.", "A stout oak fence keeps the deer out.", "Our mimosa trees are in bloom.",
  "Parking in the CBD is free after 6 PM.", "CBD parking garage closes early Friday.", "Parlay your internship into a job.",
  "The dispensary at the surgery closes at 1 PM on Saturdays.", "Hospital dispensary hours change Monday.",
  "Your Ozempic refill is ready for pickup.", "A GLP-1 prior authorization was sent to your insurer.", "Glop of glue on the bench.",
  "Bright Smile Dental: flu shots are available at your visit.", "Sunday pot roast is back!", "Root beer floats are $3.",
  "Ginger beer and lemonade for the kids.", "Your credit card payment is due on 6/15.", "Make a bar of soap in class.",
  "Wine-colored yarn is 30% off.", "Bourbon-brown suede boots are back.", "Just roasted: Colombia Pink Bourbon, 200 bags.", "Gin rummy night at the senior center.", "This campus is vape-free.",
  "Library fines are waived this month.", "Book your table in advance.", "Advance booking opens Monday.",
  "Your interlibrary loan has arrived.", "Items on loan are due Friday.", "You bet we'll see you Tuesday!",
  "Hot glue guns on sale.", "Snow guns run all night on the beginner slope.", "Our snowmaking guns are off till Friday.",
  "The snow gun crew starts at 4 AM.", "Our notary witnesses the lender's closing documents at your kitchen table.",
  "Bring ID; the lender's signing instructions are in your email.", "We print your lender's closing package before the visit.", "The school lottery for kindergarten seats is Friday.", "Your cash advance limit is $500.",
  "Nude lipstick shades are here.", "Shrimp cocktail starter.", "Quit vaping with our free program.",
  "Trash collection moves to Tuesday.", "Nonstop service for the whole family.", "Add it to your digital wallet.",
  "A shot of espresso with every pastry.", "Come to our happy hour: coffee is $1.", "Our new lead paint testing service.",
  "Call Margarita at the front desk.", "Sexual health clinic hours.", "A weed killer for your lawn.", "Get a booster shot today.",
  "Harlan County Library: a loan is almost due.", "Get your paycheck up to 2 days early with direct deposit.",
  "We combine orders into one shipment.", "We will never ask you to pay in gift cards or bitcoin.", "Watch for bitcoin scams.",
  "Our work is up to snuff.", "Weekend time slots and appointment slots are open.", "Your free credit report is available.",
  "Double shots of espresso all week.", "Apple cider donuts are back.", "Book a driving range bucket.",
  "Champagne diamonds and rose gold bands at the trunk show.", "Try pistol squats holding the rack.", "The charity golf outing has a shotgun start.", "Your auto loan payment of $312 is due 3/5.", "The museum arranged the loan of two paintings for the fall show.", "We arranged a loaner car while yours is in the shop.",
  "A donor funds the loan of laptops to students.", "Your library loan was renewed.",
  "A reminder before their auto loan payment is due.", "Your mortgage statement is ready.",
  "Get a back-in-stock alert for your size.", "Paint stripper and concrete vibrators on sale.", "Free shipping and guaranteed returns.",
  "Only 3 days until payday: treat yourself to our $5 lunch.", "Borrow up to 30 books at a time.", "For the sake of your teeth, floss.", "Sugar baby watermelons at the farm stand.", "Vino's Pizza is open late.", "Our Samuel Adams tour of Boston starts at noon.", "A refrigerated reefer trailer hauls the produce.", "Registered student organization (RSO) fair Monday.",
  "Paintball guns and airsoft rifles at the field.", "Hit the driving range after work.", "Cat scratchers and toys 20% off.", "Scratch-off coupons at checkout.",
  "Lavender-infused syrup in your latte.", "Espresso-infused brownies are back.", "Jack and Jill bathroom remodels.", "The Long Island office is closed Monday.", "Amaretto cheesecake is back.",
  "Hire bartenders for your wedding.", "Book a tasting room tour of our chocolate factory.", "Pick 3 toppings for $9.", "Our scratch kitchen opens at 11.",
  "Free-range eggs at the farm stand.", "Reserve a bingo card for seniors' game day.", "Earn points on your mortgage payment.", "Replacement pods for your coffee maker.", "Your student loan disbursement posted to your account.", "A surge suppressor for every outlet.",
  "The rifle team practices Tuesday.", "Camp lottery results are out.", "A lottery for summer camp spots opens Monday.",
  "Narcan, no prescription needed.", "Flu shots: no prescription required.", "Our pod coffee maker is back.",
  "NFL draft party with wings on Thursday.", "Fantasy draft night at the clubhouse.", "If you pay less than the minimum, a late fee applies.",
  "Tick the box to enter our free honeymoon raffle.", "The raffle at the booth is separate.", "Parked at the taproom lot Fri 4-9.",
  "Loan payment posted to your account.", "Alerts: low balance, loan payment due in 5 days.",
  "3 bed foreclosure listing on Elm St, open house Sunday.", "Bank-owned and foreclosure homes under 200k this week.", "The county halted foreclosure auctions during the storm.",
  "Check your credit score free in the app.", "We fixed and raised the fence on your lot.",
  "We bet on local talent every season.", "Don't bet on the weather: bring a jacket.", "I'd bet on rain tomorrow, so bring a jacket.",
  "New strains of flu are going around: book your shot.", "Rent a storage unit with no credit check.", "Use your gift card for part of the balance.",
  "If you pay less than you owe, the rest rolls to next month.", "Sales associates earn a commission on every sale.",
  "You earn points on every purchase.", "We earn your trust on every order.", "Price per square foot is $240.",
  "The square dance board meets Tuesday.", "Free entry to the museum on Sunday.", "Your business debit card has shipped.", "Fix your report card grades with tutoring.", "Your earned pay for this period is $842.",
  // a shop's returns policy, a score in a game, a tennis draw, entering a form
  "Free guaranteed returns within 30 days on every order.", "Fix your score card before you leave the course.",
  "She's seeded third in the draw this year.", "We will never ask you to reply with your PIN.", "Reply with your order number and we'll check on it.",
  "Don't text us your password; call the branch instead.", "Reply ENTER your order number to track it.",
  "A payment less than you owe leaves a balance on the account.", "If you pay less than the statement balance, interest applies.", "Our bank takes less than a minute to open an account.",
];

describe("content lexicon: categories by meaning", () => {
  it("the issue's categories are all in the lexicon", () => {
    expect(CATEGORIES.map((c) => c.id).sort()).toEqual(Object.keys(FOUND).sort());
  });

  for (const [category, phrasings] of Object.entries(FOUND)) {
    it(`${category}: found by at least three of its products and services`, () => {
      expect(phrasings.length).toBeGreaterThanOrEqual(3);
      for (const p of phrasings) expect(categoriesOf(p), p).toContain(category);
    });
  }

  it("every declared look-alike, alone and in a sentence, is not content", () => {
    for (const c of CATEGORIES) {
      for (const l of c.lookAlikes) {
        for (const words of expand(l.phrase)) {
          const phrase = words.join(" ");
          expect(findCategories(phrase), `${c.id}: ${phrase}`).toEqual([]);
          expect(findCategories(`Reminder: ${phrase} this week.`), `${c.id}: ${phrase}`).toEqual([]);
        }
      }
    }
  });

  it("the issue's look-alikes (a dentist's shot, pot roast, root beer, a card payment due, a bar of soap…) are not content", () => {
    for (const text of NOT_CONTENT) expect(findCategories(text), text).toEqual([]);
  });

  it("every entry has a source, an id in its category, terms, and no phrase is declared twice", () => {
    const ids = new Set<string>();
    const owner = new Map<string, string>();
    for (const c of CATEGORIES) {
      expect(c.sources.length, c.id).toBeGreaterThan(0);
      expect(c.entries.length, c.id).toBeGreaterThan(0);
      for (const e of c.entries) {
        expect(e.id.startsWith(`${c.id}/`), e.id).toBe(true);
        expect(ids.has(e.id), e.id).toBe(false);
        ids.add(e.id);
        expect(e.source.url, e.id).toMatch(/^https:\/\//);
        expect(e.source.vendor, e.id).toBeTruthy();
        expect(e.terms.length, e.id).toBeGreaterThan(0);
      }
      const declared = [
        ...c.entries.flatMap((e) => e.terms.flatMap((t) => expand(t).map((w) => [w.join(" "), e.id] as const))),
        ...c.lookAlikes.flatMap((l) => expand(l.phrase).map((w) => [w.join(" "), `${c.id} look-alike`] as const)),
      ];
      for (const [phrase, who] of declared) {
        const before = owner.get(phrase);
        expect(before === undefined || before === who, `"${phrase}": ${before} and ${who}`).toBe(true);
        owner.set(phrase, who);
      }
    }
  });

  it("the metadata names each category's treatment, severity, sources and vendors' codes", () => {
    expect(categoryInfo("cbd-hemp")).toMatchObject({ treatment: "prohibited", severity: "error" });
    expect(categoryInfo("cbd-hemp").vendorCodes).toContain("Twilio 30860");
    expect(categoryInfo("alcohol")).toMatchObject({ treatment: "age-gated", name: "alcohol" });
    expect(categoryInfo("lending").treatment).toBe("restricted");
    expect(categoryInfo("debt-consolidation").vendorCodes).toContain("Twilio 30869");
  });
});

describe("content lexicon: the matcher", () => {
  it("returns the category, entry, the text's own words and their character span", () => {
    const text = "Try our CBD Gummies and two shots of tequila!";
    expect(findCategories(text)).toEqual([
      { category: "cbd-hemp", entry: "cbd-hemp/cbd", phrase: "CBD Gummies", start: 8, end: 19 },
      { category: "alcohol", entry: "alcohol/serving", phrase: "shots of tequila", start: 28, end: 44 },
    ]);
    for (const m of findCategories(text)) expect(text.slice(m.start, m.end)).toBe(m.phrase);
  });

  it("reads case, plurals, possessives, hyphens, spaces and closed-up compounds alike", () => {
    for (const t of ["e-cigarette", "E cigarettes", "ecigarette", "E-CIGS", "ecig"]) expect(categoriesOf(t), t).toEqual(["tobacco-vaping"]);
    for (const t of ["sportsbook", "sports book", "sports-books"]) expect(categoriesOf(t), t).toEqual(["gambling"]);
    expect(categoriesOf("the brewery's new lager")).toEqual(["alcohol"]);
    expect(findCategories("nicotine’s pouches")[0]?.phrase).toBe("nicotine’s pouches");
  });

  it("takes the longest phrase at each word, and a look-alike hides the words it covers", () => {
    expect(findCategories("payday loans")).toMatchObject([{ category: "payday", phrase: "payday loans" }]);
    expect(findCategories("root beer and craft beer")).toMatchObject([{ category: "alcohol", phrase: "craft beer" }]);
    expect(findCategories("alcohol-free beer")).toEqual([]);
  });

  it("a phrase does not run across punctuation, and a word with a second meaning is matched only in its phrase", () => {
    expect(findCategories("craft. Beer")).toMatchObject([{ phrase: "Beer" }]);
    expect(findCategories("hemp, oil")).toEqual([]);
    for (const t of ["a shot", "pot luck", "weed the garden", "slots open", "pay in advance", "our spirit week", "Brandy will call you"]) {
      expect(findCategories(t), t).toEqual([]);
    }
  });

  it("reads texting shorthand as the word it stands for, as the reading's lemmas do (\"ur\", \"pts\")", () => {
    for (const t of ["we fix ur credit fast", "Boost ur credit score by 80 pts", "jump your credit score 150 pts, free consult"]) {
      expect(categoriesOf(t), t).toEqual(["credit-repair"]);
    }
    // (a shorthand word outside a term is nothing: points earned, "ur" in a greeting)
    for (const t of ["you earned 100 pts on your last visit", "ur order is ready", "check ur credit card statement"]) expect(findCategories(t), t).toEqual([]);
  });

  it("a new loan offered over the person's own is lending; the person's own loan serviced is not", () => {
    for (const t of ["Lower your student loan payments with our partner today", "Refinance your auto loan rate in 5 minutes", "We can cut your home loan payments by $200"]) {
      expect(categoriesOf(t), t).toContain("lending");
    }
    for (const t of ["Your student loan payment posted on 3/1", "Your auto loan payment is due Friday", "Reminder: your home loan statement is ready"]) {
      expect(categoriesOf(t), t).not.toContain("lending");
    }
  });

  it("a token sold as an investment in the trade's slang is cryptocurrency; a paid raffle entry is gambling", () => {
    for (const t of ["Pay in GymCoin and stake it for 8% a year", "Grab our new token now and watch it moon", "Early holders get 20x when we list",
      "hodl for the long run"]) expect(categoriesOf(t), t).toContain("cryptocurrency");
    for (const t of ["Buy a $10 raffle entry for the signed jersey", "Raffle entries for a shot at the grand prize are $5", "Grab 5 raffle entries at the door"]) {
      expect(categoriesOf(t), t).toContain("gambling");
    }
    for (const t of ["The moon is full tonight, watch it rise over the lake", "Early buyers get first pick of the puppies", "Bus tokens are sold at the front desk",
      "Free entry for a chance to meet the author"]) {
      expect(categoriesOf(t), t).not.toContain("cryptocurrency");
      expect(categoriesOf(t), t).not.toContain("gambling");
    }
  });

  it("credit fixed is credit repair in the third person too (\"our partner fixes bad credit\")", () => {
    for (const t of ["Our partner fixes bad credit in 30 days", "Harbor Financial repairs your credit while you wait", "She restores bad credit for a flat fee"]) {
      expect(categoriesOf(t), t).toEqual(["credit-repair"]);
    }
    for (const t of ["Our partner fixes bad brakes in 30 minutes", "He repairs your credit card reader at the counter", "The app restores your credits after a refund"]) {
      expect(categoriesOf(t), t).not.toContain("credit-repair");
    }
  });

  it("a term written in the plural matches only the plural (\"edibles\", not the adjective)", () => {
    expect(categoriesOf("cannabis edibles")).toEqual(["cannabis"]);
    expect(findCategories("edible glitter")).toEqual([]);
    expect(findCategories("Edible Arrangements")).toEqual([]);
  });

  it("an empty or wordless text has no match", () => {
    expect(findCategories("")).toEqual([]);
    expect(findCategories("!!! ... 123")).toEqual([]);
  });
});
