import type { RuleSource } from "../model";
import { ctia, dca, page, PAGES, TELNYX_CODES, telnyx, twilio } from "../sources";
import type { Category } from "./types";

/*
 * The content lexicon: the products and services that belong to each category of content carriers
 * refuse or restrict, each entry with the published page that puts it there, and per category the
 * look-alikes that must not be read as it. This file is data: the notation is in types.ts, how to
 * add an entry in docs/preflight.md ("Content by meaning"). Precision first: a product goes in
 * only when its words mean it on their own; a word with an everyday second meaning ("shot", "pot",
 * "weed", "spirits", "advance", "slots") goes in only inside the phrase that decides
 * ("shot of tequila", "pot shop", "cash advance"), and the phrases that read alike but mean
 * something else are declared as look-alikes.
 */

/** Pages without a code, beside the vendors' codes (sources.ts). */
const TWILIO_FORBIDDEN = page("Twilio", "https://help.twilio.com/hc/en-us/articles/360045004974-Forbidden-message-categories-for-SMS-and-MMS-in-the-US-and-Canada");
const TWILIO_SWEEPSTAKES = page("Twilio", "https://support.twilio.com/hc/en-us/articles/223134447-Are-there-special-rules-for-running-a-sweepstakes-over-a-short-code-");
const AWS_AGE_GATE = page("AWS", "https://docs.aws.amazon.com/sms-voice/latest/userguide/registration-help-optin-agegate.html");
const AWS_REJECTIONS = page("AWS", PAGES.awsRejections);
const CTIA = page("CTIA", PAGES.ctia);
const TMOBILE = page("T-Mobile", PAGES.tmobile);

const SEX = twilio("30873");
const CANNABIS_CBD = twilio("30860");
const ALCOHOL = twilio("30875");
const TOBACCO_VAPE = twilio("30878");
/** Third-party debt collection; its page also names debt consolidation, reduction, relief and credit repair as its causes. */
const DEBT_COLLECTION = twilio("30863");
const CRYPTO = twilio("30867");
const DEBT_REDUCTION = twilio("30869");
const CREDIT_REPAIR = twilio("30950");
const ILLEGAL_SUBSTANCES = twilio("30469");
/** "Promotional messaging for prescription drugs or GLP-1 products is not permitted"; informational use cases are. */
const PRESCRIPTION_PROMOTION = twilio("30565");
/** Twilio 30885: "rejected because it is considered High Risk … Fraud or Deceptive Marketing". */
const HIGH_RISK_DECEPTIVE = twilio("30885");
/** The FTC's consumer pages: only scammers demand payment by gift card; a lender that guarantees approval is a scam. */
const FTC_GIFT_CARDS = page("FTC", "https://consumer.ftc.gov/articles/avoiding-and-reporting-gift-card-scams");
const FTC_ADVANCE_FEE_LOANS = page("FTC", "https://consumer.ftc.gov/articles/what-know-about-advance-fee-loans");
/** The FTC on phishing: scammers "may say they've noticed some suspicious activity" and ask for passwords or account numbers. */
const FTC_PHISHING = page("FTC", "https://consumer.ftc.gov/articles/how-recognize-and-avoid-phishing-scams");
/** The FTC on crypto scams: "Only scammers guarantee profits or big returns", "promise you'll make money fast". */
const FTC_GUARANTEED_RETURNS = page("FTC", "https://consumer.ftc.gov/articles/what-know-about-cryptocurrency-and-scams");
/**
 * The DCA's (The Campaign Registry's) rejection codes for content, 701-709, as Telnyx publishes and
 * explains them; each category names the DCA's code and Telnyx's.
 */
const carrier = (code: string): RuleSource[] => [dca(code, TELNYX_CODES), telnyx(code)];
const CANNABIS_CODES = carrier("701");
const FIREARMS_CODES = carrier("702");
const SEX_CODES = carrier("703");
const GAMBLING_CODES = carrier("704");
const HATE_CODES = carrier("705");
const ALCOHOL_CODES = carrier("706");
const TOBACCO_CODES = carrier("707");
const LEAD_GEN_CODES = carrier("708");
const HIGH_RISK_CODES = carrier("709");
const GAMBLING = GAMBLING_CODES[0]!;

/** A tax return's words: gambling named beside them is income reported on a form (lemmas, lower case). */
const TAX_MATTER = ["tax", "taxes", "taxable", "irs", "w-2g", "w2g", "1099", "withholding", "deduction", "deductible"];

const entry = (id: string, source: RuleSource, ...terms: string[]) => ({ id, source, terms });
/** An entry whose terms have another sense in a sentence that names any of `otherSense` (types.ts). */
const entryWithOtherSense = (id: string, source: RuleSource, otherSense: string[], ...terms: string[]) =>
  ({ id, source, terms, otherSense });

export const CATEGORIES: readonly Category[] = [
  {
    id: "sex", name: "sexual content", treatment: "prohibited", severity: "error",
    sources: [...SEX_CODES, SEX, TMOBILE, CTIA],
    entries: [
      entry("sex/explicit", SEX, "sex", "sexual", "porn", "porno", "pornography", "pornographic", "erotic", "erotica",
        "nude", "nudes", "nudity", "sex toy", "adult content", "adult entertainment", "adult video", "xxx video"),
      entry("sex/services", TMOBILE, "escort service", "escort agency", "strip club", "gentlemen's club", "cam girl",
        "cam model", "sexting", "onlyfans", "fansly", "nsfw", "x rated", "fetish", "bdsm",
        "adult {toy|store|shop|novelty|novelties|site|chat|webcam|cam}", "sex shop", "dildo", "erotic massage", "happy ending massage",
        "exotic dancer", "lap dance", "strip show", "nude {photos|pics|selfies|video}", "spicy content"),
    ],
    lookAlikes: [
      { phrase: "sexual health", why: "a clinic's care" },
      { phrase: "sexual {harassment|assault|misconduct|abuse|violence}", why: "reporting and training" },
      { phrase: "sex {education|ed|offender|offenders|trafficking}", why: "education and public safety" },
      { phrase: "{same|opposite|biological} sex", why: "a person's sex, not sexual content" },
      // A form's or a chart's field: "confirm your name, date of birth and sex", "the sex of your kitten".
      { phrase: "sex of {your|the|their|his|her|each|a|an} {baby|babies|child|patient|pet|kitten|puppy|dog|cat|horse|foal|calf|bird|animal|animals|fish|chick|chicks|litter}", why: "a person's or an animal's sex, a record's field" },
      { phrase: "{age|birth|gender|weight|breed|species|name|height} {and|or} sex", why: "a record's field" },
      { phrase: "sex {and|or} {age|gender|date of birth|birth date|breed|weight|species}", why: "a record's field" },
      { phrase: "{patient|pet|baby|kitten|puppy|animal|legal|assigned} sex", why: "a record's field" },
      { phrase: "adult content {filter|filters|filtering|block|blocking|blocker|controls|restriction|restrictions}", why: "parental controls" },
      { phrase: "{patient|hospital|medical|wheelchair|security|campus|safety|safe ride} escort {service|services}", why: "a patient's or a campus's escort" },
      { phrase: "nude {lipstick|lip|polish|nail|shade|heel|pump|sandal|color|colour|tone|beige|palette}", why: "a colour of cosmetics and clothing" },
    ],
  },
  {
    id: "hate", name: "hate speech", treatment: "prohibited", severity: "error",
    sources: [...HATE_CODES, TMOBILE, CTIA, TWILIO_FORBIDDEN],
    entries: [
      entry("hate/speech", TMOBILE, "hate speech", "white power", "white supremacy", "white supremacist", "racial slur",
        "ethnic slur", "neo nazi", "kkk"),
    ],
    lookAlikes: [
      { phrase: "hate to", why: "\"we hate to see you go\"" },
      { phrase: "hate crime", why: "victim services and reporting" },
    ],
  },
  {
    id: "cannabis", name: "cannabis", treatment: "prohibited", severity: "error",
    sources: [...CANNABIS_CODES, CANNABIS_CBD, TWILIO_FORBIDDEN, TMOBILE],
    entries: [
      entry("cannabis/plant", CANNABIS_CBD, "cannabis", "marijuana", "marihuana", "thc", "delta 8", "delta 9", "delta 10",
        "thca", "thcv", "thcp", "{hhc|hhcp|thcp|thca} {gummy|vape|cart|flower|pre roll|edibles}", "kush", "sativa", "indica", "hash oil", "ganja",
        "{cannabis|thc|marijuana|delta 8|delta 9} infused", "{cannabis|marijuana|weed|thc} {strain|flower|concentrate|seltzer|beverage|drink|chocolate}"),
      entry("cannabis/products", CANNABIS_CBD, "pre roll", "preroll", "edibles", "weed {gummy|edibles|brownie|cart|delivery|shop|store|dispensary}",
        "pot {shop|store|dispensary|brownie|edibles}", "thc {gummy|cart|cartridge}",
        "live resin", "live rosin", "dab pen", "{dab|dabs|wax|shatter|rosin} {concentrate|cart}", "{infused|cannabis} pre roll",
        "{eighth|eighths|quarter|ounce|oz} of {flower|bud|kush}", "{top shelf|exotic|indoor} {flower|bud|buds}",
        "doobie", "spliff", "moonrock", "rick simpson oil", "{thc|cannabis|weed} {tincture|topical|capsule|syrup|soda|lozenge|mint}",
        "{indica|sativa|hybrid} {strain|flower|pre roll|cart|gummy|edibles}", "distillate {pen|cart|cartridge}", "infused {brownie|edibles|gummy|cookie|pre roll|chocolate bar}", "{5mg|10mg|25mg|50mg|100mg} {edibles|thc|gummy|brownie}",
        "{half|full} {gram|g} {cart|cartridge|disposable}", "{1g|2g|half gram|full gram} {cart|cartridge|disposable|dispo}", "wake and bake", "{feminized|autoflower|autoflowering|photoperiod|cannabis|marijuana|weed} {seed|seeds}", "autoflower",
        "{blue dream|sour diesel|granddaddy purple|jack herer|girl scout cookies|og kush|gorilla glue} {seed|seeds|strain|flower|pre roll|cart|eighth}",
        "{get|getting|stay} stoned", "{kief|moon rock|hash rosin|bubble hash}", "{shatter|wax|badder|budder|crumble|hash|rosin|kief} {and|or} {badder|budder|shatter|wax|crumble|rosin|hash|kief|live resin|diamonds|concentrates}",
        "{house|exotic|featured|top shelf|premium|indoor|craft} {strain|strains}", "{thc|cannabis} {edible|cookie|pre roll}", "weed cookie"),
      // A pharmacy's counter is a dispensary too: in a sentence that names a prescription, a pharmacist or a refill it is that.
      entryWithOtherSense("cannabis/dispensary", CANNABIS_CBD, [
        "prescription", "pharmacy", "pharmacist", "refill", "rx", "medication", "hospital", "clinic", "veterinary", "vet",
      ], "dispensary"),
      entry("cannabis/stores", CANNABIS_CBD, "budtender", "420 friendly", "recreational weed", "medical weed",
        "{recreational|medical} {cannabis|marijuana}", "medical marijuana card", "{cannabis|marijuana} delivery", "happy 420", "420 {sale|deal|deals|special}",
        "{rec|adult use} {menu|customers|sales}", "{rec and medical|medical and rec|rec and med|med and rec} {menu|customers|patients|deals}", "{weed|cannabis|marijuana|thc} {club|lounge|menu|drop|drops|deals}"),
    ],
    lookAlikes: [
      { phrase: "pot {roast|pie|sticker|stickers|luck|lucks|holder}", why: "food and kitchenware" },
      { phrase: "{crock|flower|instant|clay} pot", why: "kitchenware and garden" },
      { phrase: "weed {control|killer|killers|removal|and feed|barrier|whacker|eater|trimmer}", why: "lawn and garden" },
      { phrase: "edible arrangements", why: "a fruit-bouquet retailer" },
      { phrase: "{pharmacy|medical|medication|hospital|clinic|surgery|practice|gp|vet|veterinary|health centre|health center} dispensary", why: "a clinic's dispensary" },
      { phrase: "dispensary at the {clinic|hospital|surgery|practice|health centre|health center|pharmacy}", why: "a clinic's dispensary" },
      { phrase: "doobie brothers", why: "a band" },
      { phrase: "{thc|marijuana|cannabis} {toxicity|poisoning|test|tests|testing|screen|screening|exposure|ingestion}", why: "a clinic's or a vet's test and care" },
      { phrase: "{espresso|coffee|lavender|bourbon|rum|honey|fruit|berry|citrus|mint|matcha|chai|vanilla|caramel|orange|lemon|raspberry|strawberry|cherry|maple|whiskey|cinnamon|peanut butter|ginger|rosemary|herb} infused", why: "a flavour" },
    ],
  },
  {
    id: "cbd-hemp", name: "CBD and hemp", treatment: "prohibited", severity: "error",
    sources: [...CANNABIS_CODES, CANNABIS_CBD, TWILIO_FORBIDDEN],
    entries: [
      entry("cbd-hemp/cbd", CANNABIS_CBD, "cbd", "cannabidiol",
        "cbd {gummy|oil|tincture|cream|balm|capsule|softgel|flower|pre roll|edibles|drops|product|shop|store|dispensary}",
        "{cbd|cbg|cbn} infused", "{cbg|cbn} {tincture|oil|gummy|flower|softgel|capsule}",
        "{cbd|cbn|cbg} {sleep|calm|relief|recovery|night|pm|pain|muscle|bath|nano} {gummy|oil|tincture|drops|softgel|capsule|cream|balm|roll on|bomb|bath bomb|shot}"),
      entry("cbd-hemp/hemp", CANNABIS_CBD, "hemp {oil|extract|gummy|tincture|flower|pre roll|edibles|capsule|cbd|dispensary|shop|store}",
        "hemp derived", "full spectrum hemp", "broad spectrum hemp", "hemp infused",
        "hemp {tea|lotion|salve|balm|cream|roll on|rub|seltzer|beverage|drink|chocolate|cigarette|wrap|cigar|smokable|smokables|thc}",
        "{hemp|delta 8|delta 9} {seltzer|beverage|drink}",
        "{full spectrum|broad spectrum} {gummy|oil|tincture|extract|softgel|capsule|drops|salve|balm|cream}", "cbg", "cbda",
        "{cbd|hemp} {dog|pet|cat} {treat|chew|oil}", "{hemp|cbd} {vape|cart|disposable}"),
    ],
    lookAlikes: [
      { phrase: "hemp {seed|seeds|heart|hearts|rope|fabric|twine|bag|tote|protein|milk|shirt|cord}", why: "foods and fibre made from hemp" },
      { phrase: "hemp seed oil", why: "a food and cosmetic oil" },
      { phrase: "{in the|into the|around the|near the|downtown} cbd", why: "a city's central business district" },
      { phrase: "cbd {parking|traffic|office|offices|bus|buses|route|routes|area|streets|street|road|roads|closure|closures|detour|detours|loop|shuttle|hotel|apartment|apartments|branch|location}", why: "a city's central business district" },
    ],
  },
  {
    // Fraud as people meet it by text: a bill, a fine or a shut-off paid in gift cards whose codes are sent back, a
    // loan approval guaranteed whatever the credit. Twilio refuses such campaigns outright (30885).
    id: "deceptive", name: "fraud or deceptive marketing", treatment: "prohibited", severity: "error",
    sources: [HIGH_RISK_DECEPTIVE, ctia("5.3.1"), FTC_GIFT_CARDS, FTC_ADVANCE_FEE_LOANS],
    entries: [
      entry("deceptive/gift-card-payment", FTC_GIFT_CARDS,
        "{gift card|gift cards|prepaid card|prepaid cards|itunes card|google play card} and {text|send|give|read|email|call} {us|me|them} the {code|codes|number|numbers|pin|pins|card number|card numbers}",
        "{text|send|give|read|email} {us|me|them} the {code|codes|number|numbers|pin|pins} {on|from|off|of} the {gift card|gift cards|card|cards}",
        "{pay|settle|clear} {your|the|this} {bill|balance|fine|fee|fees|debt|taxes|penalty|account} {with|by|using|in} {|a} {gift card|gift cards|itunes cards|google play cards}",
        "{pay|payment} {now|today|immediately} {with|by|using|in} {|a} {gift card|gift cards}"),
      entry("deceptive/guaranteed-approval", FTC_ADVANCE_FEE_LOANS,
        "guaranteed {approval|approvals}", "{approval|approvals} guaranteed", "guaranteed {loan|loans|financing|credit} approval",
        "{loan|loans|financing|credit} guaranteed {|for everyone|for all}", "{no doc|no documentation} {loan|home loan|mortgage}",
        // A government's decision promised, as an immigration or benefits scam promises it ("GUARANTEED green card in 60
        // days", "visa approval guaranteed"): no one but the agency decides.
        "guaranteed {green card|green cards|visa|visas|citizenship|work permit|work permits|asylum|residency|disability benefits} {|approval}",
        "{green card|visa|citizenship|work permit|asylum|residency} {|approval} guaranteed"),
      // Returns promised on money put in, or a multiple of it: "guaranteed 10x returns by summer", "2x gains guaranteed",
      // "guaranteed returns on your investment", "double your crypto" (a shop's "guaranteed returns within 30 days" is
      // its returns policy: not without a multiple or an investment named).
      // A secret asked for by text, as phishing asks it: "reply with your card number and PIN so we can lock it", "text us
      // your online banking password" (no bank or shop asks for them so; the FTC's phishing page).
      entry("deceptive/secrets-by-text", FTC_PHISHING,
        "{reply|replying|respond|responding|text|texting} with {your|the} {full|} {card number|pin|password|passcode|social security number|ssn|account number|routing number|cvv|security code|login|online banking password}",
        "{text|send|give|tell} us {your|the} {full|} {card number|pin|password|passcode|social security number|ssn|account number|routing number|cvv|online banking password}",
        // (or over the phone, to claim something: "claim it by calling and confirming your card number")
        "{confirm|confirming|verify|verifying|provide|providing|read|reading} {us|} your {full|} {card number|credit card number|debit card number|pin|social security number|ssn|bank account number|routing number|cvv|online banking password}"),
      entry("deceptive/guaranteed-returns", FTC_GUARANTEED_RETURNS,
        "guaranteed {2x|3x|4x|5x|10x|20x|50x|100x|1000x} {|returns|return|gains|profit|profits|your money}",
        "{2x|3x|4x|5x|10x|20x|50x|100x|1000x} {returns|gains|profits|profit} guaranteed",
        "guaranteed {return|returns|gains|profit|profits} on {your|an|the|every|each} {investment|investments|money|deposit|deposits|stake|tokens|coins}",
        "guaranteed {gains|payouts|monthly returns|weekly returns|daily returns}",
        "{double|triple} your {investment|investments|crypto|bitcoin|tokens|coins|money in}"),
    ],
    lookAlikes: [
      { phrase: "{never|not|don't|dont|won't|do not} {reply|respond|text|send|give|tell|confirm|verify|provide|read}", why: "a warning not to send a secret" },
      { phrase: "{never|not|won't|will not|don't|dont|do not} {ask|asks} {|you|members|customers|anyone} to {reply|respond|text|send|give|tell|confirm|verify|provide|read}", why: "a warning that the brand never asks for a secret" },
    ],
  },
  {
    id: "drugs", name: "illegal substances", treatment: "prohibited", severity: "error",
    // CTIA 5.3.1: "prevention of unlawful activities or … illicit content" (a medicine sold without a prescription).
    sources: [ILLEGAL_SUBSTANCES, TWILIO_FORBIDDEN, ctia("5.3.1")],
    entries: [
      entry("drugs/substances", ILLEGAL_SUBSTANCES, "kratom", "psilocybin", "magic mushroom", "shrooms", "shroom {gummy|chocolate|bar}", "amanita gummy",
        "{mushroom|psychedelic} {microdose|microdoses|microdosing}", "microdosing", "magic truffle", "mdma", "{psychedelic|psilocybin} {gummy|chocolate|capsule|retreat}"),
      entry("drugs/no-prescription", ILLEGAL_SUBSTANCES,
        "{adderall|xanax|oxycodone|oxycontin|hydrocodone|percocet|vicodin|tramadol|valium|klonopin|ambien|modafinil|ozempic|wegovy|semaglutide|tirzepatide|viagra|cialis|sildenafil|tadalafil|phentermine|antibiotics|ivermectin|painkillers|pain pills|steroids} {|online|delivered|shipped} {without a|without|no|with no|without any} {prescription|rx|script|doctor}",
        "{no|without a|without} {prescription|rx|script} {pharmacy|meds|pills|painkillers|pain pills|antibiotics|steroids}"),
      entry("drugs/paraphernalia", ILLEGAL_SUBSTANCES, "drug paraphernalia", "bong", "dab rig", "head shop"),
    ],
    lookAlikes: [
      { phrase: "{shiitake|portobello|button|oyster|stuffed} mushroom", why: "food" },
    ],
  },
  {
    id: "alcohol", name: "alcohol", treatment: "age-gated", severity: "error",
    sources: [...ALCOHOL_CODES, ALCOHOL, TMOBILE, AWS_AGE_GATE],
    entries: [
      entry("alcohol/general", ALCOHOL, "alcohol", "alcoholic {drink|beverage}", "booze", "boozy", "liquor", "liquor store",
        "distillery", "distilled spirits", "craft spirits", "wine and spirits", "beer and wine", "beer wine and spirits", "open bar",
        "bottle shop", "bottle service", "{beer|wine|whiskey|whisky|bourbon|tequila|cocktail|sake} tasting",
        "well drinks", "{domestic|import|imported} {drafts|bottles}", "{2|3|4|5|6} {drafts|wells|domestics}", "draft {special|deals|pours}", "craft brews", "brewski", "tallboy", "margs",
        "cidery", "winetasting", "wine {tasting|flight|club|list|pairing|dinner|pour|pours|down|wednesday|night|special|specials}",
        "{beer|wine|cocktail|booze|liquor} {special|specials|menu|list|pairing|dinner|night|bucket|tower|deal|deals}",
        "{six|6|12|twelve|18|24|30} {pack|packs|rack|racks} of {beer|beers|seltzer|seltzers|cider|bud|coors|miller|modelo|corona|ipa}",
        "{case|cases} of {beer|wine|seltzer|bud|coors|modelo|corona}", "{beer|liquor|wine} delivery", "{on tap|on draft} {beer|beers|ipa}",
        "{adult|spiked|boozy} {beverage|beverages|slushie|slushy|punch|lemonade|milkshake|shake}", "bar tab", "last call for drinks",
        "{two|2|three|3} drink minimum", "{brunch|patio|rooftop} {cocktails|mimosas|drinks|pitchers}", "hooch", "{spirits|liquor|booze} cabinet"),
      entry("alcohol/beer", ALCOHOL, "beer", "craft beer", "draft beer", "ipa", "lager", "pilsner", "ale", "pale ale",
        "hefeweizen", "{oatmeal|imperial|milk} stout", "sour beer", "hard seltzer", "spiked seltzer", "hard cider", "hard kombucha",
        "brewery", "brewpub", "taproom", "beer garden", "beer flight", "growler", "growler fill", "keg", "pub crawl", "bar crawl",
        "porter ale", "saison", "kolsch", "bock", "{double|triple|hazy|west coast|new england|session|juicy} ipa", "ipas", "seltzer {flight|bucket}",
        "meadery", "cerveza", "michelada", "budweiser", "bud light", "coors", "coors light", "miller lite", "michelob", "heineken", "modelo",
        "stella artois", "guinness {draught|stout|on tap}", "blue moon beer", "white claw", "high noon seltzer", "twisted tea", "hard lemonade", "hard tea",
        "{pint|pints} of {beer|ale|lager|ipa|cider|guinness}", "{happy hour|half price|draft|craft} {pint|pints}", "pint night",
        "corona extra", "corona light", "pacifico", "dos equis", "yuengling", "pabst", "pbr", "natty light", "busch light", "keystone light", "mike's hard", "truly seltzer", "bud light seltzer", "{tall|tallboy} can of {beer|bud|pbr}",
        "{ipa|lager|stout|sour|pilsner|ale|hazy|porter|seltzer} on {tap|draft}", "craft {drafts|draft|pours|cans|beers}", "{bucket|buckets} of {5|five|6|six} {coronas|modelos|buds|beers|bud lights|coors lights|white claws|trulys|seltzers|ciders}", "{bucket|buckets} of {coronas|modelos|buds|bud lights|coors lights|white claws|trulys|seltzers|ciders}", "cider on tap", "{|new|fresh} brews on tap", "{tap list|tap takeover}",
        "{brewery|taproom} tour", "{pitcher|pitchers} of {ipa|lager|bud|coors|miller}", "mead {tasting|flight|hall}", "shandy", "radler"),
      entry("alcohol/wine", ALCOHOL, "wine", "winery", "wine bar", "sommelier", "rosé", "champagne", "prosecco", "merlot",
        "cabernet", "chardonnay", "pinot noir", "pinot grigio", "sauvignon blanc", "riesling", "malbec", "zinfandel",
        "sangria", "bottomless mimosa", "{mimosa|mimosas} {bar|flight|flights|special|specials|brunch|pitcher|tower}", "aperol", "{aperol|hugo|lillet|wine} spritz", "moscato", "syrah", "tempranillo",
        "vinho verde", "lambrusco", "vintage port", "{glass|glasses|bottle|bottles} of {rosé|rose|bubbly}",
        "{glass|glasses|bottle|bottles|carafe|carafes} of {red|white|wine|vino|bubbles|cava|prosecco}", "{red|white|house|boxed|sparkling|natural|orange|dessert|fortified} wine",
        "bellini", "port wine", "{dry|cream|glass of} sherry", "vermouth", "sauvignon", "cab sav", "cab sauv", "pinot", "shiraz", "grenache", "gewurztraminer", "beaujolais",
        "bordeaux wine", "chianti", "rioja", "sancerre", "wine cellar", "vineyard tasting"),
      entry("alcohol/spirits", ALCOHOL, "vodka", "whiskey", "whisky", "bourbon", "tequila", "mezcal", "rum", "gin", "scotch",
        "cognac", "schnapps", "absinthe", "moonshine", "sake bomb", "soju", "sake {flight|bar|list|pairing|bottle}", "junmai", "{hot|cold} sake", "brandy {tasting|flight|snifter}",
        "jack daniel's", "jim beam", "maker's mark", "tito's vodka", "smirnoff", "absolut vodka", "grey goose", "bacardi", "captain morgan", "malibu rum",
        "patron tequila", "{patron|patrón} {bottle|bottles|silver|shot|shots|margarita|margaritas}",
        "{tito's|titos} {and soda|and sodas|and tonic|and lemonade|vodka|special|specials|bottle|bottles|shot|shots}",
        "hennessy {bottle|bottles|cognac|shot|shots|vs|vsop|and coke|special|specials}", "casamigos", "crown royal", "jagermeister", "jäger", "kahlua", "liqueur", "single malt", "spirits {tasting|flight|shop|store}",
        "don julio {1942|tequila|blanco|reposado|anejo}", "jameson whiskey", "johnnie walker", "jose cuervo", "fireball whisky", "baileys irish cream", "limoncello", "ouzo", "grappa",
        "triple sec", "rye whiskey", "añejo", "anejo", "reposado", "blanco tequila", "{top shelf|premium|well} {liquor|spirits|tequila|vodka|whiskey|bourbon}",
        "{fifth|fifths|handle|handles|pint|pints|nip|nips|bottle|bottles} of {vodka|whiskey|whisky|bourbon|tequila|rum|gin|jack|hennessy|fireball|liquor|tito|titos|jameson|crown|patron}"),
      entry("alcohol/serving", ALCOHOL, "cocktail", "margaritas", "{frozen|skinny|spicy|mango|strawberry|house|top shelf|pitcher of} margarita",
        "margarita {special|night|pitcher|flight|monday|tuesday|wednesday|thursday|friday}", "martini", "mojito", "daiquiri", "bloody mary", "bloody marys", "mimosas and {bloody marys|bellinis|screwdrivers}",
        "{shot|shots} of {tequila|vodka|whiskey|whisky|rum|gin|fireball|jager|bourbon}",
        "{tequila|vodka|whiskey|whisky|jello|jell o|fireball|jager} shot", "happy hour {drinks|cocktails|beers|wine}",
        "mai tai", "moscow mule", "negroni", "irish coffee", "hot toddy", "bottomless brunch", "mixology", "mixologist",
        "cosmopolitan cocktail", "old fashioned cocktail", "{whiskey|whisky|amaretto|pisco|midori|vodka} sour", "{paloma|palomas} {cocktail|special|pitcher}", "tequila paloma", "manhattan cocktail", "espresso martini",
        "lemon drop martini", "gimlet", "sidecar cocktail", "french 75", "long island iced tea", "white russian", "pina colada", "piña colada",
        "hurricane cocktail", "sazerac", "mint julep", "cuba libre", "caipirinha", "aperitivo", "highball", "tiki {drinks|cocktails|bar}",
        "{rum|vodka|gin|whiskey|tequila} and {coke|tonic|soda|ginger|cranberry|sprite}", "{jack|crown|jameson|captain} and coke", "{gin|vodka} tonic",
        "{pitcher|pitchers|bucket|buckets} of {beer|beers|margaritas|sangria}", "{well|wells} and {drafts|domestics}"),
    ],
    lookAlikes: [
      { phrase: "{root|ginger|birch|butter} beer", why: "soft drinks" },
      { phrase: "ginger ale", why: "a soft drink" },
      { phrase: "beer {battered|cheese|bread|can chicken}", why: "dishes cooked with beer" },
      { phrase: "{non alcoholic|alcohol free|zero proof|virgin} {beer|wine|cocktail|margarita|mojito|drinks|spirits|pina colada|piña colada|daiquiri|mimosa|sangria|bloody mary|mule|moscow mule}", why: "drinks without alcohol" },
      { phrase: "{non alcoholic|alcohol free|alcohol and drug free}", why: "the absence of alcohol" },
      { phrase: "{rubbing|isopropyl} alcohol", why: "a disinfectant" },
      { phrase: "alcohol {wipe|swab|pad|prep|sanitizer}", why: "first-aid supplies" },
      { phrase: "alcohol {abuse|addiction|treatment|rehab|recovery|use disorder|awareness}", why: "health care and recovery" },
      { phrase: "alcoholics anonymous", why: "a recovery fellowship" },
      { phrase: "wine {colored|coloured|red|stain|glass|rack|fridge|opener|tote}", why: "a colour or housewares" },
      // (the colour's word before it makes the drink's name longer: "a red wine stain on a wool sweater")
      { phrase: "{red|white|rose|rosé} wine {stain|stains|stained|spill|spills|colored|coloured}", why: "a stain or a colour" },
      { phrase: "{wine and dine|wining and dining}", why: "an idiom" },
      { phrase: "champagne {colored|coloured|gold|color|colour|diamond|pearl|toned|tone|hue|shade|finish|sequin|satin|silk|dress|beige|blonde|pink}", why: "a colour" },
      { phrase: "gin rummy", why: "a card game" },
      { phrase: "cotton gin", why: "a machine" },
      { phrase: "scotch {tape|egg|bonnet|pine|brite|guard}", why: "tape, food and plants" },
      { phrase: "rum raisin", why: "an ice cream flavour" },
      { phrase: "bourbon street", why: "a street" },
      { phrase: "{bourbon|whiskey|whisky|cognac|brandy|rum|sherry|merlot|claret} {colored|coloured|color|colour|brown|red|gold|amber|toned|tone|hue|shade}", why: "a colour" },
      { phrase: "{pink|red|yellow|orange|striped} bourbon", why: "a coffee variety" },
      { phrase: "bourbon {coffee|variety|varietal|cultivar|arabica}", why: "a coffee variety" },
      { phrase: "{shrimp|fruit|seafood} cocktail", why: "dishes" },
      { phrase: "{bourbon|whiskey|whisky|rum|tequila|vodka|wine|beer|champagne|sherry|brandy|stout|guinness|sake|cider|ale|prosecco|port|red wine|white wine|bourbon vanilla} {glaze|glazed|sauce|cake|cakes|braised|vinaigrette|marinade|marinated|caramel|pecan|pecans|butter|reduction|soaked|cured|bbq|barbecue|chicken|lime|brats|mustard|jelly|jam|fudge|truffle|truffles|cupcake|cupcakes|brownie|bread pudding|pie|beans|chili|short ribs|mussels|steamed}", why: "dishes cooked with it" },
      { phrase: "{vodka sauce|alla vodka|bourbon vanilla|rum raisin|wine braised|beer braised|whiskey barrel|whisky barrel|wine barrel|bourbon barrel} {|planter|planters|pasta|penne|ice cream|bean|beans|extract|table|tables|furniture}", why: "a sauce, a vanilla, furniture from a barrel" },
      { phrase: "cocktail {attire|dress|sauce|napkin|ring|table|shrimp}", why: "clothing, food and furniture" },
      { phrase: "margarita {pizza|mix}", why: "a pizza and a mixer" },
      { phrase: "{flu|booster|covid|vaccine|allergy|b12|cortisone|ginger|wheatgrass|espresso} shot", why: "a dentist's, pharmacy's or juice bar's shot" },
      { phrase: "shot of espresso", why: "coffee" },
      { phrase: "{pint|pints} of {ice cream|milk|blueberries|strawberries|blood}", why: "a measure of food" },
      { phrase: "keg {stand|ordering}", why: "not a sale" },
      { phrase: "stout {heart|hearted|boots|build|frame}", why: "a build" },
      { phrase: "mimosa {tree|trees|plant|plants|flower|flowers|bloom|blooms|shrub}", why: "a tree" },
      { phrase: "{nfl|nba|nhl|mlb|fantasy|fantasy football|league} draft {|party|night|day|special|deals}", why: "a sports draft" },
      { phrase: "{wine|beer|spirits} {free|alcohol free}", why: "the absence of alcohol" },
      { phrase: "{taproom|brewery|winery|distillery|cidery} {lot|parking lot|parking}", why: "a place to park (a food truck's stop)" },
    ],
    // Before any other noun a drink's name is a colour, a flavour, a scent or a name ("a cognac leather sofa", "Moscow
    // Mule copper mugs", "Kahlua brownies", "Ale House Road"): these nouns keep it the drink.
    heads: [
      "drink", "beverage", "cocktail", "shot", "shooter", "pint", "glass", "bottle", "can", "case", "pack", "keg", "growler",
      "crowler", "flight", "tasting", "taste", "pour", "refill", "fill", "carafe", "pitcher", "bucket", "tower", "tap", "draft",
      "draught", "list", "menu", "special", "deal", "sale", "discount", "price", "offer", "selection", "collection", "release",
      "lineup", "pairing", "dinner", "brunch", "lunch", "happy", "hour", "night", "party", "club", "member", "membership",
      "bar", "lounge", "garden", "patio", "hall", "room", "cellar", "shop", "store", "cabinet", "delivery", "order", "shipment",
      "subscription", "box", "gift", "basket", "set", "sampler", "festival", "fest", "event", "crawl", "walk", "tour", "class",
      "workshop", "lover", "fan", "drinker", "enthusiast", "today", "tonight", "weekend", "week", "month", "day",
      "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
    ],
  },
  {
    id: "tobacco-vaping", name: "tobacco and vaping", treatment: "age-gated", severity: "error",
    sources: [...TOBACCO_CODES, TOBACCO_VAPE, TMOBILE, AWS_AGE_GATE],
    entries: [
      entry("tobacco-vaping/tobacco", TOBACCO_VAPE, "tobacco", "cigarette", "cigar", "cigarillo", "pipe tobacco",
        "chewing tobacco", "smokeless tobacco", "snus", "hookah", "shisha", "rolling paper", "smoke shop", "tobacco shop",
        "cigs", "{carton|cartons|pack|packs} of {smokes|marlboros|newports|camels}", "marlboro {lights|reds|cigarettes}", "skoal", "snuff", "grizzly dip",
        "humidor", "pipe shop", "swisher sweets", "black and mild",
        "tobacconist", "cigar lounge", "{loose leaf|roll your own|ryo} tobacco", "{hookah|shisha} {lounge|bar|flavor|flavors|tobacco}", "pall mall", "newport {cigarettes|menthol|100s|shorts}",
        "{camel|camels} {cigarettes|crush|filters|snus}", "backwoods {cigar|cigars|pack|5 pack}", "game leaf",
        "{heated tobacco|heets|terea}", "{grizzly|copenhagen|skoal} {wintergreen|mint|straight|long cut|pouches|dip}", "{can|cans|tin|tins|log|logs|roll|rolls} of {snuff|grizzly|copenhagen|skoal|zyn}", "copenhagen {dip|snuff|long cut|pouches}", "{long cut|fine cut} {dip|tobacco|wintergreen}"),
      entry("tobacco-vaping/vaping", TOBACCO_VAPE, "vape", "vapes", "vaping", "vaper", "e cigarette", "e cig", "ecig",
        "vape pen", "vape shop", "vape juice", "e juice", "e liquid", "disposable vape", "puff bar", "juul",
        "{juul|nic} pod", "box mod",
        "elf bar", "elfbar", "geek bar", "lost mary", "breeze pro", "esco bar", "hqd", "vuse", "njoy", "smok", "voopoo", "vaporesso", "iqos", "puffs disposable",
        "{5000|6000|7000|10000|15000|20000|25000} puffs", "{5k|7k|10k|15k|20k|25k|30k} puffs",
        "electronic cigarette", "electronic nicotine", "vapor {shop|store|lounge|products}", "vapor pen", "{disposable|disposables} {vape|pen|pod|device}", "{flavored|fruity|menthol|mint} {disposables|vapes|e juice}",
        "raz tn9000", "raz {vape|disposable}", "funky republic", "mr fog", "breeze smoke", "fume {extra|ultra|infinity|vape}", "flum {float|pebble|vape}", "hyde {edge|vape|disposable}",
        "caliburn", "uwell", "{flavor|flavors} of disposables", "{pod|pods} and {coil|coils}", "{coil|coils} and {pod|pods}", "{refillable|rechargeable|open} {pod|pods|disposable|disposables} {|system|systems|kit|kits|vape|vapes}", "pod {system|systems} {|kit|kits}",
        "{vape|vaping} {kit|kits|device|devices|coil|coils|tank|tanks|battery|batteries}", "smok {novo|nord|kit}", "pod mod", "mesh coils", "{salt nic|saltnic|nic salts|freebase} {juice|e juice|e liquid}", "dry herb vaporizer"),
      entry("tobacco-vaping/nicotine", TOBACCO_VAPE, "nicotine", "nicotine salt", "nic salt", "nicotine pouch", "zyn", "nic pouch",
        "{velo|rogue} pouch", "{3mg|5mg|6mg|20mg|35mg|50mg} {nic|salt|pouch}",
        "{zyn|velo|rogue} {can|cans|tin|tins|roll|rolls}", "{tobacco free|synthetic} nicotine {pouch|pouches|gum}"),
    ],
    lookAlikes: [
      { phrase: "{tobacco|smoke|vape|nicotine} free", why: "the absence of tobacco" },
      { phrase: "{no|quit|stop|stopped|quitting} {vaping|smoking|tobacco|vapes|cigarettes}", why: "help to quit and rules against it" },
      { phrase: "{tobacco|vaping|nicotine|smoking} {cessation|prevention|use|quitline|screening|treatment}", why: "health care" },
      { phrase: "nicotine {replacement|patch|gum|lozenge|withdrawal|addiction}", why: "help to quit" },
      { phrase: "cigar box", why: "a craft supply" },
      { phrase: "{no|quit|stop} {smoking|dipping|chewing}", why: "help to quit" },
      { phrase: "{up to snuff|snuff out|snuffed out|snuffs out|snuff the}", why: "idioms and a verb" },
    ],
    // Before any other noun the product's name names that noun ("vape detectors in the restrooms", "cigarette butt
    // cleanup"): these nouns keep it the product.
    heads: [
      "product", "pen", "juice", "liquid", "pod", "kit", "cartridge", "cart", "flavor", "flavour", "device", "mod", "coil",
      "tank", "battery", "pipe", "shop", "store", "lounge", "bar", "deal", "special", "sale", "discount", "price", "brand",
      "line", "pack", "carton", "tin", "can", "roll", "pouch", "leaf", "wrap", "paper", "smoker", "lover", "enthusiast",
      "night", "club", "event", "delivery", "order", "stock", "restock", "selection", "collection", "release", "drop",
      "shipment", "cut", "dip", "chew", "today", "tonight", "weekend", "week", "day",
      "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
    ],
  },
  {
    id: "firearms", name: "firearms", treatment: "age-gated", severity: "error",
    sources: [...FIREARMS_CODES, TMOBILE, AWS_AGE_GATE],
    entries: [
      entry("firearms/guns", TMOBILE, "firearm", "gun", "handgun", "rifle", "shotgun", "pistol", "revolver", "ar 15",
        "assault rifle", "glock", "sig sauer", "smith and wesson", "ruger", "beretta", "mossberg", "springfield armory",
        "{ar|ak} {lower|upper|pattern|platform}", "ak 47", "lower receiver", "upper receiver", "suppressor", "muzzleloader",
        "silencer", "carbine", "{semi auto|semiautomatic|semi automatic|bolt action|lever action|pump action} {rifle|shotgun|pistol|handgun|carbine}", "{12|16|20|28} gauge {shotgun|shotguns|shells|ammo|slugs}",
        "410 shotgun", "smith wesson", "s and w", "heckler and koch", "savage arms", "kimber {pistol|1911}", "sig p365", "1911 pistol", "{ruger|taurus|springfield|kimber|colt} {pistol|revolver|rifle|handgun|1911|10 22}",
        "firearms {transfer|dealer}"),
      entry("firearms/ammunition", TMOBILE, "ammo", "ammunition", "9mm", "{9mm|22lr} rounds", "22lr", "{buckshot|birdshot|slug} shells",
        "buckshot", "birdshot", "{hollow point|hollowpoint|fmj|jacketed} {rounds|bullets}", "{box|boxes|case|cases} of {rounds|bullets}",
        "{223|556|308|380|357|30 06} {rounds|brass}", "{high capacity|extended|30 round} {mag|magazine}",
        "rimfire", "centerfire", "{45|380|40} acp", "{38|357|44} {special|magnum}", "{5 56|7 62|6 5} {rounds|ammo|nato|creedmoor|x39}", "6 5 creedmoor", "{22|223|308|9mm|45} ammo",
        "{bullets|rounds|shells} {per box|in stock|on sale}", "{reloading|reloader} {supplies|press|components|dies|powder|brass|primers}", "{gun|rifle|pistol|shotgun} {magazine|magazines|mags}"),
      entry("firearms/stores", TMOBILE, "gun {shop|store|show|range}", "shooting range", "gunsmith", "concealed carry",
        "ccw {class|permit|course|renewal|training}", "ffl",
        "{firing|rifle|pistol} range", "range {lane rental|safety officer}", "shooting {lane|lanes|bay}", "{carry|ltc|chl|cpl|pistol} {permit|license} {class|course|training}"),
    ],
    lookAlikes: [
      { phrase: "gun metal {|gray|grey|finish|color|colour}", why: "a colour" },
      { phrase: "{glue|hot glue|snow|snowmaking|nail|staple|heat|spray|caulk|caulking|grease|massage|water|squirt|nerf|radar|paint|foam|bubble|toy|starting|smoking|top|rivet|riveting|impact|price|label|tag|tattoo|temperature|temp|infrared|laser|scanner|barcode|tire|air|blow|soap|pressure washer|grout|sealant|chalk|frosting|icing|ice cream|bead|solder|soldering|brad|crimp} gun",
        why: "tools, toys and idioms" },
      { phrase: "gun {violence|safety|safe storage}", why: "prevention and safety" },
      { phrase: "{firearm|firearms} {safety|safe storage}", why: "prevention and safety (a hunter education course)" },
      // A safe, a cabinet or a lock is moved, installed or sold by movers, locksmiths and safe dealers: storage, not a firearm.
      { phrase: "gun {safe|safes|vault|vaults|cabinet|cabinets|lock|locks|cable lock|cable locks}", why: "storage and locks" },
      { phrase: "stick to {your|our|their} gun", why: "an idiom" },
      { phrase: "{jump the gun|son of a gun}", why: "idioms" },
      { phrase: "rifle through", why: "a verb" },
      { phrase: "{rifle|pistol|shooting|trap|skeet|archery} team", why: "a school's or club's sport team" },
      { phrase: "shotgun wedding", why: "an idiom" },
      { phrase: "pistol {shrimp|grip sprayer|grip nozzle|squat|squats}", why: "an animal, a hose nozzle, an exercise" },
      { phrase: "{water|squirt|nerf|toy|bubble} pistol", why: "toys" },
      { phrase: "{surge|noise|spark|fire|dust|cough|flame} suppressor", why: "electrical, fire and medical equipment" },
      { phrase: "{shotgun start|ride shotgun|riding shotgun|call shotgun}", why: "golf and a car seat" },
      { phrase: "{airsoft|paintball|bb|pellet} {gun|rifle|pistol}", why: "sports guns that are not firearms" },
      { phrase: "ammo {can|cans|box|boxes|crate|crates} {for|to} {storage|store|tools|camping|gear|your gear}", why: "steel storage boxes" },
    ],
  },
  {
    id: "gambling", name: "gambling", treatment: "prohibited", severity: "error",
    sources: [...GAMBLING_CODES, TWILIO_FORBIDDEN],
    entries: [
      // Winnings are taxed: a tax preparer's sentence about the form that reports them ("the W-2G from the casino trip",
      // "gambling losses are deductible") is about the client's return, not gambling offered.
      entryWithOtherSense("gambling/general", GAMBLING, TAX_MATTER, "gambling", "gamble", "gambler", "betting", "wager", "wagering", "bookmaker", "bookie"),
      entryWithOtherSense("gambling/casino", GAMBLING, TAX_MATTER, "casino", "online casino", "poker", "blackjack", "roulette", "slot machine",
        "online slots", "free spins", "deposit bonus", "first deposit bonus", "craps", "keno", "pai gow",
        "{slot|slots} {tournament|play|jackpot}", "texas hold em", "texas hold'em", "cash game", "cash prizes for top {stacks|players|finishers}",
        "powerball", "mega millions", "raffle ticket", "{raffle|sweepstakes} {entry|entries} for {a|your} {shot|chance}", "{buy|buying|sell|selling|get|grab} {|a|your|our|more} {|1|2|3|4|5|10|20|25|50|100} raffle {entry|entries}", "{50 50|fifty fifty} raffle", "bracket pool", "{football|betting|super bowl|squares|office} pool",
        "winner {takes|take} {all|the pot|pot}", "{takes|take|wins|win|gets|get|splits|split} the {whole|entire|full} pot", "{weight loss|biggest loser} {pool|pot|bet|bets|wager|wagers}", "winner {takes|take|gets|get} half {the|of the} pot", "fantasy {|football|basketball|baseball|hockey} league {entry|entry fee|buy in|dues}",
        "{buy|buying|sell|selling|get|grab} {|your|our} raffle {ticket|tickets}", "raffle {ticket|tickets} {|are} {1|2|5|10|20|25|50|100}", "baccarat", "sic bo", "video poker", "video lottery", "slot machines", "slots {tournament|night|bonus|jackpot|win|wins|player}", "{penny|online|video|progressive} slots",
        "bingo {jackpot|cash prize|payout}", "{cash|money|progressive|jackpot} bingo", "pull tab", "bingo {night|game|games} {with|for} cash {|prize|prizes}", "{super bowl|football|nfl|march madness|big game|game day} squares", "{squares|square} {board|pool|grid}", "{skill|fish} {game|games|table|tables} {jackpot|cash|payout|prize|room}", "fish table",
        "{sweepstakes|social} casino", "vegas night", "{poker|tournament} buy in",
        "{double|triple} your {money|cash|deposit|winnings}", "deposit match", "cash out your winnings", "{jackpot|jackpots} {hit|hits|up to|tonight|worth}",
        "{calcutta} {auction|pool}", "{superfecta|trifecta|exacta|quinella}", "off track betting", "otb", "pari mutuel", "horse racing {bets|wagers|picks|odds}", "{mahjong|mah jong|dominoes|cards|card game|euchre|spades} for {money|cash|stakes}"),
      entry("gambling/sports", GAMBLING, "sports picks", "{paid|cash|money} {fantasy football|fantasy} {league|leagues}",
        "{fantasy football|fantasy basketball|fantasy baseball} {paid|cash|money} {league|leagues}", "sports book", "sports betting", "sports bet", "place a bet", "place your bet",
        "bet now", "parlay", "same game parlay", "odds boost", "prop bet", "moneyline", "point spread", "daily fantasy",
        "draftkings", "fanduel", "betmgm", "bet365", "caesars sportsbook", "{risk free|bonus|free} bet", "live odds",
        "{nfl|nba|mlb|nhl|ufc|march madness|super bowl|world cup} {odds|bets}",
        "bet slip", "{spread|over under|totals} {bet|pick}", "{lock|locks} of the {day|week}",
        "handicapper", "{nfl|nba|mlb|nhl|ncaa|college football|ufc} picks", "{fantasy} {cash|money} {contest|league|payout}", "{cash|paid|money} fantasy {league|contest}", "{prizepicks|underdog fantasy|fliff|bovada|betrivers|espn bet|hard rock bet|fanatics sportsbook}",
        "{bet|wager} {1|5|10|20|25|50} get",
        // An invitation to stake on an outcome, whatever the event ("Bet on tonight's game", "wager on who wins"), and
        // the bettor's words for a line ("over/under on the total").
        "{bet|bets|wager|wagers} on {tonight's|today's|sunday's|saturday's|this week's|the|this|who|which|whether|every|each|all}",
        "{over under|over/under} on {the|tonight's|today's|total|how}", "{odds|lines} on {tonight's|today's|this week's|sunday's|saturday's|every|each} {game|games|match|matches|fight|fights|race|races|show|shows}"),
      // A lottery is also how schools, cities and camps allocate seats, housing and permits: in a sentence that names
      // what is allocated, or an application or enrollment, it is that ("the magnet school lottery results").
      entryWithOtherSense("gambling/lottery", GAMBLING, [
        "school", "enrollment", "enrolment", "admission", "application", "applicant", "seat", "housing", "apartment",
        "permit", "kindergarten", "magnet", "charter", "registration", "placement", "waitlist", "camp", "student",
        // (a landlord's or a city's: "lottery-style drawing for the parking spots", "the community garden plot lottery")
        "parking", "spot", "plot", "lease", "tenant", "resident", "unit",
        // (a park's or a wildlife agency's: campsites and hunts drawn by lot, as Recreation.gov's "lotteries" for
        // permits and campsites are: "the holiday campsite lottery entry was drawn", "the elk hunt lottery")
        "campsite", "campground", "hunt",
      ], "lottery"),
      entry("gambling/lottery-games", GAMBLING, "lotto", "scratch off ticket", "scratch {ticket|tickets}", "lottery scratcher", "{instant|lottery} scratch {off|offs|game|games}",
        "pick {3|4|5|three|four} {draw|drawing|numbers|ticket}", "{daily|state} {draw|drawing} {ticket|number}"),
    ],
    lookAlikes: [
      { phrase: "{takes|take|wins|win|gets|get|splits|split} the {whole|entire|full} pot of {coffee|chili|soup|tea|stew|beans|rice|pasta}", why: "a pot of food or drink" },
      { phrase: "you bet", why: "\"yes\"" },
      { phrase: "{we|i|we're|i'm|we've|i've|we'd|i'd|don't|never|wouldn't} {bet|betting|bet big|bet everything} on", why: "a figure of speech for trusting something (\"we bet on local talent\")" },
      { phrase: "parlay {your|their|that|this|it|them|our}", why: "to turn something into something better" },
      { phrase: "gamble with {your|their}", why: "\"don't gamble with your health\"" },
      { phrase: "{poker face|fire poker|take a gamble}", why: "idioms and a fireplace tool" },
      { phrase: "{housing|school|admission|admissions|enrollment|charter school|green card|diversity visa|visa|parking|camp|summer camp|registration|seat|spot} lottery", why: "a public allocation by lot" },
      { phrase: "lottery for {|summer|day|sleepaway} {camp|seats|spots|places|housing|parking|permits|slots|kindergarten|registration|enrollment|class}", why: "a public allocation by lot" },
      { phrase: "time slots", why: "appointments" },
    ],
  },
  {
    id: "sweepstakes", name: "sweepstakes", treatment: "restricted", severity: "warning",
    sources: [TWILIO_SWEEPSTAKES, CTIA],
    entries: [
      entry("sweepstakes/entry", TWILIO_SWEEPSTAKES, "sweepstakes", "sweepstake", "enter to win", "entered to win",
        // ("No purchase necessary" is a sweepstakes' words only beside its prize: reading/content.ts reads the two together.)
        "chance to win", "instant win game", "prize drawing", "{an|one|a|your} {entry|entries} to win",
        "{enter|enters|entered|entering} {our|the|a|this} {|summer|holiday|weekly|monthly|spring|fall|winter|big} {giveaway|drawing}",
        "{winner|winners} {drawn|picked|chosen|selected} at random", "{one|a|two|three|five|ten} {winner|winners} {drawn|picked|chosen}",
        "{enters|enter|entered|entering} you {to win|in a drawing|in the drawing|into a drawing|into the drawing|for a chance}",
        // Entered in a drawing, or a drawing for a prize: "text WIN to be entered in our drawing for a free rafting trip".
        "{entered|enter|entering} {in|into|for} {our|the|a|this} {|summer|holiday|weekly|monthly|spring|fall|winter|big|prize} {drawing|giveaway|raffle}",
        "{drawing|giveaway} for a free", "{boost|improve|increase|double} your odds {of winning|to win|}",
        // A prize named as what is given away ("our weekly $500 gift card giveaway", "a cash drawing"): a giveaway with
        // a winner, not a gift with every order ("free tote giveaway with every order").
        // A draw entered, as it is said where a prize draw is "the draw" ("reply ENTER to go in the draw to win"), and the
        // keyword that enters it ("text WIN to 555-0100", "reply ENTER").
        "{go|goes|going|be|get|put} {in|into} the {draw|drawing}", "{draw|drawing|raffle} to win", "{reply|text} {enter|win} {to|for|and|now}",
        "{gift card|cash|prize|grand prize} {giveaway|drawing|raffle}", "{entry|entries} {in|into|to|for} {our|the|a|this} {|weekly|monthly|daily|summer|holiday|big} {giveaway|drawing|raffle}"),
    ],
    lookAlikes: [
      { phrase: "{win|won} {the game|the match|a match}", why: "sports results" },
    ],
  },
  {
    id: "payday", name: "payday loans and cash advances", treatment: "prohibited", severity: "error",
    sources: [...HIGH_RISK_CODES, TWILIO_FORBIDDEN],
    entries: [
      entry("payday/loans", TWILIO_FORBIDDEN, "payday {loan|lending|lender|advance}", "title loan", "{car|auto} title loan",
        "pink slip loan", "no credit check loan", "short term loan", "same day loan", "instant cash loan", "cash advance loan",
        "title pawn", "{car|auto|vehicle} title {pawn|cash|lender|lending}", "pawn loan", "{bad|poor|no} credit {ok|okay|welcome|accepted|no problem}", "no credit {check|checks} {needed|required|funding}",
        "{high interest|high cost} {loan|lender}", "{loan|loans|cash} {till|til|until} {your next|next} {check|paycheck}", "{rent|bills} money {today|tonight|now} and pay {it|us} back",
        "earnin", "moneylion {instacash|advance}", "instant loan",
        "{loan|loans|cash|financing} for {bad|poor|no} credit", "{loan|loans|cash|funds|money|advance|advances} with no credit check",
        "{repay|repays|repaid|paid back|pay back|pay us back} {when you get paid|from your next check|from your next paycheck|out of your next check|next payday|on your next payday}", "pay it back when you get paid",
        "{wages|pay} {you've|you have|they've|they have} already earned", "{your|their} {earned|already earned} {wages|pay} {early|now|today|instantly|before payday}",
        "{get|take|request|need} {a|an} {50|100|150|200|250|300|400|500|750|1000} {advance|cash advance}", "{repay|repays|repaid|pay it back|pay back|pay us back} {on|by|at} {|your|their|the|next} payday", "{instacash|extracash|spot me|spotme}"),
      entry("payday/advances", TWILIO_FORBIDDEN, "cash advance", "{paycheck|payroll|salary} advance",
        // An advance against a tax refund not yet paid is the same short loan against money to come ("our refund advance
        // loan, up to $3,500 today").
        "{refund|tax refund} {advance|anticipation} {loan|loans}", "{advance|advances|cash|loan|loans} {on|against} {your|their|a} {|tax|irs} refund",
        "advance on {your|their|a} {|next} {paycheck|payday|pay}",
        "until {your|their|the} next {paycheck|payday}", "until {next|your} payday",
        "of {your|their|his|her} {|next|upcoming} {paycheck|pay|wages} early", "{access|tap into|get|withdraw} {your|their} earned {wages|pay} {|early|now|today|before payday}", "{earned wage|wage|pay|instant pay} advance", "earned wage access",
        "{borrow|borrowing|advance} against {your|their} {|next} {paycheck|pay|wages}", "{cash|money} before {payday|your next paycheck|your paycheck}",
        "{get|access} {your|their} {wages|pay} before payday",
        "{pay|paying|pays} {it|them|that} back {out of|from|with|on} {your|their} next {check|paycheck|payday|pay}", "{short|broke|strapped|tight} before payday",
        "{draw|take|get|access|withdraw} up to {half|part|a portion|some} of {your|their} {|next} {paycheck|pay|wages}", "{paycheck|wages|pay} before payday",
        "{fee|fees} per advance", "{advance|advances|borrow|get|take} up to {100|200|250|300|400|500|750|1000} {from|of|against} {your|their} {upcoming|next} {paycheck|pay|wages}",
        "{cash|money|loan|loans} {till|til|until} payday", "{cover|covering|bridge|bridging} {you|the gap|your bills|rent|expenses} {until|till|til} {payday|your next paycheck|your paycheck|next payday}",
        "{get|need|want|access} {cash|money|funds} {before|ahead of} {payday|your paycheck|your next paycheck}", "up to {100|200|250|300|400|500|750|1000} of {your|their} {|next} {paycheck|pay|wages}", "of {your|their} next {paycheck|pay} {today|now|tonight|instantly}", "{up to|get} {100|200|250|300|400|500|750|1000} {dollars|} {before|until|till} payday", "{up to|get} {100|200|250|300|400|500|750|1000} {dollars|} {before|until|till} {your|their} next {payday|paycheck}", "{cash|money|loan|loans} against {the|your|their} {title|car title|car|vehicle|truck|pink slip}", "against the title of {your|their|a}", "{fast|quick|emergency} cash {loan|advance}", "instant cash advance", "tribal loan", "bad credit {loan|cash}", "no credit check cash"),
    ],
    lookAlikes: [
      { phrase: "cash advance {limit|apr|fee|rate|balance}", why: "a credit card's terms in its own account alerts" },
      { phrase: "cash advance {on|from} {your|the} {credit card|card|account|visa|mastercard}", why: "a credit card's own transaction in its account alerts" },
      { phrase: "{advance|advanced} {booking|tickets|ticket|notice|purchase|reservation|directive|registration|payment}", why: "ahead of time" },
      { phrase: "in advance", why: "ahead of time" },
      { phrase: "get paid {early|up to 2 days early}", why: "early direct deposit, not a loan" },
      { phrase: "{your|their} {paycheck|pay} {up to 2 days|2 days|two days} early", why: "early direct deposit, not a loan" },
    ],
  },
  {
    id: "debt-consolidation", name: "debt consolidation", treatment: "prohibited", severity: "error",
    sources: [...HIGH_RISK_CODES, DEBT_REDUCTION, DEBT_COLLECTION, TWILIO_FORBIDDEN],
    entries: [
      entry("debt-consolidation/named", DEBT_REDUCTION, "debt consolidation", "consolidation loan", "debt consolidation loan"),
      entry("debt-consolidation/cards", DEBT_REDUCTION,
        "{consolidate|consolidates|consolidating} {|your|all your|all of your|their|multiple} {|credit} card {|payment|debt|balance|bill}",
        "{consolidate|consolidates|consolidating} {|your|all your|all of your|their} {debt|loan|bill|high interest debt}",
        // The debt of a business or a household, its owner named as a possessive ("consolidate your cafe's debt", "your
        // company's loans"; the matcher reads "cafe's" as "cafe").
        "{consolidate|consolidates|consolidating} {your|their|the} {business|company|shop|store|cafe|restaurant|bakery|farm|practice|firm|family|household} {debt|loan|bill|balance}",
        "{consolidate|consolidates|consolidating} {|your|all your|all of your|their} {credit cards|cards|card balances|credit card balances|balances}",
        "{combine|combining|roll|rolling} {|all} {your|their} {credit card|card} {debt|balance|payment} into one",
        "{combine|combines|combining|roll|rolls|rolling|merge|merging|consolidate|bundle} {them|it|it all|everything|all|all of it|your debts|your bills|your cards|your balances|those bills|those balances|your credit cards|your credit card balances|your card balances|your credit card bills|all your cards|all your debts|all your debt} into one {|easy|simple|single|low|lower|affordable|manageable} {|monthly} {payment|loan|bill}",
        "into one {low|lower|easy|simple|single|affordable|manageable} monthly payment", "one low monthly payment",
        // Debt rolled into a new loan's payment: "we'll consolidate it into your new car payment".
        "{consolidate|consolidates|consolidating|roll|rolls|rolling} {it|them|your debt|your debts|your bills|it all} into {your|a|the} {|new} {car|auto|truck|home|mortgage|loan} {payment|loan|note}",
        "one {monthly|single|simple|easy} payment instead of {many|several|multiple|two|three|four|five|2|3|4|5}", "{simplify|streamline|combine|merge} {your|their} {debts|debt|bills|card payments|credit card payments|payments|balances} into {one|a single}",
        "{lower|reduce|cut|slash} {your|their} {interest|interest rate|apr} on {your|their|all} {|existing|current|high interest} {credit card|card} {debt|balances|balance}",
        "{|a} balance transfer to pay off {your|their|other} {cards|credit cards|debts}",
        "{juggling|juggle|drowning in|buried in|struggling with} {|multiple|several|all those|your|2|3|4|5} {card|credit card} {bills|payments|balances|debt}",
        "{pay off|payoff|pay down} {|all} {your|their} {cards|credit cards|card debt|credit card debt|card balances|credit card balances} with {one|a single|a new|a personal|a low interest|one low interest} loan"),
    ],
    lookAlikes: [
      { phrase: "credit card payment {due|received|reminder|is due|was received}", why: "a card issuer's own account notice" },
      { phrase: "{consolidate|consolidated} {shipment|shipping|order|billing|statement}", why: "orders and statements" },
      { phrase: "{orders|items|purchases|shipments|packages} into one {shipment|box|package|delivery|order}", why: "orders combined" },
    ],
  },
  {
    id: "debt-relief", name: "debt settlement and relief", treatment: "prohibited", severity: "error",
    sources: [...HIGH_RISK_CODES, DEBT_REDUCTION, DEBT_COLLECTION, TWILIO_FORBIDDEN],
    entries: [
      entry("debt-relief/named", DEBT_REDUCTION, "debt relief", "debt settlement", "debt forgiveness", "debt reduction",
        "debt negotiation", "debt resolution", "tax debt relief", "tax relief program"),
      entry("debt-relief/settle", DEBT_REDUCTION, "{settle|settles|settling|settled} {|your|their|all your} {debt|credit card debt} for less",
        "for less than {|what} {you|they} owe", "for a fraction of what {you|they} owe",
        "{reduce|reduces|reducing|cut|cuts|lower|slash} {your|their} {|total|credit card|unsecured|business|medical|tax|personal|consumer} debt {by|in half|by half}",
        "relief from {|your|their} {credit card|unsecured|medical|tax|irs|crushing|overwhelming} debt", "{free|no cost|no obligation} debt {consultation|evaluation|analysis|review}",
        "{resolve|resolves|resolving|settle|settles|settling|reduce|reducing|erase} {your|their} {|irs|state|back} {tax debt|irs debt|back taxes}",
        "{settle|settles|settling|resolve|resolving|pay off} {what|all} {you|they} owe for {less|a fraction}", "for a fraction of {the|your|their} {balance|debt|balances|debts|amount owed}",
        "{settle|settles|settling|resolve} {your|their|all your} {debts|debt|credit card debt}", "pennies on the dollar",
        "{reduce|reduces|reducing|cut|cuts|lower|slash} what {you|they} owe",
        "{negotiate|negotiates|negotiating} with {|your|their|all your} {creditors|lenders|card companies|credit card companies} {|for you|on your behalf}",
        "{negotiate|negotiates|negotiating} {your|their} {|credit card|card|medical|unsecured} {balances|balance|debts|debt|bills} down", "{|a} fraction of what {you|they} owe", "{pay back|repay|paying back} less than {|what} {you|they} owe",
        "for a portion of {the|your|their} {balance|balances|debt|debts|amount owed}", "{back taxes|tax debt|irs debt} {forgiven|reduced|settled|erased|wiped out}",
        "{erase|erases|erasing|wipe out|wipes out|wiping out} {your|their} {|credit card|unsecured|medical|tax} debt", "{stop|end} {creditor|collection|collector} calls",
        // A share of the debt taken off ("wipes out up to 60% of your debt", "cut half of what you owe").
        "{erase|erases|erasing|wipe out|wipes out|wiping out|cut|cuts|reduce|reduces|slash|slashes|forgive|forgives} {up to|as much as|nearly|about|over} {10|20|25|30|40|50|60|70|75|80|90} {%|percent} of {your|their} {|credit card|unsecured|medical|tax|total} {debt|debts|balance|balances}",
        "{erase|erases|wipe out|wipes out|cut|cuts|slash|slashes} {half|a third|most} of {your|their} {|credit card|unsecured|medical|tax} {debt|debts}",
        // Mortgage relief sold to homeowners behind on payments (the FTC's rule on mortgage assistance relief services).
        "{stop|stops|stopping|halt|halts|halting} {|the|your} foreclosure {|fast|now|today|process}", "foreclosure {relief|rescue|prevention} {program|programs|help|service|services|specialist|specialists}",
        "{debt|tax debt|credit card debt} {help|program|settlement program|relief program}",
        "{back taxes|irs debt} {relief|settlement|help|resolution}", "tax debt {settlement|help|resolution}", "offer in compromise", "tax forgiveness program",
        "{become|get|be} debt free {fast|faster|quickly|in|without}", "get out of debt {fast|faster|quickly|for good|in|without}", "{debt|debt free} {freedom|solution|solutions|specialist|specialists} {program|plan|today|call|consultation}",
        "{credit card|unsecured|medical|personal|private student} debt {relief|help|program|solution|solutions|forgiveness|settlement|reduction}",
        "{student loan|student debt|student loan debt} {relief|forgiveness|cancellation|settlement} {program|programs|application|help|specialist|specialists|consultation|service|services|company}",
        "{qualify|qualified|qualifies|eligible} for {debt|credit card debt|student loan|tax debt} {relief|forgiveness|settlement|reduction}",
        "{cut|slash|reduce|lower} {your|their} {monthly|} {debt payments|card payments} by {|up to}", "{lower|reduce} what {you|they} pay {to|on} {your|their} {creditors|cards|debts}",
        "{negotiate|negotiates|negotiating|settle|settles|settling} {a|your|their} {lower|reduced|smaller} {payoff|balance|settlement}", "{|a} {lump sum|reduced} settlement with {your|their} {creditors|lenders|card companies}",
        "{creditors|lenders|card companies|credit card companies|collectors|banks} {|to|will|can|often|may} {take|takes|accept|accepts|settle for|agree to take|agree to accept} {|far|much|a lot} less than {you|they|what you|what they} {owe|owed|really owe}",
        "{take|takes|accept|accepts|settle for} {|far|much|a lot} less than {|what} {they're|they are} owed",
        "{pay|paying|pays|repay|repaying} {your|their} {creditors|lenders|card companies|debts} {|far|much|a lot} less than {you|they|what you|what they} {owe|owed}"),
    ],
    lookAlikes: [
      { phrase: "settle {your|the|their} {bill|balance|account|tab}", why: "a first-party bill paid in full" },
      { phrase: "{library|overdue} {fine|fines}", why: "a library's fine notice" },
      { phrase: "you owe the library", why: "a library's fine notice" },
      { phrase: "{debt|debts} {of gratitude|to society}", why: "idioms" },
    ],
  },
  {
    id: "credit-repair", name: "credit repair", treatment: "prohibited", severity: "error",
    sources: [...HIGH_RISK_CODES, CREDIT_REPAIR, DEBT_REDUCTION, DEBT_COLLECTION, TWILIO_FORBIDDEN],
    entries: [
      entry("credit-repair/named", CREDIT_REPAIR, "credit repair", "credit restoration", "credit sweep", "credit score repair",
        "{repair|repairs|repairing|fix|fixes|fixing|restore|restores|restoring} {your|their|bad} credit"),
      entry("credit-repair/remove", CREDIT_REPAIR,
        // Collections and late payments erased are erased from a credit report, whether or not it is named ("erases
        // collections + fixes your score").
        "{erase|erases|erasing|erased|wipe out|wipes out|wiping out} {|your|their|old|all} {collections|charge offs|chargeoffs|late payments|late pays|derogatory marks}",
        "{fix|fixes|fixing|repair|repairs|repairing|rebuild|rebuilds} {your|their} {credit score|credit scores|fico|fico score|fico scores}",
        // The score alone, fixed in a time ("our partner fixes your score in 30 days", "repair your score fast").
        "{fix|fixes|fixing|repair|repairs|repairing|rebuild|rebuilds|restore|restores} {your|their} {score|scores} {in|within|fast|quickly|overnight}",
        // Two verbs over one score ("fix and raise their credit scores", "repair and rebuild your credit").
        "{fix|fixes|fixing|repair|repairs|repairing|rebuild|rebuilds|restore|restores} and {raise|raises|raising|boost|boosts|boosting|rebuild|rebuilds|rebuilding|repair|repairs|fix|fixes|improve|improves|improving|restore|restores} {your|their} {credit|credit score|credit scores|fico|fico score|fico scores}",
        "{raise|raises|boost|boosts|improve|improves|rebuild|rebuilds} and {fix|fixes|repair|repairs|restore|restores} {your|their} {credit|credit score|credit scores|fico|fico score|fico scores}",
        "{remove|removes|removing|removed|delete|deleting|erase|erasing} {|negative|bad|derogatory|late} {item|mark|entry|account|payment|collection|inquiry} {from|off} your credit {|report}",
        "{wiped|wipe|wipes|wiping|removed|remove|deleted|delete|erased|erase|cleared|clear|scrubbed|scrub|taken|take|takes} {off|from} {your|their} credit {report|history|file|record}",
        "{clean|cleans|cleaning|clean up|cleaning up|fix up|scrub} {your|their} credit {report|history|file|record}",
        "{wiped|removed|deleted|erased|cleared|scrubbed} {off|from} {your|their} report",
        "{fix|fixes|fixing|repair|repairs|repairing} {your|their} {credit report|credit file}",
        "{remove|removes|removing|delete|deletes|deleting|erase|erasing|dispute|disputes|disputing} {derogatory|negative|inaccurate} {mark|marks|item|items|account|accounts|entry|entries}", "credit {cleanup|clean up|fix|fixer}",
        "{boost|boosts|boosting|raise|raises|raising|increase|jump} {your|their} credit score {by|fast|quickly|up to|overnight}",
        "{dispute|disputes|disputing|challenge} {|negative|late|derogatory|collection|inaccurate} {items|marks|accounts|payments|collections|entries} {on|from} {your|their} credit",
        "tradeline", "authorized user {tradeline|spot}", "credit privacy number", "{new|fresh} credit {profile|identity|file}",
        "{boost|boosts|boosting|raise|raises|raising|increase|jump|bump|skyrocket} {your|their} {fico|fico score|scores|credit scores} {by|fast|quickly|up to|overnight|in}",
        "{boost|raise|increase|jump|bump|skyrocket} {your|their} {credit|credit score|fico|score} {100|150|200|50|75} points",
        "{remove|removes|removing|delete|deletes|deleting|erase|erasing|wipe|wipes|wiping} {|old|your|their|negative} {collections|late payments|charge offs|chargeoffs|evictions|bankruptcies|hard inquiries|inquiries|repossessions|repos|judgments|liens|medical collections} {from|off}",
        "{collections|late payments|charge offs|chargeoffs|evictions|bankruptcies|hard inquiries|inquiries|repossessions|repos|judgments} {removed|deleted|erased|wiped}",
        "{remove|removes|removing|delete|deletes|deleting|erase|erasing|wipe|wiping} {|your|their} {late payments|collections|charge offs|chargeoffs|hard inquiries|repossessions|judgments} and {late payments|collections|charge offs|chargeoffs|hard inquiries|repossessions|judgments|evictions|bankruptcies}",
        "{collections|late payments|late pays|charge offs|chargeoffs|evictions|bankruptcies|hard inquiries|inquiries|repossessions|repos|judgments|liens} {from|off} {your|their} {credit|credit report|report|credit file|credit history}",
        "credit {dispute|disputes} {letter|letters|service|services|specialist|specialists}", "{609|section 609} {letter|letters|dispute|disputes}",
        "credit {restoration|rebuilding|rebuild|fix} {service|services|program|specialist|specialists|company}",
        "{dispute|disputes|disputing|challenge|challenging} {the|any|all} {errors|items|inaccuracies|mistakes|negative items} on {your|their} credit {report|reports|file|history}", "{dispute|disputes|disputing} {errors|items|inaccuracies|negative items|late payments|collections} with {the|all|all three|all 3|the three|the 3} {credit bureaus|bureaus}"),
    ],
    lookAlikes: [
      { phrase: "{check|review|monitor|your} credit report", why: "a bank's fraud and account notices" },
      { phrase: "{your|free} credit score", why: "a bank's account notices" },
      { phrase: "{fix|fixes|repair|repairs|restore|restores|update|updates} {your|their} credit card", why: "a card's details" },
      { phrase: "{fix|fixes|repair|repairs|restore|restores|restored} {your|their} credits", why: "store or account credits given back" },
      { phrase: "{free|annual} credit report", why: "a consumer's free report" },
    ],
  },
  {
    id: "cryptocurrency", name: "cryptocurrency", treatment: "prohibited", severity: "error",
    sources: [...HIGH_RISK_CODES, CRYPTO, TWILIO_FORBIDDEN],
    entries: [
      entry("cryptocurrency/named", CRYPTO, "cryptocurrency", "crypto", "bitcoin", "btc", "ethereum", "dogecoin", "litecoin",
        "solana", "altcoin", "memecoin", "stablecoin", "usdt", "nft", "defi", "initial coin offering", "token sale",
        "crypto wallet", "crypto exchange", "coinbase", "binance", "ether", "eth", "xrp", "cardano", "usdc", "web3",
        "staking rewards", "{coin|token} presale", "kraken exchange", "satoshi",
        "{token|crypto|nft|coin} airdrop", "blockchain {investment|investing|token|tokens|project|presale|rewards}", "shiba inu coin", "{doge|shib|pepe|meme|alt} coin",
        "{cold|hardware} wallet", "metamask", "trezor", "ledger nano", "tether", "{mining} {rig|rigs|pool}", "yield farming", "liquidity pool", "{stake|staking} {eth|sol|ada|your coins|your tokens}",
        "{digital asset|digital assets} {exchange|trading|investment|investing|wallet|platform|portfolio}", "{invest in|buy|trade|trading} {digital assets|crypto assets}", "{mint|minting} {nfts|your nft|an nft}", "{coin|token} {launch|listing|drop}", "pump fun", "meme {coin|token}", "{buy|sell|trade|trading|invest in|investing in} {coins|tokens|altcoins}",
        // Tokens urged as a rising investment, whatever their name ("buy HRC tokens now before the price jumps").
        "{tokens|coins} {|now|today} before {the|its|their} price {jumps|goes up|rises|climbs|pumps|moons|spikes}",
        // A token's holders told it will rise, in the trade's own slang ("stake it for 12% returns", "watch it moon", "early
        // holders get 10x"): a coin sold as an investment, whatever it is called.
        "{stake|staking} {it|them} for", "{watch it|watch them|it will|it'll|about to|going to|gonna} moon", "{early|first} holders {moon|get|win|earn}", "{early|first} buyers moon",
        "{hodl|hodlers}"),
      entry("cryptocurrency/digital", CRYPTO, "{digital|virtual} {currency|coin}"),
    ],
    lookAlikes: [
      { phrase: "{digital|mobile} wallet", why: "a phone's payment wallet" },
      { phrase: "{foreign|local} currency {|exchange}", why: "travel money" },
      { phrase: "{arcade|game|bus} token", why: "tokens that are not currency" },
      { phrase: "{gift card|gift cards|wire transfer|wire transfers|money order|money orders|zelle} or {bitcoin|crypto|cryptocurrency}", why: "a fraud warning's list of what scammers ask for" },
      { phrase: "{ask|asks|asking|demand|demands|demanding|request|requests} {for|you for|payment in|to be paid in|you to pay in} {bitcoin|crypto|cryptocurrency}", why: "a fraud warning: what scammers ask for" },
      { phrase: "{bitcoin|crypto|cryptocurrency} {atm|atms|kiosk|kiosks} {scam|scams|fraud}", why: "a fraud warning" },
      { phrase: "{bitcoin|crypto|cryptocurrency} {scam|scams|scammer|scammers|fraud}", why: "a fraud warning" },
    ],
  },
  {
    id: "risky-investment", name: "stock and forex tips, risky investments and get-rich-quick schemes", treatment: "prohibited", severity: "error",
    sources: [...HIGH_RISK_CODES, TWILIO_FORBIDDEN],
    entries: [
      entry("risky-investment/trading", TWILIO_FORBIDDEN, "forex", "forex trading", "{stock|stocks} {tips|picks}", "{trading|options|forex|crypto} {signals|tips|alerts|picks}",
        "penny stock", "binary options", "day trading {course|program|signals|alerts|academy|mentorship}", "options trading {course|signals|alerts|program}"),
      entry("risky-investment/schemes", TWILIO_FORBIDDEN, "get rich quick", "guaranteed {profit|profits|roi|income|investment returns}", "risk free investment",
        "passive income {opportunity|program|system|blueprint|course}", "work from home {opportunity|business|program|system}",
        "multi level marketing", "mlm", "network marketing {opportunity|business}", "financial freedom {program|system|blueprint|course|opportunity}"),
    ],
    lookAlikes: [
      { phrase: "{stock|stocks} {alert|alerts} {for|on} {your|the} {order|item|size}", why: "a store's back-in-stock alert" },
      { phrase: "{back in|in} stock {alert|alerts}", why: "a store's back-in-stock alert" },
    ],
  },
  {
    id: "debt-collection", name: "third-party debt collection", treatment: "prohibited", severity: "error",
    sources: [...HIGH_RISK_CODES, DEBT_COLLECTION, TWILIO_FORBIDDEN],
    entries: [
      entry("debt-collection/named", DEBT_COLLECTION, "debt collection", "debt collections", "debt collector",
        "{collection|collections} agency", "debt recovery", "debt buyer", "purchased debt"),
      entry("debt-collection/collect", DEBT_COLLECTION,
        "{collect|collects|collecting} {|a|the|outstanding|unpaid|delinquent|past due} debt",
        "attempt to collect a debt", "collect on {their|its} behalf", "collect {|past due|overdue|unpaid} {balances|accounts|debts|rent} for other {landlords|businesses|companies|creditors|lenders}",
        "{past due|overdue|unpaid|delinquent|outstanding} {balances|accounts|debts|bills} we collect", "we collect {past due|overdue|unpaid|delinquent|outstanding} {balances|accounts|debts|bills}", "{placed|assigned|referred|turned over} {to us|with us|to our office|to our agency} for collection",
        "{has been|was|is now|have been|were} {placed|assigned|referred|turned over} {with|to} {our agency|our collection agency|a collection agency|our collections department|a collections agency}", "{collection|collections} law firm",
        "on behalf of {|the|your|their} original creditor",
        "on behalf of {the|our} {carriers|companies|clients|lenders|creditors|businesses|landlords|hospitals|insurers} we {represent|serve|work with|collect for}",
        "on behalf of {our client|our clients|a client|your creditor|the creditor|your lender|the current creditor|the current owner of your debt|the current owner of the account}",
        "{account|debt|balance|loan} {was|has been|is being} {sold|assigned|transferred|placed|referred} {to|with} {us|our office|our firm|our agency|a collection agency|collections}",
        "{we|our firm|our company|our agency} {purchased|bought|acquired|own} {your|the|this} {debt|account|balance}",
        "{recover|recovers|recovering|recovery of} {unpaid|past due|delinquent|outstanding|overdue} {debts|accounts|balances|bills|invoices} for {clients|our clients|creditors|businesses|landlords|hospitals|lenders|other companies|medical offices}",
        "{collect|collects|collecting|collection of} {medical|hospital|utility|credit card|rent|tenant|unpaid|overdue|past due} {debts|bills|balances|accounts|invoices} for {clients|our clients|creditors|businesses|landlords|hospitals|lenders|other companies|medical offices}",
        "{collection|collections} {notice|notices|call|calls} on behalf of",
        "{handed|turned|sent|referred|passed|assigned} {|over} to {a|an|our|the|outside} {collection|collections|recovery|debt recovery} {agency|firm|service|services|company|partner}",
        // The collector's own notice: "your account is in collections", "the balance has been placed in collections".
        "{account|debt|balance|bill} {is|are|has been|have been|was|were|is now} {in|placed in|sent to|turned over to|referred to} collections",
        "{balance|balances|debt|debts|amount|amounts} owed on {the|their|its|our client|a client} {county|city|client|clients|creditor|hospital|landlord|lender|utility|company|district|clinic|provider|original creditor} behalf"),
    ],
    lookAlikes: [
      { phrase: "{trash|garbage|recycling|yard waste|bulk} collection", why: "a city's pickup" },
      { phrase: "art collection", why: "a museum's collection" },
    ],
  },
  {
    id: "lead-generation", name: "lead generation and affiliate marketing", treatment: "prohibited", severity: "error",
    // (CTIA 5.1.4, "Renting, selling, or sharing opt-in lists": customers handed on to partners, or paid for each one)
    sources: [...LEAD_GEN_CODES, TWILIO_FORBIDDEN, TMOBILE, ctia("5.1.4")],
    entries: [
      entry("lead-generation/named", TWILIO_FORBIDDEN, "lead generation", "lead gen", "leads for sale", "buy leads",
        "lead list", "pay per lead", "data broker", "{sell|selling|sells|rent|renting|license|licensing} {leads|lead lists}",
        "{exclusive|qualified|fresh|aged|warm|real time} leads",
        // The consumer handed on to other companies for quotes: what a lead-generation site offers.
        "quotes from up to {2|3|4|5|6|7|8|10|two|three|four|five|six|ten} {lenders|insurers|insurance companies|carriers|agents|installers|contractors|providers|companies|movers|dealers|attorneys|lawyers}",
        // Paid for each person handed on: "the remodelers who pay us a fee for each homeowner we pass along".
        "{pay|pays|paid|paying} us {a|} {fee|commission|referral fee|finder's fee|bounty} {for|per} {each|every|} {homeowner|customer|client|lead|referral|patient|buyer|person|name|family|student|driver|contact}",
        "{pay|pays|paid|paying} us for {each|every} {homeowner|customer|client|lead|referral|patient|buyer|person|name|family|student|driver|contact|caller}",
        // The person's details bought by other businesses: "marine lenders who buy the renter's details from Moorly".
        "{buy|buys|bought|purchase|purchases|purchased} {the|your|their|our} {renter|customer|client|user|member|guest|patient|buyer|shopper|homeowner|caller|driver|visitor} {details|information|info|data|contact details|contact info|phone numbers|numbers|contacts}",
        "{buy|buys|bought|purchase|purchases|purchased} {your|their} {information|info|data|contact details|contact info|phone numbers|numbers|contacts}",
        "{get|be|getting} matched with {|a|an|local|top|trusted|pre screened|up to 3|up to 5|up to three|up to five} {lender|lenders|contractor|contractors|installer|installers|insurer|insurers|attorney|attorneys|lawyer|lawyers|solar installer|solar installers}", "{insurance|mortgage|solar|debt|medicare|final expense|auto} leads", "lead {buyer|seller|broker}", "{lead|leads} {provider|vendor|marketplace}"),
      entry("lead-generation/affiliate", TMOBILE, "affiliate marketing", "affiliate offer", "affiliate program", "affiliate link",
        "marketing partners", "sell your information", "affiliate {commission|network|partner}",
        // The brand paid by another seller for what its list buys (an affiliate's own disclosure: "we earn a commission
        // on every purchase", "as an Amazon Associate we earn from qualifying purchases"); not a seller's staff ("you
        // earn a commission on each sale").
        "{we|i} {|may|will} {earn|earns|make|get|receive} {a|} {|small} {commission|cut|kickback} {on|from|for|with} {every|each|any|all|your|qualifying|} {purchase|sale|order|click|sign up|signup}",
        "{we|i} {|may} {earn|earns} from qualifying purchases", "amazon associate",
        // (paid when the reader buys: "we earn a commission when you buy", "we get a cut if you sign up")
        "{we|i} {|may|will} {earn|earns|make|get|receive} {a|} {|small} {commission|cut|kickback} {when|if|whenever} {you|they} {buy|shop|order|purchase|sign up|book|subscribe|click}"),
    ],
    lookAlikes: [
      { phrase: "lead {time|paint|pipe|service line|testing|singer|instructor|teacher|pastor}", why: "lead the metal, time and roles" },
    ],
  },
  {
    // Named in a refill reminder or a shipping notice they are allowed: rules/content.ts judges whether they are promoted.
    id: "prescription-drugs", name: "prescription drugs and GLP-1 products", treatment: "informational-only", severity: "error",
    sources: [PRESCRIPTION_PROMOTION],
    entries: [
      entry("prescription-drugs/glp-1", PRESCRIPTION_PROMOTION, "glp 1", "glp1", "glp 1s", "semaglutide", "tirzepatide", "liraglutide",
        "dulaglutide", "exenatide", "ozempic", "wegovy", "mounjaro", "zepbound", "saxenda", "rybelsus", "trulicity", "victoza",
        "{compounded|compound} {semaglutide|tirzepatide|glp 1|glp1}",
        "{medical|prescription|physician supervised|doctor supervised} weight loss {injection|shot|medication|program}",
        "weight loss {injection|medication} {program|plan|membership}", "weight loss {injection|medication}"),
      // Prescription drugs marketed to consumers by text (telehealth): each named, or its class with the word that says prescription.
      entry("prescription-drugs/named", PRESCRIPTION_PROMOTION, "sildenafil", "tadalafil", "viagra", "cialis", "finasteride",
        "phentermine", "{ed|erectile dysfunction} {medication|meds|pills|treatment|prescription}",
        "{testosterone replacement|testosterone} {therapy|injection|cypionate}",
        "{prescription|rx} {hair loss|ed} {medication|treatment|pills|meds}",
        "{prescription|rx} {drug|drugs|medication|medications|meds} {delivered|online|without|by mail|shipped}",
        // Controlled medicines sold to consumers by text: named, they are promoted or not as any prescription drug.
        "adderall", "xanax", "oxycodone", "oxycontin", "hydrocodone", "percocet", "vicodin", "tramadol", "valium", "klonopin", "ambien", "modafinil"),
      // Medicines sold only on a prescription, for people and for pets: informational when named ("Max's refill of Apoquel
      // is ready"), an illegal sale when offered without one.
      entry("prescription-drugs/antibiotics", PRESCRIPTION_PROMOTION, "antibiotic", "amoxicillin", "doxycycline", "cephalexin",
        "apoquel", "rimadyl", "carprofen", "cytopoint"),
    ],
    lookAlikes: [
      { phrase: "{ozempic|wegovy|mounjaro|zepbound|glp 1} {refill|refills|prior authorization|coverage|pen needles|pickup}", why: "a pharmacy's own service for a patient's prescription" },
    ],
  },
  {
    id: "lending", name: "loans and lending", treatment: "restricted", severity: "error",
    sources: [AWS_REJECTIONS],
    entries: [
      // "Loan" alone is also a library's or a museum's: a loan is money when a word around it says so.
      entry("lending/loans", AWS_REJECTIONS, "lending", "lender", "line of credit", "mortgage", "heloc", "home equity", "refinance", "refinancing", "refi",
        "{personal|auto|car|truck|boat|rv|motorcycle|home|house|mortgage|business|small business|sba|equipment|bridge|construction|land|secured|unsecured|installment|signature|equity|va|fha|usda|jumbo|private|hard money|share secured|home energy|energy|solar|home improvement|renovation|remodeling|pool|roof|hvac} loan",
        // The brand lending its own money: "we lend directly", "a direct lender", "we lend up to $50,000".
        "{we|i} {lend|lends} {directly|direct|money|up to}", "direct {lender|lending}",
        // (to the reader, with the amount or the money: "we lend you up to $3,000 ourselves", "we'll loan you the cash")
        "{we|i|we'll|we will|i'll} {lend|lends|loan|loans} {you|them} {up to|money|the money|cash|the cash}",
        "loan {application|applications|approval|approved|rate|rates|offer|offers|payment|payments|terms|amount|estimate|preapproval|pre approval|pre approved|options|program|programs|products|decision|documents|closing|origination|balance|modification|servicing|reminder|due date}",
        "{apply|applying|applied|qualify|qualifying|approved|pre approved|preapproved|prequalified|pre qualified} for {a|an|your|the} {|new} loan",
        "{take out|get|need|offer|offers|offering} a loan", "{borrow|borrowing} {money|cash}",
        // Arranging or making the loan names it as money, whoever's it becomes ("we arrange your loan in-house", "we fund
        // loans in 24 hours"); a dealer's own financing is a loan it arranges ("in-house financing", "approved for financing").
        "{arrange|arranges|arranged|arranging|fund|funds|funded|originate|originates|originated} {a|an|your|the|} {|new|same day} loan",
        "{in house|dealer|dealership|guaranteed|on the spot|buy here pay here} financing", "{apr|interest free|no interest|zero percent|zero interest} financing",
        "financing {approval|approved|application|applications|decision}", "{approved|preapproved|pre approved|prequalified|pre qualified} for financing",
        "borrow up to {200|250|300|400|500|750|1000|1500|2000|2500|3000|5000}",
        // A new loan offered over the person's own ("lower your student loan payments with our partner", "refinance your
        // auto loan rate"): origination, not servicing, whoever holds the old one.
        "{lower|lowers|reduce|reduces|cut|cuts|refinance|refinances|consolidate|consolidates|shrink} {your|their} {|auto|car|truck|home|student|personal|boat|rv|motorcycle|mortgage|business} loan {payment|payments|rate|rates|bill|bills}"),
    ],
    lookAlikes: [
      { phrase: "{library|interlibrary} loan", why: "a library's lending of books" },
      { phrase: "on loan", why: "a library's or museum's items" },
      { phrase: "loan period", why: "a library's due date" },
      { phrase: "{lending|lend} a hand", why: "an idiom" },
      { phrase: "lending library", why: "a library" },
      { phrase: "{arrange|arranges|arranged|arranging|fund|funds|funded} {the|a} loan of", why: "a museum's or library's loan of an item" },
      { phrase: "loaner {car|vehicle|phone|device}", why: "a courtesy loaner" },
      // The buyer's lender acting in their closing ("the lender will wire funds", "the lender needs your pay stubs"), as a
      // title company, an agent or an attorney writes of it: a party to the person's own loan, not a loan offered.
      { phrase: "{the|your|their|buyer's|seller's} {lender|lenders} {will|has|have|is|are|needs|need|sent|requires|required|requested|approved|funded|wired|asked|may|must|said|says|wants|called|emailed}", why: "a party to the person's own closing" },
      // and its papers in that closing, as a notary or title company writes of them ("witness the lender's closing
      // documents", "the lender's signing instructions"): a party's, not a loan offered.
      { phrase: "{the|your|their|buyer's|seller's} {lender's|lenders'} {closing|documents|closing documents|closing package|paperwork|package|instructions|signing instructions|conditions|requirements|signing|appraisal}", why: "a party's papers in the person's own closing" },
      // A bank's job title names the person met ("you're booked with Alicia Moore, loan officer"), not a loan offered.
      { phrase: "{loan|mortgage|lending} {officer|officers}", why: "a bank employee's title" },
      { phrase: "{your|their|his|her} {|auto|car|truck|home|student|personal|boat|rv|motorcycle|mortgage|business|equipment|heloc} loan {payment|balance|statement|account|payoff|due date|installment|autopay|escrow|rate change|is paid off|was paid off|has been paid off}", why: "servicing of the recipient's own loan" },
      { phrase: "{your|their} {line of credit|heloc|home equity line|home equity line of credit|credit line} {payment|balance|statement|draw|account|limit|is|was|has}", why: "servicing of the recipient's own credit line" },
      { phrase: "{your|their} mortgage {payment|statement|balance|escrow|account}", why: "servicing of the recipient's own loan" },
      { phrase: "{loan|mortgage} {payment|payments} {posted|received|processed|due in|is due|was received|has posted|alert|alerts}", why: "an alert about a loan already held" },
    ],
  },
];
