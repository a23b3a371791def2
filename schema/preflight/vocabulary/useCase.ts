import { phrase, wordList } from "../reading/phrase";
import { NO_SUBJECT_NOUNS } from "./purpose";
import { TEXT_CHANNEL } from "./texting";

/*
 * Wording that tells a use case: promotional offers, placeholder descriptions; the transactional use cases.
 * Phrases are phrase patterns (reading/phrase.ts); a plain list of words is matched as written, whole words,
 * case-insensitive (`wordList`). Kept to terms
 * that mean the thing on their own: a word with an everyday second meaning is left out rather than
 * flagging sound registrations.
 */

/** A code word to type at checkout ("FALL20", "SAVE15"): a word's shape, letters then digits. */
/*
 * (A word written /so/ is matched as written, not by its lemma, where the regular expression these phrases were
 * matched only that form: "end-of-season sales" and "you used FALL20" are no offer.)
 */
const CODE_WORD = "/[a-z]+\\d+/";
/** What an offer gives away or prices: words after "get a …" ("get a month free", "get 2 washes on us"). */
const GIVEN = [
  "month", "week", "day", "class", "lesson", "session", "visit", "night", "drink", "dessert", "appetizer", "coffee",
  // (an oil change: "oil" is the word the gap before it takes)
  "wash", "washes", "change", "item", "side", "upgrade",
];
/** What a season's or an occasion's offer is called ("spring special", "holiday sale"). */
const SEASONAL = "/special|specials|sale|deal|deals|savings|promo|promotion/";
const BRING_A_FRIEND = "/bring/ -? a -? friend";
const GET_GIVEN = "!you /get/ # extra? ~1 @given";
const GET_FIRST = "!you /get/ your|the first ~1 @given";
const SAVE = "!you /save/ up|an|another? to|extra?";
/**
 * Promotional wording, what an offer says however it is worded: a price off ("20% off", "$200 off", "half
 * price"), a code or coupon, a free trial ("free for 30 days", "try Acme Pro free"), a friend brought or
 * referred, a seasonal or limited special ("spring special: $49 drain cleaning", "this month only"), an upsell
 * ("upgrade to Plus for only $5 more").
 * Out of place in a transactional use case (Twilio 30985).
 */
export const PROMOTIONAL = [
  // "Your $5 off reward was applied", "your free trial ends Friday": the recipient's own account, not an offer.
  // (nor one already taken off: "20% off was applied; you paid $48")
  phrase("!your # /%|percent|pct/ off !>was|were|has|have|applied|already"),
  phrase("!your $ # off !>was|were|has|have|applied|already"),
  phrase("promo|discount code"),
  phrase("/coupon/"),
  phrase("flash /sale/"),
  phrase("limited -? time /offer|deal|only/"),
  phrase("limited-time /offer|deal|only/"),
  phrase("bogo"),
  // orders invited before they exist: "Mother's Day preorders open, order by 5/8", "pre-orders now open"
  phrase("/preorder|preorders|pre-order|pre-orders/ are? now? /open|opens|opened|start|starts/"),
  phrase("buy one ,? /get/ one"),
  phrase("buy # ~2 ,? /get/ # ~1 free|half|on"),
  phrase("buy # ~2 ,? /get/ another|the third? ~1 free|half|on"),
  phrase("buy # ,? /get/ #"),
  // One more of the same given for so many bought or ordered, the one named by its place ("order 3 tubs, get a 4th
  // free", "buy two pies and get the third one half off", "purchase 5 washes, get your 6th on us").
  phrase("buy|order|purchase # ~4 ,? and? /get/ a|an|the|your /\\d+(?:st|nd|rd|th)|second|third|fourth|fifth|sixth|tenth/ ~1 free|half|on"),
  // Money or a card given for so many bookings or orders ("book 3 loads get a $150 fuel card", "order 2 trays, earn $20").
  phrase("buy|book|order|complete|finish|refer # ~2 ,? /get|earn|score/ a|an $ #"),
  phrase("buy|book|order|complete|finish|refer # ~2 ,? /get|earn|score/ $ #"),
  // So much off a unit ("3 cents/gal off", "10¢ a gallon off") and things given free for an action ("get 2 free guest passes").
  phrase("# cents|¢ off"),
  phrase("# cents|¢ /|a|per gal|gallon|lb|pound|liter|litre off"),
  phrase("!you get|earn|grab|score # free"),
  phrase("!you get|earn|grab|score a|an free"),
  // A deadline to buy ("last week to lock your pre-buy price", "final day to grab one"): a sale's urgency.
  phrase("last|final day|days|week|chance|call to lock|buy|save|grab|claim|shop"),
  // Shipping given away, points multiplied, a code word to type at checkout: "free shipping on orders over $50",
  // "double points this weekend", "use FALL20 at checkout".
  // (delivery given away is the same offer from a shop that delivers: "free delivery all weekend on $35+")
  phrase("free shipping|delivery on orders|all|everything|any|every"),
  phrase("free shipping|delivery this|today|tonight|through|until|all"),
  phrase("double|triple points|rewards|stars|miles"),
  // ("2x" is read as "2", "x")
  phrase("2|3 x points|rewards|stars|miles"),
  phrase(`/use/ code|promo? ${CODE_WORD} at checkout`),
  phrase(`/use/ code|promo? ${CODE_WORD} online`),
  phrase(`/use/ code|promo? ${CODE_WORD} in -? store`),
  phrase(`/use/ code|promo? ${CODE_WORD} in-store|instore`),
  phrase(`/use/ code|promo? ${CODE_WORD} to get|save`),
  phrase("/shop/ now"),
  phrase("half -? price"),
  phrase("half-price"),
  phrase("half off"),
  phrase("!your free trial"),
  phrase("!your free for # day|week|month"),
  phrase("/try/ ~3 free"),
  phrase("/refer/ -? a -? friend"),
  // Friends counted for a reward ("refer 3 friends this week and your return is FREE"); not what the person did ("you
  // referred 2 friends").
  phrase("!you refer # friend"),
  // A job advertised with its bonus: "now hiring CNAs, $500 sign-on bonus!" (an offer of work, not a notice to the person;
  // "now hiring" alone is also a career fair's news: "40 employers now hiring").
  phrase("!your sign -? on|up bonus"),
  phrase("!your signing bonus"),
  // So many of a thing for a price, urged: "celebrate w/ 2 firewood bundles for $10", "grab 3 candles for $20" (not a
  // receipt's count and total, "4 tires for $612 installed", "2 tickets for $40 confirmed").
  phrase("!you|will|'ll grab|get|celebrate|enjoy|try|buy|score|stock|treat ~2 # %NOUN for $ #"),
  phrase("!you|will|'ll grab|get|celebrate|enjoy|try|buy|score|stock|treat ~2 # %NOUN %NOUN for $ #"),
  // A multi-buy price ("toppers are 2 for $10 today", "now 3 for $20") and an item urged on top ("add a 10-pack of
  // brownie bites for $8!"); not what was added or paid ("we added 2 items for $12", "2 tickets for $40 confirmed").
  phrase("/are|is|now|just|only/ # for $ #"),
  phrase("!you|we|can|will|'ll|they|to /add/ ~8 for $ #"),
  phrase("refer-a-friend"),
  // (the person's own, credited: "your referral bonus of $25 was added")
  phrase("!your referral /bonus|deal|discount|credit|reward/"),
  // A friend brought for a reward is an offer; "bring a friend" to a meetup is an invitation.
  phrase(`${BRING_A_FRIEND} for? free`),
  phrase(`${BRING_A_FRIEND} for half`),
  phrase(`${BRING_A_FRIEND} for $ #`),
  phrase(`${BRING_A_FRIEND} and you? both? get|save|eat|play|skate|ride|pay`),
  phrase(`spring|summer|fall|autumn|winter|holiday|weekend|weekly|monthly|anniversary ${SEASONAL}`),
  phrase(`black friday ${SEASONAL}`),
  phrase(`cyber monday ${SEASONAL}`),
  phrase(`grand opening ${SEASONAL}`),
  // A named day's sale ("Memorial Day sale!", "Presidents' Day deals", "Mother's Day specials"): an occasion's offer.
  phrase("%PROPN 's|’s|'? day /sale|sales|deals|specials|savings|doorbusters/"),
  // An order to book or get something, opening its clause, at a price ("While you're here, book a fall tune-up for $79!",
  // "Get a second key cut for just $5"): something sold; not what was booked ("you booked 3 fittings for $240").
  phrase("/[.,:;!?]/ /book|get|grab|try|add|schedule|reserve/ ~8 for just|only? $ #"),
  // A reward for sending someone to the brand, whoever is sent ("refer another business to Keelboat and get 2 months
  // free", "refer a neighbor and earn a $50 credit"): a referral offer; not "refer to the guide and get started".
  phrase("/refer/ ~6 and|& get|earn|receive|score|save ~4 free|off|$|credit|credits|bonus|reward|discount|month|months|week|weeks"),
  phrase("special /offer|price|pricing|deal|promotion/"),
  // A time limit is an offer's where something is priced or taken off beside it ("scarves $10 today only"); alone it may
  // be hours ("the pool is open this weekend only, 9-5"), and beside "free" a public service ("free flu shots at the health
  // center this week only"; "free … with any" purchase is an offer, below).
  phrase("this week|month|weekend only ~8 $|off|/%/|sale|deal|deals|special|specials|discount|price|prices"),
  phrase("$|off|/%/|sale|deal|deals|special|specials|discount|price|prices ~8 this week|month|weekend only"),
  phrase("while supplies last"),
  // A price beside the regular one ("$79 (reg $129)", "regularly $40"), something free with any purchase ("free headlight
  // polish with any paint job").
  phrase("!your reg|regular|regularly|normally|originally $ #"),
  phrase("!your free ~3 with any"),
  phrase("/sale/ ends"),
  phrase("free if you book|order|buy|join|enroll|schedule|refer"),
  // A reward for so many bookings, the next one given ("book 3 rides this week and your 4th is free"; not the person's own
  // count, "you booked 3 rides").
  phrase("/book|buy|order|take|get|complete|finish|visit/ # ~4 /and/ your|the /\\d+(?:st|nd|rd|th)|third|fourth|fifth|sixth|tenth|next/ ~1 is free"),
  // A product or a plan sold by its price per period ("just $4.99/mo", "only $9 a month"), a sales visit given away
  // ("book a free quote today", "get a free estimate"), nothing to pay up front ("$0-down panels").
  // (the period right after the price: not "only $2 more per month")
  phrase("/just|only/ $ # ~1 /mo|month|year|yr|week/"),
  // Goods priced by weight for a time, as a store's flyer lists them ("this weekend carne asada $3.99/lb", "ribeyes
  // $12.99 a pound through Sunday"); a price asked for is an answer ("yep, soup bones are $2/lb, want us to hold some?").
  phrase("this|today|tomorrow ~4 $ # ~1 /lb|lbs|pound/"),
  phrase("$ # ~1 /lb|lbs|pound/ ~4 this|today|tomorrow|through|thru|until|till"),
  phrase("/book|get|request|schedule|claim/ a free /quote|quotes|estimate|estimates|consultation|consult|assessment/"),
  phrase("$ 0 -? down"),
  phrase("free if you sign up"),
  // (the person's own, part of what they have: "your first class is free as part of your membership")
  phrase("!your first|1st month|week|class|lesson|visit|session is? free"),
  phrase("!your first|1st month|week|class|lesson|visit|session of ~1 is? free"),
  // "get a month free", "get 2 weeks on us", "save up to $40", "save 15%", "today only", "deal of the day".
  phrase(`${GET_GIVEN} free`, { given: GIVEN }),
  phrase(`${GET_GIVEN} for free`, { given: GIVEN }),
  phrase(`${GET_GIVEN} on us`, { given: GIVEN }),
  phrase(`${GET_GIVEN} on the house`, { given: GIVEN }),
  phrase(`${GET_FIRST} free`, { given: GIVEN }),
  phrase(`${GET_FIRST} for free`, { given: GIVEN }),
  phrase(`${GET_FIRST} on us`, { given: GIVEN }),
  phrase(`${GET_FIRST} on the house`, { given: GIVEN }),
  phrase(`${SAVE} $ #`),
  phrase(`${SAVE} # /%/`),
  // (so many cents, as a pump's sign writes them: "save 8c/gal", "save 10¢ a gallon")
  phrase(`${SAVE} /\\d+(?:c|¢|cents?)(?:\\/\\w+)?/`),
  phrase(`${SAVE} # /c|¢|cents?/`),
  phrase("today|tonight only ~8 $|off|/%/|sale|deal|deals|special|specials|discount|price|prices"),
  phrase("$|off|/%/|sale|deal|deals|special|specials|discount|price|prices ~8 today|tonight only"),
  phrase("one|two|48|24 day|days|hour|hours only"),
  phrase("deal of the day|week"),
  phrase("exclusive /offer|deal|discount|savings/"),
  // "this week's case deals", "today's specials", a sale happening ("book sale this weekend", "sale ends Sunday").
  phrase("this|next week|weekend|month 's|’s ~1 /deals?|specials?|sale|savings|offers?/"),
  phrase("today|tonight|weekend|weekly|daily|hot|big deals"),
  phrase("today|tonight 's|’s deals|specials"),
  // (not a yard sale: the residents' own used goods sold at their homes, an event a community announces, not its offer)
  phrase("book|bag|bake|clearance|warehouse|sidewalk|annual|semi-annual|moving|inventory /sale/"),
  phrase("end -? of -? season /sale/"),
  phrase("end-of-season /sale/"),
  phrase("/sale/ this week|weekend"),
  phrase("/sale/ today|tonight|tomorrow|starts|ends"),
  phrase("/sale/ is on"),
  phrase("member|members -? only /sale|deal|discount|pricing/"),
  phrase("members-only|member-only /sale|deal|discount|pricing/"),
  phrase("doorbuster|doorbusters"),
  // ("2-for-1" is read as "2", "-", "for-1")
  phrase("2|two|3|three -? for -? 1|one|2|two"),
  phrase("2|two|3|three -? for-1|for-one|for-2|for-two"),
  phrase("# /%/ /discount|savings/"),
  phrase("free|complimentary /dessert|appetizer|drink|gift|upgrade/ with"),
  phrase("free|complimentary /dessert|appetizer|drink|gift|upgrade/ when you"),
  // An upsell: "upgrade to Plus for only $5 more", "add the deluxe wash for just $3 extra", "reply YES to upgrade".
  phrase("for only|just $ # more|extra"),
  phrase("upgrade to|your ~8 for only|just $ #"),
  phrase("reply yes|y now? to upgrade|claim"),
  phrase("reply yes|y now? to add it"),
  phrase("reply yes|y now? to get it|yours"),
  phrase("reply yes|y now? to get the deal"),
  phrase("want to? upgrade|more /\\?/ reply"),
  // (the brand's other product sold to whom it writes: "Upgrade to our Cash Back Visa", "open a savings account this month
  // and get a $50 bonus"; not one's own bonus, "your $50 referral bonus posted", nor "we upgraded to our new system")
  phrase("/upgrade/ to our"),
  phrase("get|earn a|an $ # bonus"),
  // What the brand's own product pays ("our 13-month certificate now pays 4.6% APY"), and money given for doing something
  // ("trade it in this week and we'll give you $2,000 over book"): an offer, however the rest of the text reads. (Not a
  // price something starts at: "a full highlight starts at $140" answers a customer's question.)
  phrase("our ~7 pay|pays|earn|earns|offer|offers|yield|yields ~1 # /%/ apy|apr|dividend|dividends|interest|return|returns"),
  // (or the rate the reader is urged to take: "lock in 4.10% APY on a 13-month certificate", "grab 5% APY while it lasts")
  phrase("lock in ~3 # /%/ apy|apr|dividend|dividends|rate"),
  phrase("grab|snag|get ~3 # /%/ apy|dividend|dividends"),
  phrase("and we ~1 give|pay|knock|take|throw|credit you? ~2 $ #"),
  // Credit offered: "you're pre-approved for our Platinum card", "0% intro APR for 15 months" (not a rate change notice).
  phrase("pre-approved|preapproved|pre-qualified|prequalified for a|an|our|the|up"),
  phrase("pre -? approved|qualified for a|an|our|the|up"),
  phrase("# /%/ intro|introductory? apr for # month"),
];
/** An order or a package of the person's, and what is said of it within a clause ("your online order 4471 has shipped"). */
// (an order of one person's, however placed: "a mobile order placed in the app", "your curbside order")
const ORDER = "your|the|their|a online|web|curbside|pickup|takeout|mobile|app? order|package|parcel|shipment|delivery ~8";
/** Tickets or seats held, not bought: "get your tickets" is a sale. */
const TICKET = "!get|buy|grab|snag|order|book|score your ticket|tickets|seat|seats for|to";
/** An order number: a token's shape (digits, or letters and digits: "4471", "XK4471", "55-21"). */
const ORDER_NUMBER = "/[a-z0-9-]*\\d[a-z0-9-]*/";
/** Something of the person's ready to collect. */
const READY = "your|their ~2 is|are ready";
/** What is booked and reminded ("your fitting is tomorrow at 3"). */
const VISITS = [
  "appointment|fitting|class|lesson|session|visit|reservation|booking|consultation|cleaning|exam|checkup|check-up",
  "check -? up", "treatment|repair|install|installation|massage|facial|haircut|alteration|alterations|showing|tour",
  // (a work or volunteer shift the person signed up for is booked as a visit is: "your shift starts at 9")
  "shift",
];
/** What "see you … for your …" names. */
const SEEN = [
  "appointment", "fitting", "class", "lesson", "session", "visit", "reservation", "consultation", "cleaning", "exam",
  "checkup", "check-up", "treatment", "massage", "facial", "haircut", "tour",
];
const DAYS = [
  "mon", "monday", "tue", "tues", "tuesday", "wed", "wednesday", "thu", "thur", "thurs", "thursday", "fri", "friday",
  "sat", "saturday", "sun", "sunday",
];
/** What a description calls the notices ("pickup texts", "arrival times"). */
const NOTICES = "/texts|notices|alerts|times/";
/**
 * What a transactional message does (Twilio 30969: a MARKETING campaign that also sends them is MIXED):
 * an order's or a package's progress, a tracking number, a reservation or an appointment confirmed or
 * reminded. In a sample ("your online order 4471 has shipped") or in the description ("confirms and
 * reminds guests of their table reservations").
 */
export const TRANSACTIONAL_CONTENT = [
  ...[
    "shipped", "on its|the way", "out for delivery", "was|been delivered", "is ready for pick -? up", "is ready for pickup",
    "has arrived", "should|will arrive", "is arriving", "is|are ready",
  ].map((done) => phrase(`${ORDER} ${done}`)),
  // Work of the person's done ("your driveway's done", "your alterations are finished", "your car is complete").
  phrase("your ~6 is|are|'s|’s done|finished|complete|completed"),
  phrase("lesson|class|session|appointment|reservation|booking|table|tour|visit is|was|been confirmed|booked|scheduled"),
  // The person's own subscription's next run ("Biscuit's autoship ships in 3 days", "your refill renews Friday"): the
  // subscriber's account, not a sale ("our new subscription box ships to members first" announces one).
  phrase("your|'s|’s ~4 /autoship|autoships|subscription|refill|renewal|auto-refill/ ~2 /ships|renews|processes|charges|bills/"),
  // A ticket holder's own show-day notice ("your ticket for tonight, doors 7pm"), not tickets on sale ("get your tickets").
  phrase(`${TICKET} tonight|today|tomorrow|this`),
  phrase(`${TICKET} the show|game`),
  // ("#" among words is the sign itself; an order number is a token's shape: "#A1234", "4471", "XK4471", "55-21")
  phrase("tracking number|link|#"),
  phrase(`order|reservation|booking|confirmation #|number|no|no. ${ORDER_NUMBER}`),
  phrase(`order|reservation|booking|confirmation /#${ORDER_NUMBER.slice(1)}`),
  phrase("your reservation|booking|table|appointment ~8 confirmed"),
  phrase("your reservation|booking|table|appointment ~8 is set|booked"),
  // Whatever was booked ("your tee time tomorrow at 8:10 for 4 players is confirmed"); not an act announced
  // ("your favorite band is confirmed for Friday").
  phrase("your !>favorite|favourite ~10 is|are|been confirmed !>for"),
  phrase("/confirm|confirms|confirming|remind|reminds|reminding/ ~10 their|your|his|her ~2 reservation|appointment|booking|order|delivery|pickup"),
  // (a pre-order or pre-booking is a sale announced, not an order of the person's: "pre-order windows for holiday pies")
  phrase("!pre reservation|appointment|booking|order|shipping|delivery|repair|shift confirmation|reminder|update|notification|status|tracking"),
  // (and what a person books or attends: "session reminders", "proctored exam reminders", "lesson confirmations")
  phrase("!pre session|lesson|exam|tutoring|visit confirmation|reminder"),
  // A list's kind with its participle after it, no verb: "interpreter booking confirmed", "appointment rescheduled".
  phrase("!pre reservation|appointment|booking|session|lesson /confirmed|rescheduled|cancelled|canceled/"),
  phrase(`${READY} for|to pick -? up`),
  phrase(`${READY} for|to pickup`),
  phrase(`${READY} to be picked up`),
  phrase("/text|texts|send|sends|email|emails/ ~2 /estimates|invoices|receipts/"),
  // What a description lists: "pickup texts", "membership renewal notices", "crew arrival times", "job complete notices".
  // The recipient's booked visit reminded ("reminder, your fitting is tomorrow at 3", "see you Sat at 11 for your
  // appointment"), money of theirs received or returned, a balance of theirs due, work of theirs to collect.
  ...[...VISITS.map((v) => `your ~2 ${v}`), "your ~2 test drive", "your ~2 service call"].flatMap((visit) =>
    ["tomorrow|today|tonight", "on @day", "this @day", "at /\\d.*/"].map((when) => phrase(`${visit} is|starts|begins ${when}`, { day: DAYS }))),
  // The booked visit changed for the person ("your shift is cancelled", "your fitting was moved to 4pm").
  ...[...VISITS.map((v) => `your ~2 ${v}`)].map((visit) => phrase(`${visit} is|was|has|been ~1 cancelled|canceled|moved|rescheduled`)),
  phrase("see you ~6 for your ~2 @seen", { seen: SEEN }),
  phrase("/received|processed|refunded/ your ~1 payment|return|refund|deposit"),
  phrase("your ~1 payment|refund|return|deposit ~6 was|been|is received|processed|issued|posted|refunded"),
  phrase("your ~2 balance|bill|invoice|installment ~6 is|was due"),
  phrase("can|may be picked up"),
  phrase("payment|purchase|order receipts"),
  phrase(`!pre pickup|renewal|expiring|expiration|completion|shipping|delivery|order|booking|reservation ${NOTICES}`),
  // (an arrival of the person's own, not a shop's "new arrivals", goods just in: "new-arrival alerts" are marketing's)
  phrase(`!pre|new|- arrival ${NOTICES}`),
  // (a window is the person's own only for what comes to them, "delivery windows"; "order windows" are when a sale is open)
  phrase("!pre pickup|arrival|shipping|delivery /windows/"),
  phrase(`pick -? up ${NOTICES}`),
  phrase(`job -? complete ${NOTICES}`),
  // The person's own results or documents ready: "results from your visit on [date] are ready", "your paperwork is
  // posted" (not a report a newsletter calls theirs: "your spring style report is ready").
  phrase("your ~3 result|results|x-ray|x-rays|paperwork|documents is|are|was|were|been ready|available|posted"),
  phrase("result|results ~6 your ~6 is|are|been ready|available|posted"),
];
/**
 * A message about the recipient's own account ("your property tax bill was mailed", "we received your payment"):
 * what an account notification sends, not a public service announcement (DCA 602).
 */
export const PERSONAL_ACCOUNT = [
  phrase("your ~3 /bill|payment|account|balance|receipt|invoice|statement|order|appointment|prescription/"),
  phrase("your ~3 /package|reservation|policy|claim|parcel|refund|application/"),
  // Rent or tuition due ("rent is due on the 1st"): each tenant's or family's own.
  phrase("rent|tuition ~2 is|are|was due|overdue|late"),
];
/**
 * One recipient's own bill with its amount ("your bill of $61.20 is due 8/15", "your balance: $240"): an account
 * notification, never a public service announcement's message, whatever the other samples are (DCA 602).
 */
export const PERSONAL_BILL = [
  // (its amount as a template writes it too, "$[amt]", "${{amount}}"; or said to be past due)
  ...["your ~2 /bill|balance|payment|invoice|statement/", "your ~2 amount due"].flatMap((bill) => [
    phrase(`${bill} ~4 $ #`),
    phrase(`${bill} ~4 $ [|{|<`),
    phrase(`${bill} ~4 is|was|now past -? due`),
    phrase(`${bill} ~4 is|was|now past-due|overdue`),
  ]),
];
/** What a holder pays or signs in with, that a fraud alert says is blocked, locked or frozen (by lemma). */
const HELD = [
  "card", "account", "access", "login", "log-in", "sign-in", "password", "pin", "profile", "username", "transfer",
  "payment", "charge", "transaction", "debit", "credit", "wallet", "banking", "withdrawal", "purchase", "check", "app",
  // (and what someone asked in the holder's name: "request blocked, we won't send a tech", "the order was blocked")
  "request", "attempt", "order", "change",
];
/** What a fraud alert says: a charge or sign-in the holder may not have made, or someone posing as the brand. FRAUD_ALERT samples say it (DCA 602). */
export const FRAUD_CONTENT = [
  // (the words as written and their inflections: "scammers", "breaches"; "fraudster" as the regular expression's prefix found it)
  phrase("fraud|fraudulent|fraudster|suspicious|unusual|unusually|unauthorized|unauthorised|unrecognized|unrecognised|scam|scams|scammer|scammers"),
  phrase("identity theft"),
  // Someone posing as the brand: "emails pretending to be us", "callers impersonating our staff", "a phishing text"
  phrase("pretend|pretends|pretending to be"),
  phrase("impersonate|impersonates|impersonated|impersonating|impersonation|phishing|spoof|spoofed|spoofing"),
  phrase("posing as"),
  // Or said as where a message did not come from, or as a fake: "an email with new wiring instructions did not come from
  // us", "that invoice isn't from us", "a fake text asking for your PIN".
  phrase("not come|sent from us"),
  phrase("be|is|was|are|were not from us"),
  phrase("fake /email|emails|e-mail|text|texts|call|calls|invoice|invoices|website|site|message|messages|letter|letters/"),
  phrase("was this|it|that you"),
  phrase("did|do you make|authorize|attempt|try|recognize|spend|use"),
  phrase("confirm|verify this|the|a|your|that charge|purchase|transaction|payment|withdrawal|transfer|login"),
  phrase("confirm|verify this|the|a|your|that sign -? in"),
  phrase("compromised|breach"),
  // Blocked, locked or frozen said of what the holder uses to pay or sign in ("your card ending 4410 was blocked", "we've
  // locked your account"); not of a door, a key box or pipes ("doors locked, key back in the lockbox", "frozen pipes").
  phrase("@held ~6 blocked|locked|frozen", { held: HELD }),
  phrase("blocked|locked|frozen|block|lock|freeze ~4 @held", { held: HELD }),
  phrase("charge|purchase|transaction|withdrawal of|for|at"),
  phrase("$ # charge|purchase|transaction|withdrawal"),
  phrase("was a|an|the|this|that ~16 you /\\?/"),
  phrase("is|was this|it|that you"),
  phrase("recognize|recognise this|the|a"),
  phrase("declined"),
  // ("wasn't", "weren't", "wasnt": a word whose lemma is "not")
  phrase("not you"),
  phrase("card|account activity"),
  phrase("activity alert"),
  phrase("made|make|authorized|authorize|attempted this|a|the purchase|charge|transaction|payment|withdrawal|transfer|login"),
  phrase("made|make|authorized|authorize|attempted this|a|the sign -? in"),
  phrase("card|account ending in? # was|has been? used|charged"),
  // Held until the holder answers: "we paused your card after a $900 attempt. Reply 1 if it was you."
  phrase("paused|suspended|held|froze|freeze|hold your|the card|account|transfer|payment|wire"),
  phrase("if|unless it|this|that was you"),
  // Whose an order or a charge is, asked of the holder: "we're holding order #88 until you confirm it's yours", "text
  // back to verify the purchase was really yours", "I check it's really theirs", "is this order yours?" (the object of a
  // verb of confirming, or the question, says the thing is the holder's).
  phrase("confirm|verify|check _4 yours|theirs"),
  phrase("is|was this|that _2 yours /\\?/"),
  // The holder asked to speak up if they did not expect what happened: "If you did not expect this, call us now",
  // "if you didn't request it, reply NO" (a wire, a disbursement, a change made on their account)
  phrase("if you did|do not|n't expect|request|authorize|make|initiate|recognize this|it|that|these"),
  // Someone added to the account: "a new payee was added", "a new device signed in" (see also "new device").
  phrase("new payee|recipient|beneficiary|device ~3 added|linked"),
  // Payment or delivery diverted: someone asking to change where money or goods go ("someone asked to redirect PRO
  // 6120448 to a new address", "a request to change our remittance bank", "an attempt to update your payout account").
  phrase("someone|somebody ~2 ask|request|try|attempt to change|redirect|reroute|update|reset"),
  phrase("request|attempt to change|redirect|reroute|update ~2 bank|remittance|payout|deposit|address|password|email|phone"),
  // (or the change named as a noun, said to have been asked for: "a change to Delta Supply's bank details was requested",
  // "an update to your payout account was submitted today")
  phrase("change|update to ~3 bank|remittance|payout|routing details|account|info|information|number ~2 requested|made|submitted"),
  // (or said of the accounts money goes to, changed: "4 employees' deposit accounts changed in the last hour")
  phrase("deposit|payout|bank|routing account|accounts|details changed|updated"),
  // An amount set against what the holder usually spends or sends: "payroll is 3x your usual total", "a wire far above
  // your normal amount" (the FTC's and the banks' sign of a payroll or payment fraud: an unusual amount).
  phrase("x|times|than|above|over your|the usual|normal|typical total|amount|payroll|spend|spending|charges|withdrawals|transfers"),
  // A payroll run or a payout held until the holder answers: "we paused the payroll", "your payout is on hold".
  phrase("paused|suspended|held|froze|hold your|the|this payroll|payout|payouts|deposit|deposits"),
];
/**
 * A notice about the service the person already has, not an offer: an outage, a maintenance window, service restored
 * ("ISP circuit down, failover active", "patch window tonight"). Marketing only where something is also offered.
 */
export const SERVICE_NOTICE = [
  phrase("outage|outages"),
  phrase("scheduled|planned|emergency maintenance"),
  phrase("maintenance window|notice|notices|tonight|alert|alerts"),
  phrase("patch window"),
  phrase("service interruption|interruptions|disruption|disruptions|restored"),
  phrase("service is restored|back"),
  phrase("planned|scheduled downtime"),
  phrase("power is? out|restored"),
];

/**
 * What a security alert says: an alarm, a sensor, an intrusion, an account's sign-in or password; a monitored
 * condition tripped ("HIGH BILGE on the boat", "shore power lost", "water detected", "freezer temp high").
 */
export const SECURITY_CONTENT = [
  phrase("security|alarm|alarms|sensor|sensors|intrusion|triggered|disarmed|armed|motion|camera|smoke|tripped|detected|panic|duress"),
  // A door, gate or lock left open or unlocked ("your garage door has been open for 30 min", "the back gate was left
  // unlocked"); an account's email, phone or password changed or reset; a freezer at a temperature ("store 12 is at 18F").
  phrase("door|gate|garage|window|lock|deadbolt ~4 open|opened|unlocked|forced|propped|ajar"),
  phrase("email|password|pin|phone|username ~3 changed|reset|updated"),
  phrase("freezer|cooler|fridge|refrigerator|walk-in|greenhouse|server ~6 /\\d+°?[fc]\\.?/"),
  phrase("freezer|cooler|fridge|refrigerator|walk-in|greenhouse|server ~6 # /[fc]\\.?|°[fc]?|degrees?/"),
  phrase("carbon monoxide"),
  // A hazard found in something the person owns, to fix: a safety recall on their car, their appliance, their child seat
  // ("a safety recall was issued for your 2019 Civic", "your dryer model has been recalled").
  phrase("safety|open recall|recalls"),
  phrase("recall notice|notices"),
  phrase("/recalled/"),
  phrase("power|signal|connection|heat|internet lost|loss|failure"),
  phrase("power|signal|connection|heat|internet is|went out"),
  phrase("high|low|rising water|bilge|temp|temperature|humidity|pressure"),
  phrase("temp|temperature|humidity is|too? high|low"),
  // ("leak detected": "detected", above)
  phrase("break -? in"),
  phrase("breach|unusual|suspicious|password|passwords|login"),
  phrase("log|sign -? in"),
  phrase("new device"),
  phrase("locked|compromised|unauthorized|unauthorised|fraud"),
  // Someone trying a lock's or an account's secret and failing: "5 wrong codes were entered at your front door", "3
  // failed login attempts", "an incorrect PIN was tried".
  phrase("wrong|incorrect|invalid|failed code|pin|passcode|password|attempt|combination"),
  // Physical access: a fob or badge used, a door opened or forced, access disabled; a "Not you?" asked.
  phrase("fob|badge|keycard"),
  phrase("key|access card"),
  phrase("door was|has? been? opened|unlocked|forced|propped"),
  phrase("disabled"),
  phrase("after -? hours"),
  // ("wasn't", "wasnt": "was" and a word whose lemma is "not")
  phrase("not you /\\?/"),
  phrase("was not you"),
  phrase("was this you"),
];
/** What "vote for" is followed by in a poll or a date, not a candidate: "vote for the best pie", "our union vote for Mar 14". */
const NOT_A_CANDIDATE = [
  "the", "your", "our", "a", "an", "one", "this", "that", "which", "what", "next", "best", "favorite", "favourite", "new",
  "sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "dinner", "lunch", "breakfast", "brunch",
  "menu", "dessert", "theme", "name", "design", "logo", "color", "colour", "song", "movie", "book", "pie",
  // (a club's or a council's own posts: "voting for council officers", "vote for board members", "vote for team captain")
  "council", "board", "officer", "officers", "captain", "captains", "club", "class", "team", "director", "directors",
  "trustee", "trustees", "delegate", "delegates", "steward", "stewards",
  // (a date: "the NLRB set our union vote for Mar 14"; a number)
  "#", "jan", "january", "feb", "february", "mar", "march", "apr", "april", "may", "jun", "june", "jul", "july", "aug",
  "august", "sep", "sept", "september", "oct", "october", "nov", "november", "dec", "december",
].join("|");
/** The posts an organization's own members vote for: a co-op's directors, an HOA's board, a union's officers. */
const ORGANIZATION_POSTS = "director|directors|board|trustee|trustees|officer|officers|delegate|delegates|steward|stewards";
/** Whose vote is asked for, or a poll's: "the monthly menu vote for residents" is a poll, not a candidate's. */
const A_POLL_VOTE = "a|the|our|this|menu|monthly|weekly|annual|dinner|member|members|resident|residents|staff|team|fan|fans";
const OFFICES = [
  "mayor", "congress", "senate", "governor", "president", "sheriff", "alderman", "judge", "city council", "state senate",
  "state house", "state assembly", "school board", "district attorney", "county commission", "county commissioner",
  "commissioner", "county executive", "state representative",
];
/**
 * Campaigning for a candidate or a party (Twilio 30542: registered POLITICAL, not as a public service
 * announcement or a non-political poll): a vote asked for someone, "for Mayor", a race, canvassing,
 * "paid for by". Civic information alone (polling places, registering to vote) is not campaigning.
 */
export const PARTISAN = [
  // "Vote for Sunday dinner", "vote for your favorite pie", "the monthly menu vote for residents": a poll, not a candidate.
  // (the person's own ballot, "your vote for District 2 is recorded", is no appeal; "cast your vote for Ruiz" is)
  // Whom the vote is for is a person: a name or a pronoun ("vote for Dana Ruiz", "vote for her"); a common noun or an
  // adjective is a choice polled ("vote for adult lap swim time", "vote for favorite float").
  phrase(`!${A_POLL_VOTE}|your|my /vote|voting/ /for/ !>${NOT_A_CANDIDATE} %PROPN|PRON`),
  phrase(`/cast|give|earn|need|want|appreciate|on/ /your|my/ /vote|voting/ /for/ !>${NOT_A_CANDIDATE} %PROPN|PRON`),
  phrase(`/ask/ /for/ /your|my/ /vote|voting/ /for/ !>${NOT_A_CANDIDATE} %PROPN|PRON`),
  phrase(`/count/ /on/ /your|my/ /vote|voting/ /for/ !>${NOT_A_CANDIDATE} %PROPN|PRON`),
  // A vote asked for someone named, for a post ("vote Tom Becker for township supervisor", "elect Ana Ruiz for sheriff"):
  // the verb's object a person's name (the tagger's proper nouns), not a dish or a theme ("vote Apple Pie for dessert").
  phrase(`/vote|elect/ %PROPN /for|as/ !>${NOT_A_CANDIDATE}`),
  phrase(`/vote|elect/ %PROPN %PROPN /for|as/ !>${NOT_A_CANDIDATE}`),
  // Or a slate of them, a party's ticket: "vote the Citizens for Marlow slate", "vote the straight Green ticket".
  phrase("/vote|elect|support|back/ the ~4 /slate|slates/"),
  phrase("/vote/ the? /straight|party/ ~1 /ticket/"),
  phrase("/re/ -? /elect/"), phrase("/re-elect|reelect/"), phrase("/paid/ /for/ /by/"),
  ...OFFICES.map((office) => phrase(`/for|as/ ${office.split(" ").map((w) => `/${w}/`).join(" ")}`)),
  phrase("/mayor|mayoral|senate|governor|council|congressional|presidential|gubernatorial/ 's|’s? /race|primary/"),
  phrase("/canvass|canvassing|canvassers|phonebank/"), phrase("/phone/ /bank/"), phrase("/our/ /campaign/"),
  phrase("/campaign/ /office/"), phrase("/chip/ /in/"), phrase("/donate/ /to/ /the|our/ /campaign/"),
  // Urging a vote on a ballot question is campaigning too ("Vote YES on Measure 4", "No on Prop 22", "vote no on the
  // school bond"): telling people when and where to vote, with no side taken, is not.
  ...["/measure|prop|proposition|amendment|initiative|referendum|levy|bond/", "/ballot/ /question/"].flatMap((what) => [
    phrase(`vote? /yes|no/ /on/ the? ${what}`), phrase(`vote? /yes|no/ /on/ the? _1 ${what}`),
  ]),
  phrase("/vote/ /yes|no/ /on/ /issue|question/ /\\d+/"),
];

/**
 * Offers as a description lists them ("and now and then our wellness class discounts", "event promotions"):
 * out of place in a transactional campaign's description (Twilio 30985), read with its negation ("no promotions").
 */
export const DESCRIBED_OFFERS = [
  phrase("promotions"),
  phrase("promotional texts|messages|offers"),
  phrase("discounts|coupons"),
  phrase("special offers"),
  // What is sold for less, named by its participle: "discounted evening admission", "discounted duct cleaning" (not the
  // person's own: "their discounted fare card").
  phrase("!their|your|his|her|its|whose|my /discounted/ %NOUN|ADJ|PROPN"),
  phrase("deals|sales and specials"),
  // Deals on what the brand sells, named by it ("ticket deals", "room deals", "lunch deals"); not the person's own
  // ("your real estate deals", "their deals closing this week").
  phrase("!your|their|his|her|its|my %NOUN /deals/"),
  phrase("member perks"),
  // ("in-store sales": "store sales")
  phrase("upcoming|seasonal|holiday|weekend|flash|store|exclusive sales|deals|offers|savings|specials|discounts"),
  // (one member's: "texts members offers for …" names who is texted)
  phrase("/member/ sales|deals|offers|savings|specials|discounts"),
  phrase("member|members -? only sales|deals|offers|savings|specials|discounts"),
  // A season's offers with what they are for between: "our winter site specials", "holiday room deals".
  phrase("spring|summer|fall|autumn|winter|holiday|seasonal|weekly|monthly|weekend _1 specials|deals|offers|savings|discounts|promotions"),
  // What the texts are, the plural noun: "chef's counter specials", "lunch specials", "taco specials" (a menu's or a
  // shop's offers; "special" alone is an adjective: "special hours", "special education").
  phrase("/specials/"),
];
/**
 * What a description names beside one-time codes that no 2FA campaign sends: news and invitations to the brand's events
 * ("the monthly community newsletter and event invites", "member news and announcements"); a 2FA campaign sends the
 * codes alone (Twilio 30986 and 30886: the content does not match the use case).
 */
export const BESIDE_CODES = [
  phrase("/newsletter|newsletters|announcements/"),
  phrase("/news/ !>about|of|that"),
  phrase("event|events|party|parties /invites|invitations/"),
  phrase("/invites|invitations/ to ~5 event|events|party|parties|gala|galas|mixer|mixers|meetup|meetups"),
];

/**
 * What marketing speaks of, in a description or a sample: offers, deals, specials, sales, promotions, new products.
 * A MARKETING campaign none of whose texts names any of it is not marketing at all (its use case is what to change).
 */
export const MARKETING_MATTER = wordList([
  "offer", "offers", "deal", "deals", "special", "specials", "sale", "sales", "promo", "promos", "promotion",
  "promotions", "promotional", "discount", "discounts", "coupon", "coupons", "marketing", "newsletter", "new arrivals",
  "new products", "new menu", "launch", "launches", "perks", "rewards", "giveaway", "giveaways", "% off", "off your",
  "free", "save", "savings", "clearance", "event", "events", "announcement", "announcements", "news",
]);

/** Placeholder descriptions. */
export const PLACEHOLDER = wordList([
  "lorem ipsum", "placeholder", "asdf", "tbd", "todo", "sample description", "description goes here",
]);

/** A purpose left open ("for various purposes"): with the brand unnamed, the description says nothing of why. */
export const GENERIC_PURPOSE = wordList([
  "various purposes", "various reasons", "various things", "various updates", "all kinds of", "general purposes",
  "general messages", "general communication", "general communications", "any purpose", "miscellaneous",
  "about things", "about stuff", "various topics", "different things", "all sorts of", "other things", "other stuff",
]);

/** Words that end a noun phrase: a vague word's phrase does not run past them. */
const FUNCTION_WORDS = "from|to|and|or|for|about|of|with|by|at|in|on|as|when|that";
const VAGUE_WORDS = "general|various|misc|miscellaneous|assorted|random|generic|different|important";
const VAGUE = "/general|various|misc|misc\\.|miscellaneous|assorted|random|generic|different|important/";

/**
 * A kind of message, or a purpose, that a vague word leaves open ("general updates", "various business purposes",
 * "miscellaneous notices"): it names no subject; what else the description says must. Its words (a vague word and up to
 * two words after it, no function word among them) are set aside before the description is read for a subject.
 */
export const VAGUE_KIND = [
  // (the vague word qualifies each of two kinds joined: "various updates and information", "general news or notices")
  // (a second vague word opens a phrase of its own: "miscellaneous notices and different announcements")
  phrase(`${VAGUE} !>${FUNCTION_WORDS} /[\\w-]+/ /and|or|&/ !>${FUNCTION_WORDS}|${VAGUE_WORDS} /[\\w-]+/`),
  phrase(`${VAGUE} !>${FUNCTION_WORDS} /[\\w-]+/ !>${FUNCTION_WORDS} /[\\w-]+/`),
  phrase(`${VAGUE} !>${FUNCTION_WORDS} /[\\w-]+/`),
  phrase("/from/ /time/ /to/ /time/"),
  phrase("/when|as|if/ /needed|required|necessary|appropriate/"),
  // (when the sender alone decides, no event named: "when we need", "whenever we want", "as we see fit")
  phrase("/when|whenever|as|if/ /we|i/ /need|want|wish|choose|like/ !>to"),
  phrase("/when|whenever|as|if/ /we|i/ /see/ /fit/"),
];

/** Use cases whose messages are not promotional (a standard use case other than MARKETING, and EMERGENCY). */
export const TRANSACTIONAL_USE_CASES = [
  "2FA", "ACCOUNT_NOTIFICATION", "CUSTOMER_CARE", "DELIVERY_NOTIFICATION", "FRAUD_ALERT", "HIGHER_EDUCATION",
  "POLLING_VOTING", "PUBLIC_SERVICE_ANNOUNCEMENT", "SECURITY_ALERT", "EMERGENCY",
];

/** A school's name that says it teaches children (K12_EDUCATION, not HIGHER_EDUCATION). */
export const K12_SCHOOL = wordList([
  "elementary", "middle school", "junior high", "high school", "school district", "public schools", "k-12", "k12",
  "kindergarten", "pre-k", "prek", "preschool",
]);
/** A school's name that says it is a college or university (HIGHER_EDUCATION); a "college prep" academy is not. */
export const HIGHER_SCHOOL = wordList([
  "university", "college", "graduate school", "law school", "medical school", "institute of technology",
]);
export const COLLEGE_PREP = wordList(["prep", "preparatory", "academy", "charter"]);
/**
 * A school past high school, as its name or a description names it: HIGHER_EDUCATION is "colleges, universities and
 * other post-secondary institutions" (TCR's use case list, https://www.campaignregistry.com/; Twilio, "List of Campaign
 * Use Cases"). A driving school, a 4-H club or a dance studio is none.
 */
export const POST_SECONDARY = wordList([
  "university", "universities", "college", "colleges", "institute", "academy", "conservatory", "seminary", "polytechnic",
  "graduate school", "law school", "medical school", "nursing school", "school of nursing", "school of medicine",
  "community college", "technical college", "trade school", "vocational school", "post-secondary", "postsecondary",
  "campus", "semester", "registrar", "financial aid",
]);

/** Test content: what a registration shows while it is still a draft ("this is a test message"). */
export const TEST_CONTENT = wordList([
  "this is a test", "test message", "test messages", "test msg", "test sms", "test text", "testing 123", "testing 1 2 3",
  "testing testing", "just testing", "test campaign", "test description",
]);

/**
 * Verbs that ask the reader to spend, opening a clause as an order does (reading/content.ts asksToSpend): buying,
 * giving, paying up for more. An offer whatever the product (Twilio 30893, DCA 602: a campaign's samples show what it
 * sends); not "pay", which settles what is owed ("pay your bill by Friday").
 */
export const SPEND = new Set(["buy", "shop", "purchase", "upgrade", "donate", "give"]);

/** Words that name a one-time code: with a code in the sample, the message is two-factor authentication. */
export const ONE_TIME_CODE = wordList([
  "verification code", "verification codes", "verify code", "passcode", "passcodes", "one-time code", "one time code",
  "one-time password", "one time password", "one-time passcode", "one time passcode", "otp", "login code", "log-in code",
  "log in code", "sign-in code", "sign in code", "signin code", "authentication code", "2fa code", "security code",
  "two-factor code",
  // (as written, not by lemma: the plural, and so a kind with a word before it, "one-time sign-in codes")
  "one-time codes", "one time codes", "one-time passwords", "one time passwords", "one-time passcodes",
  "one time passcodes", "login codes", "log-in codes", "log in codes", "sign-in codes", "sign in codes", "signin codes",
  "authentication codes", "2fa codes", "security codes", "two-factor codes",
]);

/**
 * What a 2FA description speaks of, by lemma: codes, passwords, signing in, verifying who someone is (Twilio 30886: a
 * description that says none of these does not describe one-time passcodes).
 */
export const ACCESS_WORDS = [
  phrase("code|passcode|password|otp|pin|mfa|2fa|authentication|authenticate|verify|verification|login|signin|sign-in|log-in|logon|identity"),
  phrase("sign|log in|into|on"),
  ...wordList(["two-factor", "two-step", "multi-factor", "one-time"]),
];

/** Charitable content: what a CHARITY campaign's description or samples speak of. */
export const CHARITABLE = wordList([
  "donate", "donates", "donated", "donating", "donation", "donations", "donor", "donors", "give", "giving", "gift",
  "gifts", "fundraiser", "fundraisers", "fundraising", "fundraise", "volunteering", "volunteered", "charity",
  "charities", "charitable", "nonprofit", "non-profit", "pledge", "pledges", "contribution", "contributions", "mission",
  "food drive", "gala", "relief", "sponsor", "sponsorship", "supporters", "cause",
  // "Volunteers" names who is texted, not what for: shift reminders to volunteers are notices (Bandwidth's DCA 602
  // example: appointment reminders filed as charity). Asking for their help is the charity's own appeal.
  "volunteer day", "volunteer days", "volunteer opportunity", "volunteer opportunities", "volunteer event",
  "volunteer events", "volunteers needed", "volunteer needed", "need volunteers", "needs volunteers", "to volunteer",
  "volunteer with us", "open shift", "open shifts", "shift open", "shifts open", "shift is open", "shifts are open",
  "take a shift", "grab a shift", "pick up a shift", "help out", "lend a hand", "ways to help", "sign up to help",
]);

/**
 * Political content: elections, ballots, races for office. Registered under POLITICAL, not MARKETING.
 * ("Candidate" and "politics" are left out: recruiters have candidates, bookshops sell politics.)
 */
export const POLITICAL_CONTENT = wordList([
  // An election or a ballot is a public one when it says so: an organisation's own vote (a co-op's directors, an HOA's
  // board, a union's officers: "director election ballots are open") is polling, not politics.
  ...["city", "county", "state", "municipal", "presidential", "midterm", "local", "federal", "special", "runoff", "november",
    "school board", "judicial", "primary", "general", "public"].flatMap((q) => ["election", "elections", "ballot", "ballots"].map((w) => `${q} ${w}`)),
  // ("election day" and "polling place" alone are dates and places: "no meeting Tuesday (election day, the hall is a
  // polling place)")
  "sample ballot", "sample ballots", "mail-in ballot", "mail-in ballots", "ballot measure",
  "ballot measures", "ballot initiative", "ballot question", "city council race",
  "paid for by", "get out the vote", "re-elect", "reelect", "political action committee", "super pac",
  "campaign contribution", "campaign contributions", "early voting",
  "absentee ballot", "voter registration", "registered voters", "political campaign",
  "political campaigns", "congressional", "gubernatorial", "mayoral", "for congress", "for senate", "for mayor", "for governor",
  "for city council", "for state senate", "for president",
  // (an organization's own vote is not an election for public office, a co-op's or an HOA's board, a union's officers:
  // "board election", "union elections", "election of officers"; no entry here reads one)
]).concat(
  // Registering to vote is a public election's, unless what is voted for is the organization's own posts ("register to
  // vote for directors" at a co-op's annual meeting, "register to vote for the board").
  phrase("/register/ /to/ /vote/ !>for"),
  phrase(`/register/ /to/ /vote/ /for/ !>${ORGANIZATION_POSTS}|the|our|your`),
  phrase(`/register/ /to/ /vote/ /for/ /the|our|your/ !>${ORGANIZATION_POSTS}`),
);

/** What a description says the messages are: kinds of messages and what they are about. */
export const MESSAGE_KINDS = wordList([
  "promo", "promos", "reminder", "reminders", "alert", "alerts", "notification", "notifications", "notice", "notices", "update", "updates",
  "code", "codes", "passcode", "passcodes", "confirmation", "confirmations", "confirm", "receipt", "receipts", "offer",
  "offers", "promotion", "promotions", "promotional", "deal", "deals", "discount", "discounts", "coupon", "coupons",
  "sale", "sales", "news", "newsletter", "announcement", "announcements", "information", "survey", "surveys", "poll",
  "polls", "appointment", "appointments", "order", "orders", "delivery", "deliveries", "shipping", "shipment",
  "payment", "payments", "bill", "bills", "billing", "statement", "statements", "balance", "balances", "account",
  "accounts", "support", "question", "questions", "event", "events", "schedule", "schedules", "closure", "closures",
  "emergency", "emergencies", "fundraising", "donation", "donations", "appeal", "appeals", "thank-you notes", "thank you notes",
  "thank-you messages", "thank you messages", "volunteer", "verification", "login", "sign-in",
  "security", "fraud", "password", "registration", "enrollment", "class", "classes", "tuition", "deadline", "deadlines",
  "listing", "listings", "showing", "showings", "ride", "rides", "pickup", "pick-up", "reservation", "reservations",
  "ticket", "tickets", "invitation", "invitations", "invite", "invites", "special", "specials", "product", "products",
  "outage", "outages", "weather", "transaction", "transactions", "tracking", "status", "renewal", "renewals", "due",
  "results", "feedback", "chat", "conversation", "conversations", "inquiry", "inquiries", "request", "requests",
  "booking", "bookings", "curbside", "vote", "votes", "voting", "election", "rsvp", "meeting", "meetings", "lesson",
  "lessons", "walk", "walks", "visit", "visits", "menu", "launch", "launches", "arrival", "arrivals", "sweepstakes",
  "application", "applications", "reunion", "reunions", "photo", "photos", "item", "items", "hours", "case", "cases",
  "issue", "issues", "repair", "repairs", "service", "services", "project", "projects", "trip", "trips",
  "location", "locations", "availability", "time", "times", "date", "dates", "change", "changes", "cancellation",
  "cancellations", "estimate", "estimates", "quote", "quotes", "invoice", "invoices", "refill", "refills",
  "prescription", "prescriptions", "grade", "grades", "attendance", "assignment", "assignments", "homework", "game",
  "games", "practice", "practices", "tip", "tips", "recipe", "recipes", "article", "articles", "episode", "episodes",
  "release", "releases", "restock", "restocks", "price", "prices", "wait", "waitlist", "table", "tables", "pass",
  "passes", "membership", "memberships", "subscription", "subscriptions", "plan", "plans", "coverage", "benefit",
  "benefits", "paycheck", "payroll", "timesheet", "timesheets",
  "drawing", "contest", "contests", "prize", "prizes", "claim", "claims", "policy", "policies", "job", "jobs", "shift",
  "shifts",
]);

/** Words that say messages are sent: a description that has none describes a company, not a campaign. */
/**
 * A description of the company instead of its messages: it opens with who the company is ("Bright Smile Dental is a
 * leading provider of …", "We are a family-owned bakery …").
 */
// (A regular expression: it reads the text's opening, a name by its capitals, which no phrase pattern anchors to.)
export const COMPANY_SELF_DESCRIPTION = new RegExp(
  "^\\s*(?:we|[A-Z][\\w&'’.-]*(?:\\s+[A-Z&][\\w&'’.-]*){0,5})\\s+" +
  "(?:is|are|'re|’re|has been|have been)\\s+(?:a|an|the|your|one of)\\b",
);

export const MESSAGING = wordList([
  "text", "texts", "texted", "texting", "sms", "mms", "message", "messages", "messaging", "notify", "notifies",
  "notified", "remind", "reminds", "alert", "alerts", "send", "sends", "sent", "contact", "contacts", "reach out",
  "reaches out", "follow up", "follows up", "communicate", "communicates", "receive", "receives", "reply", "replies",
  "respond", "responds", "invite", "invites", "confirm", "confirms", "update", "updates", "inform", "informs", "ask",
  "asks", "notification", "notifications", "reminder", "reminders", "code", "codes", "confirmation", "confirmations",
  "receipt", "receipts", "notice", "notices", "announcement", "announcements", "newsletter", "newsletters",
  "notifying", "reminding", "alerting", "sending", "contacting", "informing", "confirming", "inviting", "updating",
  "know when", "know about", "know if", "heads-up", "heads up", "informed", "posted",
  // What a marketing description names: the offers are the messages ("the coupon club gets oil change specials").
  "specials", "deals", "coupon", "coupons", "offers", "promotions", "promos", "discounts", "invitations",
  // What a 2FA description names instead of a verb: the codes themselves are the messages.
  "passcode", "passcodes", "one-time passcode", "one-time passcodes", "one-time code", "one-time codes", "otp", "otps",
  "one-time password", "one-time passwords", "verification code", "verification codes", "two-factor", "2fa",
]);

/**
 * What a poll or a vote asks, in a sample or a description: a vote, a ballot, a survey, a rating, a question with
 * the answers to reply ("Reply A for yes, B for no", "reply 1-5"). A POLLING_VOTING campaign that asks none is not one.
 */
/**
 * What a polling programme's description calls its messages: surveys, questionnaires (not a vote or a ballot, which an
 * election office's reminders name; not "polls", where people vote; not a rating, which care lines ask).
 */
export const POLL_PROGRAM = [phrase("/survey|surveys|questionnaire|questionnaires/")];
/**
 * Verbs of choosing, by lemma: an offer they govern is what a poll asks the person to choose ("pick next month's
 * special", "vote for this week's deal"), not an offer made (reading/useCase.ts `chosenNotOffered`).
 */
export const CHOOSING = new Set(["pick", "choose", "select", "vote", "decide", "rank", "suggest", "nominate"]);
export const POLL_ASK = [
  // (as written: "rates" in "Msg & data rates may apply" asks nothing)
  phrase("/vote|votes|voting|voted|ballot|ballots|poll|polls|polling|survey|surveys|questionnaire|rate|rating|ratings/"),
  phrase("/feedback|opinion|opinions/"),
  phrase("/weigh/ in"),
  phrase("straw poll"),
  phrase("/question|questions/"),
  phrase("/reply/ /[a-e1-9]|yes|no|y|n/ ~6 or|for|to"),
  phrase("/\\?/ /reply|text|answer/"),
];
/**
 * What a consent names when it covers requests for money for a cause (Twilio 30548: "donation requests", "fundraising or
 * donation messages"), by lemma: "giving" only before the noun it names ("giving appeals", not "giving you").
 */
export const SOLICITATION_KINDS = ["donation", "donate", "fundraising", "fundraiser", "appeal", "solicitation", "contribution"];
/**
 * Notices a charity's consent may name beside its appeals, besides the informational kinds every consent is read for
 * (`INFORMATIONAL_KINDS`): what is handed out and when. ("Updates" beside appeals are the cause's news: "donation
 * drives and updates", "mission updates".)
 */
export const CHARITY_NOTICE_KINDS = ["distribution"];
/**
 * What a charity sends about a gift once it is given: its receipt or acknowledgement. The IRS asks a charity for a
 * written acknowledgment of a gift (Publication 1771, "Charitable Contributions: Substantiation and Disclosure
 * Requirements"), so the receipt is part of the giving itself, not an account notice beside the appeals (Twilio 30548's
 * two programmes are account notifications and donation requests).
 */
export const GIFT_RECORD_KINDS = ["receipt", "acknowledgment", "acknowledgement"];
/**
 * What a body gives, where "a donation" or "to donate" is a visit to give it, not money for a cause: blood and its parts,
 * marrow and organs (the American Red Cross's kinds of donation, redcrossblood.org/donate-blood/how-to-donate/types-of-blood-donations:
 * whole blood, platelets, plasma, Power Red; NMDP's marrow; organdonor.gov). By lemma or as written.
 */
export const GIVEN_IN_KIND = ["blood", "platelet", "platelets", "plasma", "marrow", "organ", "organs", "apheresis"];
/** Words that name money given, which make a donation money whatever else a sentence names ("a gift to the bloodmobile fund"). */
export const MONEY_GIVEN = ["fund", "funds", "money", "cash", "dollar", "dollars", "$", "pledge", "fundraiser", "fundraising"];
/**
 * What a donation is the time or the count of, written before the noun it governs ("a survey after each donation", "one
 * text per contribution", "before your plasma donation"): the donation is the occasion of a text, not what it asks.
 */
export const OCCASION_OF = ["after", "before", "following", "since", "until", "per", "each", "every"];
/** A sample that asks for money for a cause ("give to the emergency grant fund today", "make a gift"): what CHARITY sends. */
export const DONATION_ASK = [
  phrase("/donate|contribute/ ~8 /fund|appeal|campaign|cause/"),
  phrase("chip in ~8 /fund|appeal|campaign|cause/"),
  phrase("/donate|contribute/ ~8 $ #"),
  phrase("chip in ~8 $ #"),
  // "Give to the grant fund", "give today"; not "we'll give you a $10 credit".
  phrase("/give/ to the|our|a ~6 /fund|appeal|campaign|cause|drive/"),
  phrase("/give/ today|now|online"),
  // ("please donate today", "donate now"; not "you donated today", "thanks for donating")
  phrase("/donate/ today|now|online"),
  phrase("/give/ at /https?:.*/"),
  phrase("/give/ $ # at|to|today|now|online"),
  phrase("/make/ a|an /gift|donation|contribution/"),
];
/**
 * What the texts ask people to do, said in a description ("asking families and supporters to donate to the fund",
 * "inviting members to vote on the new bylaws", "reminding owners to renew"): a purpose, like a kind of message.
 */
export const SUBJECT_ASK = [
  phrase(
    "/ask|asks|asking|invite|invites|inviting|urge|urges|urging|encourage|encourages|encouraging|remind|reminds|reminding/ " +
    "~4 to !>various|different|many|several|some|things|stuff|anything|everything|whatever /[a-z]{3,}/",
  ),
];
/** The verbs that tell a purpose by when the texts come (as written, as the expression matched them). */
const TELLS = "/text|texts|texted|notify|notifies|alert|alerts|message|messages|remind|reminds|send|sends|contact|contacts|" +
  "let|lets|tell|tells|inform|informs/";
/**
 * What the messages are about, said as when they come: a messaging word, then when or if something happens
 * ("texts members when a card purchase looks out of the ordinary", "notifies owners if a payment is missed").
 */
export const SUBJECT_WHEN = [
  phrase(`${TELLS} ~4 when|whenever|if|once`),
  phrase(`${TELLS} ~4 as soon as`),
  phrase(`${TELLS} ~4 each|every time`),
];
/** What the messages are about, said with "about" and a word that names something ("about reunions", not "about various things"). */
export const SUBJECT_MATTER = [
  phrase(
    "about|regarding|concerning their|its|his|her|your|our|the|a|an|any|upcoming|new|recent? " +
    "!>various|different|many|several|some|general|other|all|misc|misc.|miscellaneous|things|stuff|topics|matters|" +
    "anything|everything|whatever|it|this|that|us|them /[a-z][a-z-]{2,}/ " +
    // (nor a word that only qualifies one of them: "about exciting things", "about fun stuff")
    "!>things|stuff|topics|matters|thing|stuff|happenings",
  ),
];

/*
 * Words the use-case reading (reading/useCase.ts) meets one at a time, as written or by lemma: the verbs of texting
 * whose object is what the texts are about (Twilio 30886 and 30497 ask the description to say what is sent), the words
 * that name no subject, and the words that open a capitalised run after "from" but name no other sender.
 */

/** Verbs of texting or telling: what they govern is what the texts carry ("Mochi Moon texts our weekly flavor drop"). */
// (and the verbs of making known, whose object is what is made known: "the museum announces new exhibits", "shares the
// week's menu", "features a new roast each month")
export const TELLING = new Set([
  "text", "send", "notify", "alert", "message", "remind", "tell", "inform", "ping", "announce", "share", "feature",
  "promote", "advertise",
]);

/**
 * Verbs of saying or carrying whose subject may be the texts themselves: what they govern is what the texts say ("Texts
 * say the van is coming", "each reminder lists the stops", "the messages include the pickup window").
 */
export const SAYING = [
  "say", "tell", "state", "mention", "explain", "show", "note", "confirm", "list", "include", "cover", "give", "carry",
];

/**
 * The words that open a clause of what is told, a description written as its topic ("Where the truck is parked this
 * week", "When the pool opens and closes", "What's fresh at the stand"): the texts are about what the clause says.
 */
export const TOPIC_OPENERS = new Set(["where", "wherever", "when", "whenever", "what"]);

/** Words that are no subject of the texts: the recipients' stand-ins, the texts themselves, "communications". */
export const NOT_A_SUBJECT = new Set([...NO_SUBJECT_NOUNS, ...TEXT_CHANNEL, "communication", "communications", "messaging"]);

/** Words that open a capitalised run after "from" but name no business: days, months, the disclosures' words. */
export const NOT_A_SENDER = new Set([
  "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "january", "february", "march", "april",
  "may", "june", "july", "august", "september", "october", "november", "december", "msg", "message", "text", "reply",
  "help", "stop", "us", "our", "the", "your", "my",
]);

/**
 * A pitch: something new to see ("3 new homes match your search"), a service offered ("we can lower your bills",
 * "our team can help"), an invitation to buy or call ("call us today", "ask about").
 */
export const PITCH = [
  phrase(
    "new ~1 /homes?|listings?|arrivals?|items?|styles?|products?|flavou?rs?|dishes|classes|courses|releases?|collections?|" +
    "models?/",
  ),
  phrase("we can|will /help|get|lower|cut|fix|remove|consolidate|save|find|match/"),
  phrase("our ~2 can|will /help|get|lower|cut|fix|remove|consolidate|save|find|match/"),
  phrase("/call|text|visit/ us today|now"),
  phrase("/ask/ us? about"),
  phrase("tired of"),
  phrase("before you /buy/"),
];

/**
 * The brand answering what people text it: "answer texts from customers", "reply to questions customers text in",
 * "respond to messages from guests" (not "answers to your questions are on our FAQ page").
 */
export const CONVERSATION = [
  phrase("/answer|answers|answering|respond|responds|responding|reply|replies|replying/ to? ~3 /texts|questions|messages|requests/ ~2 from|that|customers|clients|guests|people|members|patients"),
  phrase("/chat|chats|chatting|talk|talks|talking/ with ~3 customers|clients|guests|members|patients by|over|via text"),
];

/** Something of the person's due by a time ("the tile saw is due back tomorrow", "books are due Friday"). */
export const DUE = [phrase("is|are|be due back|by|on|tomorrow|today|tonight|friday|monday|tuesday|wednesday|thursday|saturday|sunday|#")];

/**
 * The words an answer opens with (a reply to what the person asked: "yes, the cleaner takes the blue solution", "no,
 * we're closed Monday", "thanks, we got it"): a conversation's message, not a broadcast.
 */
export const ANSWER_OPENERS = new Set(["yes", "yep", "yeah", "no", "nope", "sure", "thanks", "thank", "ok", "okay", "got", "absolutely"]);

/**
 * An action urged now that is no use of a code ("enroll now!", "join today", "upgrade now"): beside a one-time code, another
 * programme riding on it (a 2FA sample carries the code alone). Not "book" or "order", which a reminder may urge.
 */
export const URGED = [phrase("/enroll|register|join|subscribe|shop|buy|upgrade|apply/ now|today")];

/**
 * What a delivery notification speaks of, by lemma: something ordered, sent, carried or collected and where it is ("order
 * 10452 shipped", "driver ~30 min out", "pkg picked up 10:05a", "your bouquet is on the van", "ready at the window"). A
 * DELIVERY_NOTIFICATION campaign none of whose samples says any of it sends something else (where a food truck parks,
 * its taco of the week). The Campaign Registry's definition of the use case: "information about the status of the
 * delivery of a product or service".
 */
export const DELIVERY_WORDS = new Set([
  "order", "deliver", "delivery", "delivered", "ship", "shipped", "shipping", "shipment", "package", "pkg", "parcel", "box",
  "driver", "courier", "carrier", "eta", "arrive", "arriving", "arrival", "pickup", "pick", "picked", "ready", "track",
  "tracking", "route", "van", "truck", "dispatch", "dispatched", "load", "pallet", "po", "window", "drop", "dropped", "way",
  "late", "behind", "delay", "delayed", "tech", "technician", "crew", "install", "service", "return", "collect",
  "collected", "leave", "left", "signed", "door", "porch", "lobby", "dock", "bag", "refill", "prescription",
]);

/** A message addressed to its recipient ("your order", "you're booked"). */
export const TO_THE_RECIPIENT = [phrase("/you|your|yours/")];

/** The verbs whose "for" names what someone wants from the texts ("shoppers who asked for a quote"). */
export const ASKING = new Set(["ask", "request"]);
