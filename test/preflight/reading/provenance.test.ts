// Where the numbers come from (reading/provenance.ts): records kept for something else, lists handed over, bought or
// inherited, numbers given by someone other than the recipient, opt-in data handed to others.
// Each fact in wordings of its own, written the ways different businesses write it, and look-alikes that must not be it.
import { describe, expect, it } from "vitest";
import { preflight } from "../../../schema/preflight";
import { brand, read, readsFact } from "../readingSubject";

describe("numbers from records or from someone other than the recipient", () => {
  for (const message_flow of [
    "We load every cell number from the utility billing accounts into the alert tool.",
    "Numbers come from county property tax records.",
    "Shippers type in the recipient's mobile number when they book, and we text the recipient.",
    "Each parent number in the enrollment records is imported into the messaging platform in August.",
  ]) {
    it(`"${message_flow}"`, () => {
      const p = read({ message_flow }).provenance;
      expect(p.bought ?? p.inherited ?? p.referred).toBeDefined();
    });
  }
  it("not: people entering their own number", () => {
    const p = read({ message_flow: "Customers enter their mobile number on the checkout page and tick the box." }).provenance;
    expect(p.bought ?? p.inherited ?? p.referred).toBeUndefined();
  });
  it("numbers another business shares, of one bought, of other locations, or of people the person adds", () => {
    const from = (message_flow: string) => {
      const p = read({ message_flow }).provenance;
      return p.bought ?? p.inherited ?? p.referred;
    };
    for (const message_flow of [
      // another party named between, or sharing its own club or people; "w" for "with"
      "Our partner bakery, Crumb & Co, shares its order numbers with us every Friday.",
      "The gym across the street shares their members w us for the joint challenge.",
      "Once a month the cafe downstairs sends their text club to us.",
      // the people of a business bought, named first
      "We also message the clients of the salon on Main we bought in March.",
      "We text the patients of the practice I purchased last year.",
      // other locations' lists
      "Each new branch texts the guest lists of the neighboring branches.",
      "We load the member lists of nearby studios when a studio opens.",
      // others the person puts on the list
      "Regulars can add their coworkers to the sheet.",
      "Parents may enter their classmates' mobile numbers on the invite page.",
      "We ask shoppers to write their neighbors on the card too.",
    ]) expect(from(message_flow), message_flow).toBeDefined();
    for (const message_flow of [
      "The gym across the street shares their parking lot with us.",
      "We bought the laundromat's old dryers and text our own customers when one is free.",
      "Customers add their own number on the sheet; friends sign up themselves at the counter.",
      "Shoppers write their number on the card and tick the box.",
      "Clients of our salon sign up at the front desk.",
    ]) expect(from(message_flow), message_flow).toBeUndefined();
  });
  it("a price given only with the consent, a contract's numbered section, on until turned off, a check in passing, a label's 'communications'", () => {
    for (const message_flow of [
      "The 15% club price at the register only works if the texts box is ticked.",
      "Members get the intro pricing only when they text JOIN first.",
      "The spring discount applies only with the SMS checkbox on.",
    ]) expect(read({ message_flow }).scope.condition, message_flow).toBeDefined();
    for (const message_flow of [
      "The member price only applies with a loyalty card; texts are a separate, optional box.",
      "Discounts only when you show the coupon at the register. The texts box is optional.",
    ]) expect(read({ message_flow }).scope.condition, message_flow).toBeUndefined();
    for (const message_flow of ["Clause 4 of the membership contract says members agree to texts.",
      "Paragraph 12 of our lease covers texts to tenants.", "Section 3 of the service terms lists the reminder texts."]) {
      expect(read({ message_flow }).scope.condition, message_flow).toBeDefined();
    }
    for (const message_flow of ["Owners get reminders unless they switch them off in the app.",
      "Clients get texts unless they turn the toggle off under Settings.", "New accounts receive alerts unless someone unticks them off the list."]) {
      expect(read({ message_flow }).scope.preChecked, message_flow).toBeDefined();
    }
    expect(read({ message_flow: "Owners tick an empty box; texts stop when they reply STOP or switch the toggle off." }).scope.preChecked).toBeUndefined();
    for (const message_flow of ["Leave the box we tick for u on the reminders page.", "At checkout it is the line staff check for customers.",
      "The texts line is one we mark for everyone at sign-up."]) {
      expect(read({ message_flow }).scope.preChecked, message_flow).toBeDefined();
    }
    expect(read({ message_flow: "Customers tick the box themselves; we check for them that the number is right." }).scope.preChecked).toBeUndefined();
    // (another channel's option put in for them leaves the text box theirs; the text box or both channels put in is not)
    for (const message_flow of ["The e-mail option is pre-checked; the SMS line below is empty until they tick it.",
      "Receipts by email are checked by default and text updates are a separate empty box.",
      "Options: Email / Text / Both. Email only is preselected, and texting needs the customer's pick."]) {
      expect(read({ message_flow }).scope.preChecked, message_flow).toBeUndefined();
    }
    for (const message_flow of ["The email and text box is pre-checked at checkout.", "The SMS box is preselected; email is empty.",
      "Both email and SMS are checked by default."]) {
      expect(read({ message_flow }).scope.preChecked, message_flow).toBeDefined();
    }
    for (const text of ["Mother's Day preorders open: order by 5/8.", "Pre-orders are now open for the fall box!", "Holiday preorder starts Monday."]) {
      expect(read({ sample_messages: [text] }).useCaseFacts.offer, text).toBeDefined();
    }
    expect(read({ sample_messages: ["Your preorder shipped today."] }).useCaseFacts.offer).toBeUndefined();
    for (const message_flow of ["At pickup the clerk will check whether texting is OK for the ready notice.",
      "Drivers confirm if texts are fine before they leave.", "Our techs check if SMS is alright for updates."]) {
      expect(read({ message_flow }).optIn.verbal, message_flow).toBeDefined();
    }
    expect(read({ message_flow: "We check whether the text was delivered and resend it if not." }).optIn.verbal).toBeUndefined();
    for (const message_flow of ["A toggle labelled \"Get Pinecrest rewards communications\" in the app.",
      "The box says \"Send me account communications from Pinecrest Dental.\"", "Tick \"Receive Pinecrest billing correspondence\"."]) {
      expect(read({ message_flow }).scope.communications, message_flow).toBeDefined();
    }
    expect(read({ message_flow: "The box says \"Send me text communications from Pinecrest Dental.\"" }).scope.communications).toBeUndefined();
  });
  it("not: rent beside a number, a compound after 'property', people who ticked themselves", () => {
    for (const message_flow of [
      "Residents initial the line \"Text notices to this number (building notices, rent receipts, van days).\"",
      "Texts go to property managers with roll-up doors under contract, who tick the box on page 3.",
      "The office enters only the numbers of families who ticked and signed the page.",
      "Staff add the numbers of parents who opted in at the desk.",
    ]) {
      const p = read({ message_flow }).provenance;
      expect(p.bought ?? p.inherited ?? p.referred, message_flow).toBeUndefined();
    }
    for (const message_flow of ["We also text numbers from a consumer database we rent each quarter.", "Numbers come from the property tax rolls.",
      "Members add the numbers of their friends and family."]) {
      const p = read({ message_flow }).provenance;
      expect(p.bought ?? p.inherited ?? p.referred, message_flow).toBeDefined();
    }
  });
  it("a contact who opts in through a partner's form or portal is the person consenting, not a list from partners", () => {
    for (const message_flow of [
      "Each partner agency's designated contact opts in through the partner agreement renewal form, section 6.",
      "Contacts sign up via the partner portal and tick the text box.",
      "The member's contact subscribes through our partner page at lumen.example/partners.",
    ]) expect(read({ message_flow }).provenance.bought, message_flow).toBeUndefined();
    for (const message_flow of ["Contacts we get through partners are texted too.", "We text contacts from partner lists each spring.",
      "Contacts enrolled through partners are added to the alerts."]) {
      expect(read({ message_flow }).provenance.bought, message_flow).toBeDefined();
    }
  });
  it("a licence or a rental of something else is no list bought", () => {
    for (const message_flow of [
      "Each licensed agent gets a Harbor number in the agent app and texts clients who opted in with them.",
      "Our licensed electricians text the customer who booked when they are on the way.",
      "Guests with a rented kayak get a text when the rental period ends.",
    ]) expect(read({ message_flow }).provenance.bought, message_flow).toBeUndefined();
    for (const message_flow of ["We text a rented list of homeowners.", "Licensed leads from a data vendor are texted.", "We licensed a list of numbers from a broker."]) {
      expect(read({ message_flow }).provenance.bought, message_flow).toBeDefined();
    }
  });
});

it("asked about the texts, whoever asks, is a spoken opt-in", () => {
  const o = read({ message_flow: "The dispatcher asks if texting is ok and we text the driver's ETA." }).optIn;
  expect(o.verbal).toBeDefined();
  expect(o.verbalRecord).toBeUndefined();
});

it("a box's words after a colon are its consent language", () => {
  const message_flow = "Patients fill in the form at https://derm.example/intake. The texting part is its own unchecked box: " +
    "Derm Co will text reminders. Msg&data rates may apply. Text HELP for help.";
  expect(read({ message_flow }).optIn.wording).toHaveLength(1);
});

describe("opt-in data handed to others", () => {
  const texts = [
    "We pass our subscriber list to a few partner brands so they can text their own offers too.",
    "Numbers collected here are shared with select affiliates.",
    "We may sell customer contact details to other companies.",
    "Panel members' numbers are also sold to our market research clients, who text them their own studies.",
    // Offers from a sponsor or partner, whatever modifies it
    // Whom it goes to, as a whole noun phrase
    "Your number may be shared with Acme's lens and frame manufacturer partners.",
    "Numbers are passed to the Valley Coalition's member charities for their own events.",
    "One box covers race-day updates and offers from our title sponsor Ridgeway Bank.",
    "Tick the box for deals from a trusted travel partner.",
    "Members also get promotions from the gym's apparel affiliate.",
  ];
  for (const description of texts) {
    it(`"${description}"`, () => {
      expect(read({ description }).scope.thirdParty).toBeDefined();
    });
  }
  const not = [
    "We never sell, rent or share your number with partners or third parties.",
    "Patients give their number to the front desk.",
    "We never send offers from our league sponsor or any partner.",
    "Texts come only from Ridgeway Running Club; our sponsors never get the list.",
    "Numbers are shared with our front desk staff only.",
    "We never pass numbers to the Valley Coalition's member charities.",
  ];
  for (const description of not) {
    it(`not: "${description}"`, () => {
      expect(read({ description }).scope.thirdParty).toBeUndefined();
    });
  }
});

describe("numbers from elsewhere", () => {
  it("a list taken over with a business", () => {
    const r = read({ message_flow: "When we bought the Round Rock studio we also moved its old member list into our texting tool." });
    expect(r.provenance.inherited).toBeDefined();
    expect(read({ message_flow: "After acquiring Smith Dental we imported their patient list." }).provenance.inherited).toBeDefined();
    expect(read({ message_flow: "We uploaded the previous owner's customer list." }).provenance.inherited).toBeDefined();
  });
  it("people taken over with a business, however the taking over is said", () => {
    for (const message_flow of [
      "We bought the practice last year and now text its former patients.",
      "Since taking over the salon in May we message the existing clients from the old booking system.",
      "After we acquired Harbor Pets, its previous customers started getting our reminders.",
    ]) expect(read({ message_flow }).provenance.inherited, message_flow).toBeDefined();
    expect(read({ message_flow: "We bought new chairs for the practice and text our patients about the move." }).provenance.inherited)
      .toBeUndefined();
  });
  it("numbers from a directory", () => {
    expect(read({ message_flow: "At the start of each term I also text the parents in the middle school's PTA directory." }).provenance.bought)
      .toBeDefined();
  });
  it("numbers from public records", () => {
    expect(read({ message_flow: "We text every voter in the district using cell numbers matched to the county voter file." }).provenance.bought).toBeDefined();
    expect(read({ message_flow: "Homeowners' numbers come from public records." }).provenance.bought).toBeDefined();
  });
  it("lists others hand over", () => {
    expect(read({ message_flow: "Our partner grocery chain gave us the numbers from its loyalty program." }).provenance.inherited).toBeDefined();
    expect(read({ message_flow: "We combine sign-ups with the lists that allied committees share with us." }).provenance.inherited).toBeDefined();
    expect(read({ message_flow: "We add the customers of our sister company, since they gave us their numbers." }).provenance.inherited).toBeDefined();
    expect(read({ message_flow: "When Greenway bought out Prairie Mowing we got their customer list." }).provenance.inherited).toBeDefined();
  });
  it("people who signed up with another location or brand", () => {
    for (const message_flow of [
      "We also text the members of our sister studio across town.",
      "Patients of our other clinic get the same reminders.",
      "Guests from our partner restaurant are added to the list.",
      "The three branches share one customer list, so a deal from any branch reaches everyone.",
      "Both our stores pool their member lists for the holiday sale.",
    ]) expect(read({ message_flow }).provenance.inherited, message_flow).toBeDefined();
    for (const message_flow of [
      "Students from other schools can sign up on our page too.",
      "Each location keeps its own customer list and never shares it.",
      "All our locations share one texting number.",
    ]) expect(read({ message_flow }).provenance.inherited, message_flow).toBeUndefined();
  });
  it("lists another party names as its own, or that came with a business, however the clause is built", () => {
    for (const message_flow of [
      "When we bought Dr. Patel's clinic we got her patient list.",
      "We also load the roster Harbor FC sent us each season.",
      "The spreadsheet Northside Church shared with us goes into the texting tool.",
      "We text the contacts that came with the bakery we bought.",
      "The member list came with the two clubs we acquired last spring.",
      "Corporate marketing adds every franchised spa's client list to the deals program.",
      "Each month we merge all salons' customer lists into one promo list.",
      "The head office imports each clinic's patient database into the newsletter.",
    ]) expect(read({ message_flow }).provenance.inherited, message_flow).toBeDefined();
    expect(read({ message_flow: "Staff add each customer to the shop's text list once they tick the box." }).provenance.inherited).toBeUndefined();
    for (const message_flow of [
      "We text the numbers customers gave us at checkout, once they tick the box.",
      "Each order comes with a text receipt.",
      "We keep the list you gave us private.",
    ]) {
      const p = read({ message_flow }).provenance;
      expect(p.inherited ?? p.bought ?? p.referred, message_flow).toBeUndefined();
    }
  });
  it("the number of whoever receives a parcel, typed in by the sender", () => {
    for (const message_flow of [
      "Shippers type in the receiver's mobile on the booking page and we text the receiver updates.",
      "Senders enter the addressee's cell number at checkout.",
      "The store adds receivers' phone numbers from each order.",
    ]) expect(read({ message_flow }).provenance.referred, message_flow).toBeDefined();
    expect(read({ message_flow: "Receivers type in their own mobile on the tracking page to get updates." }).provenance.referred).toBeUndefined();
  });
  it("people imported from a directory or roster kept elsewhere", () => {
    for (const message_flow of [
      "Directors import families from the shared regional directory and text them.",
      "Coaches pull families from the league roster into the texting app.",
      "We upload members enrolled at other branches from the district database.",
    ]) expect(read({ message_flow }).provenance.bought, message_flow).toBeDefined();
    expect(read({ message_flow: "We import patients from our own records once they tick the text box." }).provenance.bought).toBeUndefined();
  });
  it("numbers taken from someone's phone contacts", () => {
    for (const message_flow of [
      "Members can invite friends straight from their address book and we text each one.",
      "The app lets riders import numbers from their contacts to send referral texts.",
      "Customers choose people from their phone contacts for us to text a coupon.",
    ]) expect(read({ message_flow }).provenance.referred, message_flow).toBeDefined();
    for (const message_flow of [
      "Customers save our number to their contacts after they text JOIN.",
      "Pick a time from your calendar and tick the box to get a reminder.",
    ]) expect(read({ message_flow }).provenance.referred, message_flow).toBeUndefined();
  });
  it("a list of people handed over by someone else, or got from another party's records", () => {
    for (const message_flow of [
      "Each school's front office emails us the parent list every term and we add everyone on it.",
      "Every season we receive the player roster from the league's registration system and text each family.",
    ]) expect(read({ message_flow }).provenance.referred).toBeDefined();
  });
  it("not: a person giving their own number, or a list the brand keeps", () => {
    for (const message_flow of [
      "Customers send us their number by texting JOIN to 555-0100.",
      "We get the weekly pickup list from our own order system.",
    ]) expect(read({ message_flow }).provenance.referred).toBeUndefined();
  });
  it("not: people referred who sign up themselves", () => {
    const r = read({ description: "Clients referred by friends sign up themselves like everyone else." });
    expect(r.provenance.referred).toBeUndefined();
    expect(read({ message_flow: "Our agents also text home buyers sent to us by our referral network partners." }).provenance.referred).toBeDefined();
  });
  it("not: caring for customers, moving members between the brand's own lists", () => {
    for (const description of ["We take care of our customers and text them reminders.", "When new members join, we transfer them to the right class list."]) {
      const r = read({ description });
      expect(r.provenance.inherited ?? r.provenance.bought ?? r.provenance.referred).toBeUndefined();
    }
    expect(read({ description: "We inherited the previous dentist's patients." }).provenance.inherited).toBeDefined();
    expect(read({ description: "We took over the old owner's customer list." }).provenance.inherited).toBeDefined();
  });
  it("not: the customers give the brand their number", () => {
    const r = read({ message_flow: "Customers give us their number at the counter and tick the box." });
    expect(r.provenance.inherited ?? r.provenance.bought ?? r.provenance.referred).toBeUndefined();
  });
  it("not: the brand's own sign-ups", () => {
    const r = read({ message_flow: "Since we bought the bakery in 2019, customers sign up at the counter and we add them to our list." });
    expect(r.provenance.inherited ?? r.provenance.bought).toBeUndefined();
  });
});

describe("numbers, consent steps and private forms, read by structure", () => {
  it("numbers of the actor's own people put in by the actor are referred (Twilio 30932)", () => {
    for (const flow of ["Team leads type in their volunteers' cell numbers on the roster page.",
      "Coaches add their players' mobile numbers in the club app."]) {
      expect(read({ message_flow: flow }).provenance.referred).toBeDefined();
    }
    expect(read({ message_flow: "Volunteers type in their own cell numbers on the roster page." }).provenance.referred).toBeUndefined();
  });
  it("a consent step denied in its own right makes consent part of something else (Twilio 30831)", () => {
    expect(read({ message_flow: "Buyers at the register join the deals list; no separate checkbox is shown." }).scope.condition).toBeDefined();
    expect(read({ message_flow: "Buyers tick a box for texts; there is no separate box for e-mail." }).scope.condition).toBeUndefined();
  });
  it("a form's control denied in its own right, where the sentence names the paper's consent step (Twilio 30831)", () => {
    for (const flow of ["Renters sign the lease and get our texts. No separate line, it's one signature for all of it.",
      "Volunteers sign the waiver, which covers the texts too; there's no separate toggle, just the one signature.",
      "Members sign the agreement at the desk. There is no separate checkbox line: the signature covers texts."]) {
      expect(read({ message_flow: flow }).scope.condition, flow).toBeDefined();
    }
    for (const flow of ["We have no separate line for texts; they come from the main office number.",
      "Members tick a box for texts. There's no separate switch for reminders and news.",
      "Renters sign the lease; the text box is a separate line they tick only if they want texts."]) {
      expect(read({ message_flow: flow }).scope.condition, flow).toBeUndefined();
    }
  });
  it("a box at a checkout with no policy or terms anywhere and none registered (privacy-policy)", () => {
    const found = (flow: string, extra: Record<string, string> = {}) => preflight({ brand, campaign: {
      use_case: "MARKETING", message_flow: flow, ...extra } }).filter((f) => f.rule === "privacy-policy");
    for (const flow of ["On the checkout page, under Pay now, an empty box: \"Text me deals, 4/mo. Msg & data rates may apply. Reply HELP for help, STOP to stop.\"",
      "At checkout there's an unticked checkbox for order texts, 2 per order, rates may apply, STOP to end.",
      "Our check-out screen shows \"[ ] Send me sale texts (up to 3 a month). Reply STOP to quit, HELP for help.\""]) {
      expect(found(flow), flow).toHaveLength(1);
    }
    for (const [flow, extra] of [
      ["On the checkout page, under Pay now, an empty box: \"Text me deals, 4/mo. Reply STOP to stop. Privacy: shop.example/privacy\"", {}],
      // (a spoken ask at the checkout, in an informational program: no box)
      ["At checkout the cashier asks if they'd like order texts, 2 per order; we note the yes in the POS.",
        { use_case: "ACCOUNT_NOTIFICATION" }],
      ["At checkout there's an unticked checkbox for order texts, 2 per order, rates may apply, STOP to end.", { privacy_policy_url: "https://shop.example/privacy" }],
    ] as const) expect(found(flow, extra), flow).toEqual([]);
  });
  it("a spoken ask with a privacy link is still a spoken opt-in with no record (Twilio 30979)", () => {
    const flow = "Clients are asked at pickup if they want texts about their next grooming, and we key in the cell. Privacy: https://groom.example/privacy";
    const found = preflight({ brand, campaign: { use_case: "ACCOUNT_NOTIFICATION", message_flow: flow } }).filter((f) => f.rule === "verbal-opt-in-record");
    expect(found).toHaveLength(1);
  });
  it("a question asked aloud, then the consent given in the person's own hand beside the words shown, is written (Twilio 30979)", () => {
    // (a web page beside it: the words quoted are the page's, not a script read aloud)
    const found = (flow: string) => preflight({ brand, campaign: { use_case: "ACCOUNT_NOTIFICATION",
      message_flow: `${flow} The page pinecrest.example/texts has the same box.` } }).filter((f) => f.rule === "verbal-opt-in-record");
    const shown = "\"Pinecrest Dental visit texts, 1 per visit. Msg & data rates may apply. Reply HELP for help, STOP to end.\"";
    for (const flow of [`At the desk staff ask "Want visit texts?" and if yes, the patient types their own number on the tablet showing ${shown}`,
      `The hygienist asks whether they'd like reminders. If so, they enter their cell on the check-in screen: ${shown}`,
      `Staff ask patients if texts are fine; a patient who agrees ticks the box on the paper slip, which reads ${shown}`]) {
      expect(found(flow), flow).toEqual([]);
    }
    // (staff entering the number, or the number only said, is still a spoken opt-in with nothing recorded)
    for (const flow of [`At the desk staff ask "Want visit texts?" and the receptionist types their number into the system. Sign: ${shown}`,
      `The hygienist asks whether they'd like reminders, and they give their number to her. Sign: ${shown}`]) {
      expect(found(flow), flow).toHaveLength(1);
    }
  });
  it("a form sent to one person about their booking has no public address to give", () => {
    const flow = "Patients say yes by ticking the box on the online pre-visit form. 1 text per visit. Msg & data rates may apply. Reply STOP to end.";
    expect(read({ message_flow: flow }).optIn.signedIn).toBeDefined();
  });
});

describe("numbers handed to the brand by someone else", () => {
  it("another party sends, passes or shares the numbers with the brand", () => {
    for (const flow of ["The dental school's front office passes us the numbers of patients who need a cleaning, and we text them.",
      "Two insurance agencies we partner with send us their client lists every quarter.",
      "The expo organizer shares its attendee list with every vendor, and we text those visitors."]) {
      expect(read({ message_flow: flow }).provenance.referred).toBeDefined();
    }
  });
  it("the person giving their own number, or the brand handing nothing on, is not it", () => {
    for (const flow of ["Patients give us their number at the front office.", "Our office never shares patient lists with partners.",
      "We send our partners a monthly report with no numbers in it."]) {
      expect(read({ message_flow: flow }).provenance.referred).toBeUndefined();
    }
  });
});

describe("clients bought with a business", () => {
  it("a book of business or client base bought or acquired is numbers bought", () => {
    for (const flow of ["We bought the book of business of a retiring agent and text those policyholders.",
      "Last year we acquired her client base and now send them reminders.", "When we purchased the patient book of the old clinic, we added its numbers."]) {
      expect(read({ message_flow: flow }).provenance.bought).toBeDefined();
    }
    expect(read({ message_flow: "Clients who book with us tick an empty box to get reminders." }).provenance.bought).toBeUndefined();
  });
});

describe("numbers of people the giver knows", () => {
  for (const message_flow of [
    "Text ROCK plus the numbers of three friends to 216-555-0145 and you all get entered.",
    "Parents can add the cell numbers of their family members on the form.",
    "Members share the numbers of coworkers who might like our alerts.",
  ]) {
    it(message_flow, () => {
      expect(read({ message_flow }).provenance.referred).toBeDefined();
    });
  }
  for (const message_flow of [
    "We report the number of friends who joined each month.",
    "Staff keep the numbers of our members in the system.",
    "Friends can text JOIN to 55123 from their own phones.",
  ]) {
    it(`not: ${message_flow}`, () => {
      expect(read({ message_flow }).provenance.referred).toBeUndefined();
    });
  }
});

describe("records taken over from someone else", () => {
  for (const message_flow of [
    "When Dr. Hale retired we took over his patient files and now text his patients.",
    "We took over their client records when the agency closed.",
    "Since taking over its member roster, we text the old gym's members.",
  ]) {
    it(message_flow, () => {
      expect(read({ message_flow }).provenance.inherited).toBeDefined();
    });
  }
  it("not: taking over a task", () => {
    expect(read({ message_flow: "Our front desk took over the reminder calls and now texts patients who opted in online." }).provenance.inherited)
      .toBeUndefined();
  });
});

describe("numbers from papers kept for something else, or handed over by agents", () => {
  it("numbers loaded from applications, tickets or invoices", () => {
    for (const message_flow of [
      "We load the cell numbers from residents' rental applications into the texting system at move-in.",
      "Staff import the phone numbers from old service tickets into our SMS tool.",
      "Each month we upload mobile numbers out of paid invoices into the alerts platform.",
    ]) expect(read({ message_flow }).provenance.bought, message_flow).toBeDefined();
    expect(read({ message_flow: "We load the numbers from the text sign-up form into the texting system." }).provenance.bought).toBeUndefined();
  });
  it("agents handing over their buyers' numbers", () => {
    for (const message_flow of [
      "Real estate agents we partner with send us their buyers' names and mobile numbers each week.",
      "Insurance agents pass us the contact list of their clients.",
      "Two agents share their client numbers with us every month.",
    ]) expect(read({ message_flow }).provenance.referred, message_flow).toBeDefined();
    expect(read({ message_flow: "Our agents send us a note when a client asks for texts." }).provenance.referred).toBeUndefined();
  });
  it("a customer list that comes with a business bought, however the business is described", () => {
    for (const message_flow of [
      "When a franchisee buys an existing local cleaning business, its customer list comes with the sale.",
      "We acquired a small neighborhood bakery and kept its loyalty list.",
      "After we bought the old downtown shoe store its mailing list came too.",
    ]) expect(read({ message_flow }).provenance.inherited, message_flow).toBeDefined();
  });
});

describe("the brand's own list is not bought, and a keyword texted is consent of its own", () => {
  it("its own roster or directory", () => {
    for (const description of [
      "Shiftwell texts workers on its own roster about open shifts.",
      "We message members listed in our directory who ticked the text box.",
      "The league texts coaches on its own roster.",
    ]) expect(read({ description }).provenance.bought, description).toBeUndefined();
    expect(read({ description: "We text the parents in the PTA directory." }).provenance.bought).toBeDefined();
  });
  it("a packet that shows a keyword to text is no consent folded into its terms", () => {
    for (const message_flow of [
      "The packet says: \"Closing texts: text SVSALERTS to (815) 555-0121. Msg & data rates may apply.\"",
      "The lease packet includes a flyer: \"Building texts: text ALERTS to 55123.\"",
      "Our terms state: \"For reminders, text REMIND to 55123.\"",
    ]) expect(read({ message_flow }).scope.condition, message_flow).toBeUndefined();
    expect(read({ message_flow: "The lease packet includes permission for us to text residents." }).scope.condition).toBeDefined();
  });
});

describe("numbers handed over, put in by another, or given for friends", () => {
  it("anyone's numbers put in or handed on by another party", () => {
    for (const message_flow of [
      "When a business subscribes, its admin uploads the phone numbers of all employees and managers.",
      "Partner churches send Pinecrest Dental the phone numbers of their members each quarter.",
      "Area hospitals send Pinecrest Dental the contact lists of patients' family members.",
    ]) expect(read({ message_flow }).provenance.referred, message_flow).toBeDefined();
    for (const message_flow of [
      "We upload the phone numbers of all patients who ticked the text box.",
      "Patients enter their own phone numbers on the form.",
    ]) expect(read({ message_flow }).provenance.referred, message_flow).toBeUndefined();
  });
  it("friends' numbers texted or sent in, and a list shared with the brand by others", () => {
    for (const message_flow of [
      "Text us 3 friends' cell numbers for bonus guesses.",
      "Send us your friends' numbers and we'll invite them.",
      "Players can text two friends numbers for extra entries.",
    ]) expect(read({ message_flow }).provenance.referred, message_flow).toBeDefined();
    for (const message_flow of [
      "Our list includes the supporter list shared with us by an allied campaign.",
      "The numbers were passed to us by the previous owner's agency.",
      "A donor database given to us by a partner charity is added each spring.",
    ]) expect(read({ message_flow }).provenance.inherited, message_flow).toBeDefined();
    expect(read({ message_flow: "Supporters share the sign-up link with friends, who join on their own." }).provenance.referred).toBeUndefined();
  });
  it("a question asked at the desk, quoted", () => {
    for (const message_flow of [
      "At checkout the front desk asks each patient, \"Can we text you our specials?\"",
      "Our receptionist asks every patient: \"Want recall texts?\"",
      "The receptionist asks callers “Would you like a text reminder?”",
    ]) expect(read({ message_flow }).optIn.verbal, message_flow).toBeDefined();
  });
});

describe("more of where numbers come from, and who asks", () => {
  it("files bought, and the previous owner's records", () => {
    for (const message_flow of [
      "Pinecrest Dental bought the patient files of the Lake City practice when it closed.",
      "We purchased the client files of a retiring hygienist.",
    ]) expect(read({ message_flow }).provenance.bought, message_flow).toBeDefined();
    for (const message_flow of [
      "When we bought the facility the old owner's software came with every tenant's cell.",
      "We kept the previous owner's contacts and text them reminders.",
      "The former manager's roster is loaded into our texting tool.",
    ]) expect(read({ message_flow }).provenance.inherited, message_flow).toBeDefined();
    expect(read({ message_flow: "The previous owner's logo is still on the sign; patients opt in on our website." }).provenance.inherited)
      .toBeUndefined();
  });
  it("others' people's numbers handed over", () => {
    for (const message_flow of [
      "Breeders we work with hand us their puppy buyers' names and cell numbers.",
      "Coaches send us their players' phone numbers.",
      "Landlords give us their tenants' cell numbers.",
    ]) expect(read({ message_flow }).provenance.referred, message_flow).toBeDefined();
    expect(read({ message_flow: "Customers give us their own phone numbers at the desk." }).provenance.referred).toBeUndefined();
  });
  it("others' people's numbers put in by a gerund the tagger takes for a noun", () => {
    for (const message_flow of [
      "The checkout page rewards shoppers for typing their neighbors' phone numbers; we text those neighbors our coupons.",
      "Parents earn a free class by adding their friends' cell numbers on the referral screen.",
      "Members get points for entering their coworkers' mobile numbers in the app.",
    ]) expect(read({ message_flow }).provenance.referred, message_flow).toBeDefined();
    for (const message_flow of [
      "Shoppers finish checkout by typing their own phone numbers and ticking the text box.",
      "Parents sign up by adding their mobile number on the class page.",
      "Typing their friends' names in the gift note is optional; only the buyer gets texts.",
    ]) expect(read({ message_flow }).provenance.referred, message_flow).toBeUndefined();
  });
  it("people talking with staff, and staff asking whoever it is", () => {
    for (const message_flow of [
      "Members are enrolled when they talk with a teller and say they'd like reminders.",
      "At check-in the front desk asks campers if they'd like texts.",
      "Our staff ask diners whether they want a text when the table is ready.",
    ]) expect(read({ message_flow }).optIn.verbal, message_flow).toBeDefined();
    expect(read({ message_flow: "The web form asks for a mobile number and has an empty text box." }).optIn.verbal).toBeUndefined();
  });
});

describe("what the campaign says it does: requests or numbers passed on to others", () => {
  const shared = (description: string, sample = "Northfield Roofing: your estimate is ready.") =>
    read({ description, sample_messages: [sample] }).leadSharing;
  readsFact("a request passed on", shared, [
    "Homeowners text us about repairs and we share their request with up to 3 local contractors.",
    "We pass your number to trusted partner lenders who can quote you a rate.",
    "Northfield Roofing forwards each inquiry to participating installers in your area.",
  ], [
    // the brand's own messages to its customers, or a negation
    "Northfield Roofing texts its customers estimates and appointment reminders.",
    "We never share your number with partners or third parties.",
  ]);
  it("reads it in a sample, at the sample", () => {
    expect(shared("Northfield Roofing texts estimates.", "Northfield Roofing: we've sent your request to 3 local contractors.")?.path)
      .toEqual(["sample_messages", 0]);
  });
});

// (Twilio 30932, CTIA 5.1.4: consent is given to one brand by the person; a list bought, a paid lead service, a list that
// came with a business taken over, or one another party hands over is none)
describe("a list bought, leads from a paid service, a list taken over or handed over by another party", () => {
  const from = (message_flow: string) => {
    const p = read({ message_flow }).provenance;
    return p.bought ?? p.inherited ?? p.referred;
  };
  for (const message_flow of [
    "Patients sign up at the desk. We also purchased the Riverside Dental patient phone list when that office closed.",
    "New numbers arrive every week from the roofing lead service we pay for.",
    "We bought leads from a home-services lead provider and text them the spring offer.",
    "When we took over the Main St clinic, its contacts came with the practice, so they get our reminders too.",
    "Plus the swim team roster the club coach shares with us each spring.",
    "The old owner's client numbers came with the sale of the shop, and we text them the deals.",
    "We also text the parent directory a PTA volunteer passes to us.",
    "When we bought out Hill Plumbing, their cell list came with the purchase.",
    "Plus the parent phone list the middle school's band director shares with us each fall.",
  ]) it(`from elsewhere: "${message_flow}"`, () => expect(from(message_flow), message_flow).toBeDefined());
  for (const message_flow of [
    "Customers who buy a gift card can join the text list at the register.",
    "We never bought a customer list; every number comes from the box on our site.",
    "The lead technician texts the customer when the crew is on the way.",
    "Lead service line replacement notices go to residents who signed up at the city's page.",
    "The numbers the customers give us at checkout get order texts if they tick the box.",
  ]) it(`not: "${message_flow}"`, () => expect(from(message_flow), message_flow).toBeUndefined());
});

// (Twilio 30932, CTIA 5.1.4: being named on someone else's papers is no consent of one's own)
describe("people texted because they are listed on other people's papers", () => {
  const onFile = (message_flow: string) => read({ message_flow }).provenance.onFile;
  for (const message_flow of [
    "Students opt in on the portal. We also text the parents listed on students' financial aid forms.",
    "We message the emergency contacts named in patients' intake packets about clinic news.",
    "Staff text the guardians given on the players' registration cards each season.",
  ]) it(`listed: "${message_flow}"`, () => expect(onFile(message_flow), message_flow).toBeDefined());
  for (const message_flow of [
    "We text the customers listed on their own work orders when the car is ready.",
    "We text the number given on the patient's intake form only if the box beside it is ticked.",
    "Parents listed on students' forms can text JOIN to 55123 for updates.",
  ]) it(`not: "${message_flow}"`, () => expect(onFile(message_flow), message_flow).toBeUndefined());
});

// (Twilio 30932, CTIA 5.1.4: everyone's numbers put on the list wholesale, from a purchase or a record, are no one's consent)
describe("everyone's numbers said to go onto the list", () => {
  const onFile = (message_flow: string) => read({ message_flow }).provenance.onFile;
  for (const message_flow of [
    "Patients join at the desk. Every new patient's cell from the billing system goes onto the list too.",
    "All member numbers from the renewal database get added to the deals club.",
    "Each buyer's phone number from online orders is moved onto the text list as well.",
  ]) it(`wholesale: "${message_flow}"`, () => expect(onFile(message_flow), message_flow).toBeDefined());
  for (const message_flow of [
    "Every number that texts JOIN goes onto the list.",
    "Each patient's cell goes onto the list only when they tick the box.",
    "Every number on the list goes to our text partner's servers encrypted.",
  ]) it(`not: "${message_flow}"`, () => expect(onFile(message_flow), message_flow).toBeUndefined());
});

// (Twilio 30932, CTIA 5.1.1: a call, missed or hung up, is no consent to texts)
describe("people texted because they called: a missed call or a hang-up", () => {
  const onFile = (message_flow: string) => read({ message_flow }).provenance.onFile;
  for (const message_flow of [
    "If a call goes unanswered, we text the missed-call number to offer a booking link.",
    "Our system texts back missed callers within a minute.",
    "Staff message anyone who hangs up before the receptionist answers.",
  ]) it(`from the call log: "${message_flow}"`, () => expect(onFile(message_flow), message_flow).toBeDefined());
  for (const message_flow of [
    "Callers who want texts say yes, and we note it on the chart.",
    "We never text missed callers; people text us first.",
    "Patients text us first; we call back missed calls by phone.",
  ]) it(`not: "${message_flow}"`, () => expect(onFile(message_flow), message_flow).toBeUndefined());
});

// (CTIA 5.1.4: a body's list of its own people, shared with its members, is no consent to each member)
describe("an association's list shared with its members", () => {
  const from = (message_flow: string) => {
    const p = read({ message_flow }).provenance;
    return p.bought ?? p.inherited ?? p.referred;
  };
  for (const message_flow of [
    "The downtown business association shares its shopper phone list with member stores, and we text them our sales.",
    "Our youth soccer league passes its family roster to every club sponsor.",
    "The county dental council gave their patient directory to member practices last spring.",
  ]) it(`shared: "${message_flow}"`, () => expect(from(message_flow), message_flow).toBeDefined());
  for (const message_flow of [
    "The association shares its news on its own site; we text only people who tick our box.",
    "Our league never shares its roster with anyone.",
    "Members of the business association sign up at our counter.",
  ]) it(`not: "${message_flow}"`, () => expect(from(message_flow), message_flow).toBeUndefined());
});

// (Twilio 30831: everyone on file texted, the sending said as a gerund)
describe("everyone on file texted, the sending as a gerund", () => {
  const onFile = (message_flow: string) => read({ message_flow }).provenance.onFile;
  for (const message_flow of [
    "To get started we're also texting every patient in our records going back to 2015.",
    "Staff are messaging every member in the database this week.",
    "This month we are sending every client in our system the new price list.",
  ]) it(`everyone: "${message_flow}"`, () => expect(onFile(message_flow), message_flow).toBeDefined());
  for (const message_flow of [
    "We're texting every patient who ticked the box at check-in.",
    "We are not texting every patient in our records, only those who opted in.",
    "Every patient in our records can start texting us first.",
  ]) it(`not: "${message_flow}"`, () => expect(onFile(message_flow), message_flow).toBeUndefined());
});

describe("a list used or started with, from a business named by a word of its kind (Twilio 30932, CTIA 5.1.4)", () => {
  readsFact("numbers from another party's list", (message_flow) => read({ message_flow }).provenance.referred, [
    "We start with a list of area cell numbers from our postcard vendor and add anyone who texts JOIN.",
    "We use a contact list from a regional data firm, plus our walk-in sign-ups.",
    "We picked up a list of about 800 golfer numbers from a Myrtle Beach-area events outfit and text them our tee-time news.",
    "Each spring we begin with numbers from a list provider in our county.",
  ], [
    "We start with a list of members who ticked the text box on our sign-up form.",
    "We use the numbers from our own sign-up sheet at the front desk.",
    "We picked up the tent from a Charleston rental outfit last spring; guests text JOIN to get our news.",
  ]);
});

describe("everyone who does something for another goal, their number put on the texts' list (Twilio 30831)", () => {
  readsFact("numbers taken from what people do for another goal", (message_flow) => read({ message_flow }).provenance.onFile, [
    "Everyone who books a class gives us a cell number, and it goes onto the studio's promo list.",
    "Anyone who rents a kayak writes down a phone number, which we add to our specials list.",
    "Everybody who orders online enters a mobile number and it gets put on the weekly deals list.",
  ], [
    "Everyone who texts JOIN gives us a number, and it goes onto the club list.",
    "Everyone who ticks the box gives a mobile number, and it goes onto the deals list.",
    "Everyone who books a class gives us a cell number for the class reminders only.",
  ]);
});

describe("opt-in data handed to firms, a business named by its kind (CTIA 5.1.4)", () => {
  readsFact("the list handed to firms", (message_flow) => read({ message_flow }).scope.thirdParty, [
    "We also share the parent list with tutoring firms in the district so they can text families.",
    "Subscriber numbers are passed to accounting firms we work with.",
    "The club sells its member list to marketing firms.",
  ], [
    "Our firm texts clients about their filings; numbers are never shared with other firms.",
    "Clients of the firm get reminders about their own court dates.",
  ]);
});

describe("the brand also texting people named by something they once did (Twilio 30831)", () => {
  readsFact("people texted for a past act", (message_flow) => read({ message_flow }).provenance.onFile, [
    "Guests text JOIN to sign up. We also text people who left a review card at the front desk last year.",
    "Members opt in online. We also text those who entered our raffle at the fair.",
    "Patients tick the box at check-in. We also message anyone who has visited the clinic since 2019.",
  ], [
    "Guests text JOIN to sign up. We also text people who signed up at the fair.",
    "Members opt in online. We also text those who ticked the box on the paper form.",
    "Patients tick the box at check-in. We also text people who book online, once they tick the box.",
  ]);
});

describe("the brand texting with the number written on another dealing's papers (numbers-provenance)", () => {
  const onFile = (message_flow: string) => read({ message_flow }).provenance.onFile;
  for (const message_flow of [
    "We send fundraising texts to every family we placed a kitten with, using the cell number on their adoption contract.",
    "Staff text seasonal offers with the phone number from each tenant's lease agreement.",
    "We message past clients about new services, using the mobile number on the invoice from their last job.",
    "Our team texts renewal deals to policyholders via the phone number in their policy file, plus anyone who texts SAVE.",
  ]) it(`on papers: "${message_flow}"`, () => expect(onFile(message_flow), message_flow).toBeDefined());
  for (const message_flow of [
    // (the texts' own paper)
    "We text members using the mobile number on their text sign-up card.",
    // (no number taken from the paper: the paper is what the text is about)
    "We text a reminder when your lease agreement is ready to sign.",
    // (the person writes the number to get the texts)
    "Tenants write their cell number on the lease agreement's separate text consent line if they want repair updates.",
    // (not the brand sending)
    "Renters can text us from the number on their lease agreement.",
  ]) it(`not: "${message_flow}"`, () => expect(onFile(message_flow), message_flow).toBeUndefined());
});
