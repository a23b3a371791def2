// How consent is given and what it covers, and where the numbers come from (schema/preflight/reading/consent.ts,
// read.ts): each fact in wordings of our own, and look-alikes that must not be read as it.
import { describe, expect, it } from "vitest";
import { preflight } from "../../schema/preflight";
import { brand, read } from "./readingSubject";

describe("a control already on when the person comes to it (consent-pre-checked)", () => {
  for (const flow of [
    "The booking page has a box for deal texts under the e-mail field, ticked already so nobody misses a sale.",
    "On the app's last screen there's a texting switch, already on: \"Send me account texts\".",
    "The SMS option on the order form is already checked; shoppers can leave it as it is.",
  ]) it(`on: "${flow}"`, () => expect(read({ message_flow: flow }).scope.preChecked).toBeDefined());
  for (const flow of [
    "Customers who already ticked the box at the counter get the texts.",
    "Guests who already checked in get a door code by text.",
    "Our number appears on the clinic's website and on every receipt; patients text it first.",
    "The reminder line comes on the back of the appointment card; people text us there first.",
  ]) it(`not: "${flow}"`, () => expect(read({ message_flow: flow }).scope.preChecked).toBeUndefined());
});

describe("consent made a condition: what is lost if it is not given (consent-condition)", () => {
  for (const flow of [
    "Families check an empty box for care texts. The box has to be checked or we can't start service.",
    "Renters must tick the text box, otherwise we cannot complete the booking.",
    "Members need to agree to the texts or they won't be able to finish the membership signup.",
  ]) it(`a condition: "${flow}"`, () => expect(read({ message_flow: flow }).scope.condition).toBeDefined());
  for (const flow of [
    "Customers must tick the box to get texts, or we can't send them reminders.",
    "We don't add service-plan customers to the list unless they tick this box too.",
    "We never text booking customers unless they tick the box themselves.",
  ]) it(`not: "${flow}"`, () => expect(read({ message_flow: flow }).scope.condition).toBeUndefined());
});

describe("the customer texts first, in the words people use", () => {
  for (const flow of [
    "A conversation only starts when the recipient texts that number.",
    "Chats begin once a shopper messages the store line.",
    "Customer texts Harbor Light Wash & Fold first, from the number on the window.",
    "Clients reach us by texting the office line; we answer.",
    "Every conversation begins with the customer texting our main number.",
  ]) it(`first: "${flow}"`, () => expect(read({ message_flow: flow }).optIn.customerInitiated).toBeDefined());
  for (const flow of [
    "The conversation starts when we text the reminder to the patient.",
    "Chats begin once our staff message the client about the claim.",
    "Every conversation begins with our staff texting the customer.",
    "We reach clients by text about their claims.",
  ]) it(`not: "${flow}"`, () => expect(read({ message_flow: flow }).optIn.customerInitiated).toBeUndefined());
});

describe("the brand's texts said to be replies only: the customer writes first", () => {
  for (const flow of [
    "The order page says: \"Questions? Text our kitchen at (555) 555-0101. We'll reply only about your order.\"",
    "In the app: \"By texting us you agree to replies about your question. Reply STOP to stop.\"",
    "Our front desk answers only regarding the booking the guest asked about.",
  ]) it(`first: "${flow}"`, () => expect(read({ message_flow: flow }).optIn.customerInitiated).toBeDefined());
  for (const flow of [
    "Customers tick a box: \"Text me order updates. Reply HELP for help, STOP to stop.\"",
    "We reply to every review by e-mail and send deal texts to members who tick the box.",
    "Guests agree to the texts at check-in; reply STOP to stop.",
  ]) it(`not: "${flow}"`, () => expect(read({ message_flow: flow }).optIn.customerInitiated).toBeUndefined());
});

describe("controls counted, one a channel: each channel has its own (consent-bundled-channels)", () => {
  for (const flow of [
    "The profile screen has three toggles: Push, Email, and \"Text messages\"; the text one is off until the user flips it.",
    "Our form has two checkboxes, email and text, both empty.",
    "Settings show 3 switches: calls, email or texts, each off by default.",
  ]) it(`apart: "${flow}"`, () => expect(read({ message_flow: flow }).scope.bundled).toBeUndefined());
  for (const flow of [
    "The signup form has one checkbox: \"Contact me by email, phone and text.\"",
    "A single toggle turns on email and text updates.",
    "The checkout has a box for calls, email and texts, unticked.",
  ]) it(`bundled: "${flow}"`, () => expect(read({ message_flow: flow }).scope.bundled).toBeDefined());
});

describe("a spoken opt-in (verbal-opt-in-record)", () => {
  for (const flow of [
    "Employees text us first; the first automatic reply says it's Paystream Crew and gives HELP and STOP.",
    "Text WINTER to 651-555-0100 (we announce it on our radio spot and our website).",
    "The confirmation text says the staff will answer within a day.",
  ]) it(`not spoken: "${flow}"`, () => expect(read({ message_flow: flow }).optIn.verbal).toBeUndefined());
  for (const flow of [
    "Father Tom announces at Mass that anyone who wants reminders can give their number.",
    "Customers tell the cashier they want deal texts.",
    "The driver says to the customer: \"Can we text you?\"",
  ]) it(`spoken: "${flow}"`, () => expect(read({ message_flow: flow }).optIn.verbal).toBeDefined());
  for (const flow of [
    "At the desk, staff say it out loud and tick the box only on a yes.",
    "By phone, the agent reads those words aloud before the caller agrees.",
    "Walk-ins are asked at the desk whether they want texts; the clerk reads the same words out first.",
  ]) it(`the words given are read: "${flow}"`, () => expect(read({ message_flow: flow }).optIn.verbalRecord).toBeDefined());
});

describe("numbers taken from records kept for something else (numbers-provenance)", () => {
  for (const flow of [
    "Customers text JOIN to 55123. We also add every patient cell from the pharmacy system so nobody misses a sale.",
    "Text TIPS to 55123. We also imported all the client numbers from the book of business we bought last year.",
    "Residents text READY to 55123. We also load the numbers the county registry shares with its partner agencies.",
  ]) it(`from records: "${flow}"`, () => expect(read({ message_flow: flow }).provenance.onFile).toBeDefined());
  for (const flow of [
    "We add every number from the sign-up sheet to the text list the same day.",
    "Staff enter every mobile number in the booking system when the guest ticks the box.",
    "We import all numbers from the booking system that ticked the SMS box.",
    "We load the numbers our own front desk collects on the signed consent cards.",
  ]) it(`not: "${flow}"`, () => expect(read({ message_flow: flow }).provenance.onFile).toBeUndefined());
  for (const flow of [
    "When police call us to a crash, the officer gives us the owner's phone from the report and we text them.",
    "Officers hand us the driver's cell number at the scene and we text updates.",
    "The police send us the owners' numbers from each accident report.",
  ]) it(`handed to us by police: "${flow}"`, () => expect(read({ message_flow: flow }).provenance.referred).toBeDefined());
  it("not: the person gives the officer their own number", () =>
    expect(read({ message_flow: "Drivers text TOW to 55123; we answer with where the car is." }).provenance.referred).toBeUndefined());
});

describe("something given only to those who join the texts (consent-condition)", () => {
  for (const flow of [
    "The weekly rate we give only to guests who join the text list, so they must text STAR first.",
    "We offer the member price only to shoppers who sign up for our texts.",
    "Our flash discount applies only for customers who join the text club.",
    "Member pricing on batteries is only available to members who agree to the club texts.",
    "The driver rate is only offered to guests who sign up for our texts.",
  ]) it(`a condition: "${flow}"`, () => expect(read({ message_flow: flow }).scope.condition).toBeDefined());
  for (const flow of [
    "We send the deal texts only to people who join the text list.",
    "Texts go only to guests who sign up for them at the desk.",
    "We text reminders only to patients who tick the box.",
    "The club is only open to people who sign up for texts.",
    "Deal texts are only available to customers who opt in.",
  ]) it(`not: "${flow}"`, () => expect(read({ message_flow: flow }).scope.condition).toBeUndefined());
});

describe("consent folded into a document signed for something else (consent-condition)", () => {
  for (const flow of [
    "At the counter, by signing the rental waiver the rider agrees to get texts about the rental.",
    "By signing the lease, the tenant agrees to receive maintenance texts from us.",
    "Park rules section 9, which every guest signs at check-in: \"Guests agree we may text them about their stay.\"",
    "The registration card every camper signs says we may text them about their site.",
  ]) it(`folded in: "${flow}"`, () => expect(read({ message_flow: flow }).scope.condition).toBeDefined());
  for (const flow of [
    "By signing below, you agree to receive appointment texts from us. Reply STOP to opt out.",
    "By signing the SMS consent form, parents agree to receive school texts.",
    "Every guest signs the registration card; the text box on it is separate and unticked.",
    "Every renter signs the text consent sheet if they want texts.",
  ]) it(`not: "${flow}"`, () => expect(read({ message_flow: flow }).scope.condition).toBeUndefined());
});

it("not folded in: a code texted each time the person signs in to the app", () => {
  for (const flow of [
    "In the app the user enters a mobile number; we text a code each time they sign in on a new device.",
    "Every user signs in with a texted code; the app shows the terms link under the field.",
  ]) expect(read({ message_flow: flow }).scope.condition, flow).toBeUndefined();
});

describe("one box for calls, e-mail and texts, on a line of its own (consent-bundled-channels)", () => {
  for (const flow of [
    "Patients check 'OK to call, email or text me about my visit' on the intake form (blank box, own line).",
    "The enrollment packet has one box on its own line: \"Call, email or text me about my account.\"",
    "On the paper form, an unticked box on its own row: 'You may contact me by phone, email and text.'",
  ]) it(`bundled: "${flow}"`, () => expect(read({ message_flow: flow }).scope.bundled).toBeDefined());
  for (const flow of [
    "The form has separate boxes for texts and email, each on its own line.",
    "Each channel has its own box: one for text, another for email.",
  ]) it(`not: "${flow}"`, () => expect(read({ message_flow: flow }).scope.bundled).toBeUndefined());
});

describe("a form's question that names no texts (consent-communications)", () => {
  for (const flow of [
    "After checkout the tablet asks: \"Keep me posted about my vehicle delivery? [ ] Yes\".",
    "The intake screen asks: \"Keep me informed about my claim?\" with a Yes button.",
    "The box reads \"Keep me posted about my order\" and starts empty.",
  ]) it(`general: "${flow}"`, () => expect(read({ message_flow: flow }).scope.communications).toBeDefined());
  for (const flow of [
    "The tablet asks: \"Keep me posted by text about my delivery? [ ] Yes\".",
    "The front desk asks: \"May we send you updates about your visit?\" Those who say yes text VISIT to 55123.",
    "We keep customers posted by text once they tick \"Yes, text me delivery updates\".",
  ]) it(`not: "${flow}"`, () => expect(read({ message_flow: flow }).scope.communications).toBeUndefined());
});

describe("wanting the texts said of everyone is no one's consent (call-to-action-consent)", () => {
  for (const flow of [
    "All our buyers want delivery texts so we just send them to the number on the deal.",
    "Every patient wants reminders, so we text everyone on file.",
    "Everyone likes order updates; we send them to all customers.",
  ]) it(`presumed: "${flow}"`, () => expect(read({ message_flow: flow }).optIn.consent).toBeUndefined());
  for (const flow of [
    "All customers who want delivery texts tick the box at the counter.",
    "Buyers who want order updates tell the salesperson.",
  ]) it(`a choice: "${flow}"`, () => expect(read({ message_flow: flow }).optIn.consent).toBeDefined());
});

describe("a spoken opt-in recorded, with nothing of what is said given (verbal-opt-in-record, Twilio 30979)", () => {
  const verbal = (message_flow: string) => preflight({ brand, campaign: { use_case: "ACCOUNT_NOTIFICATION", message_flow } })
    .filter((f) => f.rule === "verbal-opt-in-record");
  for (const flow of [
    "Agents get verbal consent on the phone when a claim is opened and note it in the claim file. Msg & data rates may apply; reply HELP for help or STOP to opt out.",
    "Patients agree orally at check-in and the receptionist logs it in the chart.",
    "The desk asks guests if it's OK to text them and notes it on the booking.",
  ]) it(`no script: "${flow}"`, () => expect(verbal(flow)).toHaveLength(1));
  for (const flow of [
    "Patients are asked if we can text delivery updates; staff tick the box in the delivery log. 2 texts per delivery, msg & data rates may apply, reply HELP for help, STOP to stop.",
    "At the counter staff read: \"Can Pinecrest Dental text you reminders? Msg & data rates may apply.\" and note the yes in the chart.",
    "Members may also enroll at a branch, where the representative reads the same wording and records the member's verbal consent.",
    "On a call the agent asks whether the customer wants case updates by text. If the customer gives verbal consent, the agent notes it on the case. Message frequency varies; msg & data rates may apply.",
  ]) it(`what is said is given: "${flow}"`, () => expect(verbal(flow)).toEqual([]));
});

describe("numbers put in besides the opt-in, from somewhere that is not it (numbers-provenance)", () => {
  for (const flow of [
    "Text GAMES to 55123 from the sign by the tables. We also add numbers from the loyalty lookup at checkout.",
    "Sign-up is a box on our site. We also add the people who received flowers from us, since the buyer gave us their cell.",
    "Text CLUB to 55123. We also import phone numbers from last year's league roster.",
  ]) it(`also added: "${flow}"`, () => expect(read({ message_flow: flow }).provenance.onFile).toBeDefined());
  for (const flow of [
    "We also add numbers from the sign-up sheet at the desk.",
    "We also add the people who text JOIN to 55123.",
    "We also add the customers who tick the box on the paper form.",
    "We also add numbers from the paper consent cards guests fill in.",
  ]) it(`their own sign-up: "${flow}"`, () => expect(read({ message_flow: flow }).provenance.onFile).toBeUndefined());
  for (const flow of [
    "We also text the players on the contact list our publishing partner shares with us.",
    "We text everyone on the roster a sister company gives us each season.",
    "Members get texts, and so do the people on the list our vendors send us.",
  ]) it(`another party's list: "${flow}"`, () => expect(read({ message_flow: flow }).provenance.inherited).toBeDefined());
  it("not: our own list shared with no one", () =>
    expect(read({ message_flow: "We never share our list with partners; we text only those who texted JOIN." }).provenance.inherited).toBeUndefined());
});

describe("one box for several channels, however the sentence runs (consent-bundled-channels)", () => {
  for (const flow of [
    "Enter your mobile and tick the blank box \"yes!! email + text me Pinecrest Dental reminders. 2 msgs/mo.\"",
    "Each patient adds their own mobile number and ticks one unchecked box: \"Send me visit updates by email, fax and text.\"",
    "Parents type their own cell, then tick the box \"Yes! Call + text me about my child's visits.\"",
  ]) it(`bundled: "${flow}"`, () => expect(read({ message_flow: flow }).scope.bundled).toBeDefined());
  for (const flow of [
    "Each patient adds their own mobile number and ticks the unchecked box \"Text me visit updates\"; e-mail has its own box.",
    "Tick the blank box \"yes!! text me Pinecrest Dental reminders.\" We may also e-mail receipts.",
  ]) it(`not: "${flow}"`, () => expect(read({ message_flow: flow }).scope.bundled).toBeUndefined());
});

describe("consent in the terms a box accepts, and a goal held back without the yes (consent-condition)", () => {
  for (const flow of [
    "The box \"I accept the Pinecrest membership terms\" also covers reminder texts: the terms say we send reminders by text.",
    "At checkout the terms box reads \"I accept the Terms of Service and Privacy Policy\", and the Terms say members receive news and discounts by text.",
    "The membership cannot be started without tapping Yes on the offers question.",
    "Your booking won't go through without ticking the text box.",
  ]) it(`a condition: "${flow}"`, () => expect(read({ message_flow: flow }).scope.condition).toBeDefined());
  for (const flow of [
    "The box \"I accept the terms\" is one box; texts have their own unticked box below it.",
    "You can book without tapping Yes on the text question.",
    "Members can join without agreeing to texts.",
    "Separate from the billing texts, patients tick an empty box for reminders.",
  ]) it(`not: "${flow}"`, () => expect(read({ message_flow: flow }).scope.condition).toBeUndefined());
});

describe("numbers put in besides the opt-in, their source a few words on (numbers-provenance)", () => {
  for (const flow of [
    "We also add the cell numbers of library-card holders from the district's patron records.",
    "We also add every number on the warehouse shift phone list a coworker shared with us.",
    "We also load the mobile numbers of past renters from the old booking software.",
  ]) it(`also added: "${flow}"`, () => expect(read({ message_flow: flow }).provenance.onFile).toBeDefined());
  for (const flow of [
    "We also add the numbers on the sign-up sheet at the front desk.",
    "We also put every number on the list of people who ticked the box.",
    "We also enter each number in our CRM with the date and time.",
  ]) it(`not: "${flow}"`, () => expect(read({ message_flow: flow }).provenance.onFile).toBeUndefined());
  for (const flow of [
    "Guests of our sister properties are welcomed onto the list as well.",
    "We also text guests from another hotel in our group.",
    "Numbers from our sister resort's list get the offers too.",
  ]) it(`another property's guests: "${flow}"`, () => expect(read({ message_flow: flow }).provenance.inherited).toBeDefined());
  it("not: our own guests", () =>
    expect(read({ message_flow: "Guests of the inn text GARDEN to join; no one else is added." }).provenance.inherited).toBeUndefined());
});

describe("people of another place added or shared besides the opt-in (numbers-provenance)", () => {
  for (const flow of [
    "When a center opens, its owner may also import the families of nearby centers so the new center can say hello.",
    "We also add members from other gyms in the area.",
    "Each spring we also load the parents of partner schools.",
  ]) it(`added: "${flow}"`, () => expect(read({ message_flow: flow }).provenance.onFile).toBeDefined());
  for (const flow of [
    "We also add the numbers of other parents who sign up at the fair.",
    "Families from other schools text JOIN to sign up themselves.",
  ]) it(`not: "${flow}"`, () => expect(read({ message_flow: flow }).provenance.onFile).toBeUndefined());
  for (const flow of [
    "Our friends at the Lake Oswego studio also share their sign-in sheet numbers so their students hear about our workshops.",
    "The cafe next door also gives its loyalty club list so their regulars hear about our events.",
    "Two partner gyms also send their member rosters every month.",
  ]) it(`shared: "${flow}"`, () => expect(read({ message_flow: flow }).provenance.inherited).toBeDefined());
  it("not: another place sharing something that is no list of people", () =>
    expect(read({ message_flow: "The partner gyms also share their class schedules with us." }).provenance.inherited).toBeUndefined());
});

describe("a list named before, used for these texts as well (numbers-provenance)", () => {
  for (const flow of [
    "Our sister restaurant has a text club, and we use those numbers also for the truck messages.",
    "The shop downstairs keeps a loyalty list; we reuse that list too for our class reminders.",
    "The gym's members signed up for gym alerts, and we use their contacts also for the smoothie bar deals.",
  ]) it(`reused: "${flow}"`, () => expect(read({ message_flow: flow }).provenance.inherited).toBeDefined());
  for (const flow of [
    "We use those numbers only for order texts.",
    "We use the numbers for order texts and nothing else.",
  ]) it(`not: "${flow}"`, () => expect(read({ message_flow: flow }).provenance.inherited).toBeUndefined());
});

describe("everyone on file texted (numbers-provenance)", () => {
  for (const flow of [
    "We send order and shipping messages to every customer in our database who has a phone number.",
    "All patients on file get the flu clinic texts.",
    "We text everyone on file about closures.",
  ]) it(`on file: "${flow}"`, () => expect(read({ message_flow: flow }).provenance.onFile).toBeDefined());
  for (const flow of [
    "All customers in our system who tick the box get texts.",
    "We never text everyone on file; only those who reply YES.",
    "Every patient on file can text us first.",
    "Every member on file gets a code when they sign in.",
  ]) it(`not: "${flow}"`, () => expect(read({ message_flow: flow }).provenance.onFile).toBeUndefined());
});

describe("on before the person acts, in more wordings (consent-pre-checked)", () => {
  for (const flow of [
    "Customers are opted in unless they uncheck the box.",
    "The text switch starts in the on position.",
    "The SMS option is set to Yes for new accounts.",
    "The box next to \"Text me offers\" is already marked.",
  ]) it(`on: "${flow}"`, () => expect(read({ message_flow: flow }).scope.preChecked).toBeDefined());
  for (const flow of [
    "Members switch the toggle to the on position themselves.",
    "Patients who want texts set the switch to on.",
    "Nobody is opted in unless they tick the box.",
  ]) it(`not: "${flow}"`, () => expect(read({ message_flow: flow }).scope.preChecked).toBeUndefined());
});

describe("a goal held back until the consent, and nothing else (consent-condition)", () => {
  for (const flow of [
    "You cannot check out unless you agree to receive texts.",
    "The booking cannot be completed until it is ticked.",
    "Guests can't check in until they opt in to the stay texts.",
  ]) it(`held back: "${flow}"`, () => expect(read({ message_flow: flow }).scope.condition).toBeDefined());
  for (const flow of [
    "Guests cannot check in until the front desk confirms the booking; texts are optional.",
    "The booking can not be finished until the deposit is paid, and texts are optional.",
    "You can check in without agreeing to texts.",
  ]) it(`not: "${flow}"`, () => expect(read({ message_flow: flow }).scope.condition).toBeUndefined());
});

describe("numbers handed over by someone named before a relative clause (numbers-provenance)", () => {
  for (const flow of [
    "Our new clients come from the realtor, who gives us their cell numbers.",
    "Numbers come from insurance adjusters who send us the claimant details.",
    "We partner with the county hospital, which sends us the patients' phone numbers.",
  ]) it(`handed over: "${flow}"`, () => expect(read({ message_flow: flow }).provenance.referred).toBeDefined());
  for (const flow of [
    "Our clients, who give us their numbers at the desk, tick the text box.",
    "We work with the realtor, who sends us nothing but referrals by e-mail.",
  ]) it(`not: "${flow}"`, () => expect(read({ message_flow: flow }).provenance.referred).toBeUndefined());
});

describe("notifications by no channel named (consent-communications)", () => {
  for (const flow of [
    "The box reads \"I agree to receive notifications about my appointments.\"",
    "The toggle \"Notify me about deliveries\" is off until they turn it on.",
    "Patients tick \"Keep me notified about my prescriptions\" at checkout.",
  ]) it(`general: "${flow}"`, () => expect(read({ message_flow: flow }).scope.communications).toBeDefined());
  for (const flow of [
    "The box reads \"Text me notifications about my appointments.\"",
    "Under Text Alerts, a box reads \"Yes, notify me by text when my order ships\".",
    "We notify patients by text once they tick \"Text me reminders\".",
    "The app asks: \"Allow notifications?\" We also ask for SMS consent with a separate unticked box \"Text me order updates\".",
  ]) it(`not: "${flow}"`, () => expect(read({ message_flow: flow }).scope.communications).toBeUndefined());
});

describe("people who agreed to other texts, put on offers as well (consent-kind)", () => {
  const kind = (message_flow: string) => preflight({ brand, campaign: { use_case: "MARKETING", message_flow } })
    .filter((f) => f.rule === "consent-kind");
  for (const flow of [
    "Every patient who agreed to refill-ready texts at the counter is also sent front-store deals.",
    "Visitors text SAFE to 55123 for weather alerts. We then add them to our leasing specials.",
    "Clients who opted in to appointment reminders are also texted our monthly promotions.",
  ]) it(`other texts: "${flow}"`, () => expect(kind(flow)).toHaveLength(1));
  for (const flow of [
    "Members who join the club also get deals.",
    "Subscribers who text DEALS are also sent a coupon code.",
    "Patients who agree to reminders are also sent a confirmation.",
    "Members who signed up for class reminders can also text JOIN for our deals list.",
  ]) it(`not: "${flow}"`, () => expect(read({ message_flow: flow }).scope.alsoOffered).toBeUndefined());
});

describe("the goal a consent is required for, and what the texts are about (consent-condition)", () => {
  for (const flow of [
    "The box must be ticked before the advisor can open the repair order.",
    "Guests have to agree to texts before the front desk can complete the reservation.",
    "The consent box must be checked in order for staff to start the service.",
  ]) it(`a goal: "${flow}"`, () => expect(read({ message_flow: flow }).scope.condition).toBeDefined());
  for (const flow of [
    "Customers must tick the box to receive texts about their order.",
    "Customers must tick the box to get updates on their booking.",
    "Patients who want them must tick the box for reminders of each appointment.",
  ]) it(`what the texts are about: "${flow}"`, () => expect(read({ message_flow: flow }).scope.condition).toBeUndefined());
});

describe("everyone's numbers taken or put in wholesale (numbers-provenance)", () => {
  for (const flow of [
    "Every employee's cell number is pulled from the HR hire file and loaded into the text system on day one.",
    "We went back through ten years of repair envelopes and put every phone number into the texting tool.",
    "When we opened the new branch we copied the old branch's whole customer phone list into the alerts.",
  ]) it(`wholesale: "${flow}"`, () => expect(read({ message_flow: flow }).provenance.onFile).toBeDefined());
  for (const flow of [
    "Staff put every number into the texting tool after the customer ticks the box.",
    "Every number is pulled from the sign-up form into the texting tool.",
    "We copy our branch's opt-in list into the new system.",
    "Staff type each patient's number into the booking system at the front desk.",
  ]) it(`not: "${flow}"`, () => expect(read({ message_flow: flow }).provenance.onFile).toBeUndefined());
});

describe("two channels as the consent's own verbs, a clause each (consent-bundled-channels)", () => {
  for (const flow of [
    "At the end of the booking form: \"[ ] OK to email me the newsletter and text me 1 poll after my trip.\"",
    "Tick the box \"Email me receipts and text me delivery updates\".",
    "The checkbox reads: \"Call me about my claim or text me when it's settled.\"",
  ]) it(`bundled: "${flow}"`, () => expect(read({ message_flow: flow }).scope.bundled).toBeDefined());
  for (const flow of [
    "Two boxes: \"Email me the newsletter\" and a separate one, \"Text me delivery updates\".",
    "Tick \"Text me updates\"; to change your e-mail, call me at the desk.",
    "Customers email me their questions and I text them back.",
  ]) it(`not: "${flow}"`, () => expect(read({ message_flow: flow }).scope.bundled).toBeUndefined());
});

describe("everyone whose number is in records kept for something else (numbers-provenance)", () => {
  for (const flow of [
    "The foundation texts every alumnus whose mobile number is in the college's student records.",
    "We text every tenant whose cell is in the property management software.",
    "Staff send all customers whose phone number is in the repair database a monthly offer.",
  ]) it(`on file: "${flow}"`, () => expect(read({ message_flow: flow }).provenance.onFile).toBeDefined());
  for (const flow of [
    "We text every member whose number is in the sign-up records.",
    "We text every member whose number is in our text club records.",
    "We text every patient whose number is in our system after they tick the box.",
  ]) it(`not: "${flow}"`, () => expect(read({ message_flow: flow }).provenance.onFile).toBeUndefined());
});

describe("asked whether the person wants something, whoever asks (verbal-opt-in-record)", () => {
  for (const flow of [
    "At checkout, counter staff ask if the customer wants to hear about our specials and add the number to the list.",
    "The host asks whether each guest would like a table-ready text.",
    "Drivers ask if the owner wants updates on the tow.",
  ]) it(`spoken: "${flow}"`, () => expect(read({ message_flow: flow }).optIn.verbal).toBeDefined());
  it("not: the form asks nothing aloud", () =>
    expect(read({ message_flow: "The checkout page has an unticked box: \"Text me order updates\"." }).optIn.verbal).toBeUndefined());
  for (const flow of [
    "At the end of a support chat on acme.example, the agent asks whether the customer would take a survey by text.",
    "In an e-mail after the order, we ask if the customer wants shipping texts; they reply with their number.",
  ]) it(`asked in writing: "${flow}"`, () => expect(read({ message_flow: flow }).optIn.verbal).toBeUndefined());
  it("spoken, the answer kept in an app after", () => expect(read({ message_flow:
    "At the end of each job our techs ask the homeowner if they'd like deals and add the cell to the list in the dispatch app." }).optIn.verbal).toBeDefined());
});

describe("numbers put in from where people consent are their own (numbers-provenance)", () => {
  for (const flow of [
    "We also add numbers from the tablet at the front desk, where guests tick the box.",
    "We also add numbers from online orders where customers checked the SMS box.",
    "We also load numbers from the paper sheets people sign at events.",
  ]) it(`not: "${flow}"`, () => expect(read({ message_flow: flow }).provenance.onFile).toBeUndefined());
});

describe("people put on the texts by the brand, not by an act of their own (consent-pre-checked)", () => {
  for (const flow of [
    "Every tenant who signs a lease is added to the maintenance text list.",
    "Our front desk writes down the cell of anyone who drops by, then adds them to the promotions list.",
    "Members are automatically enrolled in the Perks Club, which sends 2 texts a week.",
    "Staff automatically enroll every new tenant in maintenance texts.",
  ]) it(`added: "${flow}"`, () => expect(read({ message_flow: flow }).scope.preChecked).toBeDefined());
  for (const flow of [
    "Everyone who texts JOIN to 555-0100 is added to our list.",
    "Customers who tick the box are enrolled in order texts.",
    "Once they reply YES we add everyone to the alerts list.",
    "We never add anyone to the text list without asking.",
    "Every guest is added to the booking so reminders go out.",
    "Each engineer adds their own number in the app under Profile > Contact methods > SMS.",
    "Anyone who wants the deals can add themselves to the list on our site.",
  ]) it(`not: "${flow}"`, () => expect(read({ message_flow: flow }).scope.preChecked).toBeUndefined());
});

describe("numbers the brand gets from others (numbers-provenance)", () => {
  for (const flow of [
    "Each spring we pull the attendee lists from the festival promoters and text them our lineup.",
    "Our team also imports numbers from the wedding venues we partner with.",
    "We reach out to new families using the rosters those schools share with us.",
  ]) it(`from others: "${flow}"`, () => expect(read({ message_flow: flow }).provenance.referred).toBeDefined());
  for (const flow of [
    "We import the numbers from our sign-up form into the texting tool.",
    "Customers get a code from the app when they log in.",
    "We never buy lists from brokers.",
    "We take the numbers from the paper sign-up cards at the front desk.",
  ]) it(`not: "${flow}"`, () => expect(read({ message_flow: flow }).provenance.referred).toBeUndefined());
});

describe("a list handed to an office or a school, or made available to others (consent-third-party)", () => {
  for (const flow of [
    "Twice a year we share our subscriber list with the county tourism office.",
    "The club's text roster is made available to sponsor businesses for their own promotions.",
    "We pass the numbers on the list to the district schools so they can text their own news.",
  ]) it(`handed on: "${flow}"`, () => expect(read({ message_flow: flow }).scope.thirdParty).toBeDefined());
  for (const flow of [
    "Clients give consent to the office they work with, on the paper form.",
    "We share the list with no one.",
    "Front desk staff share the sign-up sheet with our office manager, who enters the numbers.",
  ]) it(`not: "${flow}"`, () => expect(read({ message_flow: flow }).scope.thirdParty).toBeUndefined());
});

describe("one box's channels further apart than a list (consent-bundled-channels)", () => {
  for (const flow of [
    "One unticked box on the form: \"Yes, Bayside Books may email me the catalog, call me about holds and send pickup texts.\"",
    "The checkbox reads: \"Send me the digest by email, event invites by text and a call before each course starts.\"",
    "Shoppers tick one box: \"Harbor Gear may call me about orders and send me sale texts.\"",
  ]) it(`bundled: "${flow}"`, () => expect(read({ message_flow: flow }).scope.bundled).toBeDefined());
  for (const flow of [
    "Users open a ticket by texting the desk number or by email and tick \"text me updates on this ticket\".",
    "Tick the box to get order texts. Receipts are sent by email.",
    "Tick the box to get reminders by text instead of by email.",
  ]) it(`not: "${flow}"`, () => expect(read({ message_flow: flow }).scope.bundled).toBeUndefined());
});

describe("a box the brand ticks beforehand (consent-pre-checked)", () => {
  for (const flow of [
    "At checkout there is an SMS box that we have checked already, to save shoppers a click.",
    "The reminder option on the booking page is one we've ticked already for every client.",
    "Our kiosk shows a texts toggle that we have switched on already.",
  ]) it(`ticked by the brand: "${flow}"`, () => expect(read({ message_flow: flow }).scope.preChecked).toBeDefined());
  for (const flow of [
    "Customers who have ticked already get texts from the next day.",
    "If you have checked in already, you get a text with your room number.",
    "They have ticked already, so we send the first text.",
  ]) it(`not: "${flow}"`, () => expect(read({ message_flow: flow }).scope.preChecked).toBeUndefined());
});

describe("consent said to be kept on file is no place the person opts in (call-to-action)", () => {
  for (const flow of [
    "Every client has agreed to texts; the consent is on file with their account.",
    "Patients consented to reminders, and that consent is kept on record in the account.",
    "All members opted in to alerts, with consent on file for each account.",
  ]) it(`no place: "${flow}"`, () => expect(read({ message_flow: flow }).optIn.place).toBeUndefined());
  for (const flow of [
    "Members opt in under Settings > Account > Text alerts by switching on \"Text me\".",
    "Customers log in to their account and tick the text box on the Notifications page.",
    "Clients turn on texts in the portal under Profile > Notifications.",
  ]) it(`a place: "${flow}"`, () => expect(read({ message_flow: flow }).optIn.place).toBeDefined());
});

describe("another business's customer list put onto the brand's own (numbers-provenance)", () => {
  for (const flow of [
    "After the merger we copied their entire client contact list into our alerts list.",
    "When we took over the bakery next door, we imported its customer phone list onto our deals list.",
    "Last year we moved their member roster to our text club.",
  ]) it(`moved over: "${flow}"`, () => expect(read({ message_flow: flow }).provenance.onFile).toBeDefined());
  for (const flow of [
    "When customers text JOIN, we add their numbers to our list.",
    "We moved their appointment to our new location.",
    "We put their customer list into their own account, not ours.",
  ]) it(`not: "${flow}"`, () => expect(read({ message_flow: flow }).provenance.onFile).toBeUndefined());
});

describe("records kept for something else, as where the numbers come from (numbers-provenance)", () => {
  for (const flow of [
    "We load the cell numbers on the county voter file and text those voters our updates.",
    "Reminders go to the mobile number the licensing board has on file for each contractor.",
    "We pull numbers from the city's utility accounts and send everyone the outage notices.",
  ]) it(`from records: "${flow}"`, () => expect(read({ message_flow: flow }).provenance.bought).toBeDefined());
  for (const flow of [
    "Residents opt in on the portal. Phone numbers from the tax roll are never enrolled automatically.",
    "Alerts are sent when the password on a resident's online utility account is changed; residents turn them on under Profile > Alerts.",
    "Numbers from the voter file are not used for these texts; supporters text JOIN to 555-0100.",
  ]) it(`not: "${flow}"`, () => expect(read({ message_flow: flow }).provenance.bought).toBeUndefined());
});

describe("the texts themselves offered only to clients are no condition (consent-condition)", () => {
  for (const flow of [
    "Text reminders are offered only to patients who have signed the intake form; they tick an unticked box on it.",
    "SMS updates are available only to members who join the portal, under Settings > Alerts, switched off until they turn it on.",
    "Text alerts are given only to tenants who sign a lease, by a separate unticked box on page 2.",
  ]) it(`not a condition: "${flow}"`, () => expect(read({ message_flow: flow }).scope.condition).toBeUndefined());
  for (const flow of [
    "The member price is offered only to shoppers who sign up for our texts.",
    "We give the weekly rate only to guests who join the text list.",
    "Free delivery is only available to customers who subscribe to SMS deals.",
  ]) it(`a condition: "${flow}"`, () => expect(read({ message_flow: flow }).scope.condition).toBeDefined());
});

describe("a yes to one kind of text that also puts the customer on offers (consent-kind)", () => {
  const also = (message_flow: string) => read({ message_flow }).scope.alsoOffered;
  for (const flow of [
    "Saying yes to the appointment reminder also enrols the client in our monthly specials.",
    "The reminder box also adds the customer to our deals list.",
    "Agreeing to delivery texts also puts every member on our promotions list.",
  ]) it(`also offers: "${flow}"`, () => expect(also(flow)).toBeDefined());
  for (const flow of [
    "We also add customers to the deals list when they text DEALS to 555-0100.",
    "Members who join also get deals.",
    "Customers can also text SAVE to join our specials.",
  ]) it(`not: "${flow}"`, () => expect(also(flow)).toBeUndefined());
});

describe("people signed up for one kind who get offers too (consent-kind)", () => {
  const also = (message_flow: string) => read({ message_flow }).scope.alsoOffered;
  for (const flow of [
    "Everyone registered for delivery texts gets our weekly deals too.",
    "Patients signed up for appointment reminders receive the spa specials as well.",
    "Whoever enrolled in billing alerts gets promotions too, since it's the same number.",
  ]) it(`offers too: "${flow}"`, () => expect(also(flow)).toBeDefined());
  for (const flow of [
    "Everyone signed up for our deals gets the holiday specials too.",
    "Customers registered for delivery texts get the tracking link too.",
    "Members who join the deals club get a welcome coupon as well.",
  ]) it(`not: "${flow}"`, () => expect(also(flow)).toBeUndefined());
});

describe("a control set on for the person by another, undoing it left to them (consent-pre-checked)", () => {
  for (const flow of [
    "Our staff put a tick in the reminders box on the intake sheet; clients can untick it if they'd rather not.",
    "Riders have it turned on from their first trip, and they can turn it off under Settings.",
    "We mark the SMS option for every buyer at the till; anyone can untick it on the receipt page.",
  ]) it(`set for them: "${flow}"`, () => expect(read({ message_flow: flow }).scope.preChecked).toBeDefined());
  for (const flow of [
    "When a client says yes, our staff tick the reminders box; they can untick it in the portal.",
    "Riders turn it on in Settings and can turn it off there any time.",
    "We mark the appointment in the calendar, and patients can switch reminders off by replying STOP.",
  ]) it(`not: "${flow}"`, () => expect(read({ message_flow: flow }).scope.preChecked).toBeUndefined());
});

describe("people put on the texts by the brand, said by their numbers (consent-pre-checked)", () => {
  for (const flow of [
    "Anyone who orders by phone, we add their number to the coupons list as well.",
    "For all walk-in buyers staff put their cell numbers on our sale alerts list.",
    "Everyone who rents a locker, we enroll their mobile number in the specials club.",
  ]) it(`added: "${flow}"`, () => expect(read({ message_flow: flow }).scope.preChecked).toBeDefined());
  for (const flow of [
    "Everyone who texts DEALS, we add their number to the coupons list.",
    "We add their number to the work order so the technician can call.",
    "For all buyers who tick the box, staff put their numbers on the alerts list.",
  ]) it(`not: "${flow}"`, () => expect(read({ message_flow: flow }).scope.preChecked).toBeUndefined());
});

describe("lists the brand buys, or that another business hands it (numbers-provenance)", () => {
  const referred = (message_flow: string) => read({ message_flow }).provenance.referred;
  for (const flow of [
    "Each quarter we purchase a contractor list and text it the trade-day flyer.",
    "There is also a list of new parents in the county that we rent every year for the stroller sale.",
    "The yoga studio upstairs shares its client roster with us, so they get our class texts too.",
    "Our vendor's booking site sends us leads each week, and we get opted-in leads from our partner review site.",
  ]) it(`from elsewhere: "${flow}"`, () => expect(referred(flow)).toBeDefined());
  for (const flow of [
    "We buy a local number from our texting provider for each store.",
    "We never purchase lists; every number comes from our own sign-up form.",
    "Customers share their order number with us when they text the help line.",
    "We share our list with no one.",
  ]) it(`not: "${flow}"`, () => expect(referred(flow)).toBeUndefined());
});

describe("people adding their own numbers are no one put on the texts (consent-pre-checked)", () => {
  for (const flow of [
    "Each volunteer adds their own number in Rosterly: Profile > Alerts > SMS.",
    "Every coach enters their mobile number on the team page to get schedule texts.",
    "All drivers add their cell numbers to the dispatch alerts list themselves in the app.",
  ]) it(`not: "${flow}"`, () => expect(read({ message_flow: flow }).scope.preChecked).toBeUndefined());
});

describe("a goal the person wants held back by the consent, said in other ways (consent-condition)", () => {
  const condition = (message_flow: string) => read({ message_flow }).scope.condition;
  for (const flow of [
    "Our window prices are member prices: to get them at the register, shoppers have to join the deals text list.",
    "The kiosk shows one button, \"I agree to texts\", and the ticket can't be printed until the rider presses it.",
    "Guests sign under: \"I agree to get Lakeview event texts.\" There's no way to book a table without it.",
  ]) it(`a condition: "${flow}"`, () => expect(condition(flow)).toBeDefined());
  for (const flow of [
    "Our order texts are short: to get them, customers tick the box at checkout if they want.",
    "The kiosk shows one button, \"Print ticket\", and the ticket can't be printed until the rider presses it.",
    "Guests sign the guest book at the door. There's no way to book a table without it.",
    "Guests sign under: \"I agree to get Lakeview event texts.\" They can book a table without it too.",
  ]) it(`not: "${flow}"`, () => expect(condition(flow)).toBeUndefined());
});

describe("numbers handed over by a business partner, or another's subscribers taken (numbers-provenance)", () => {
  const referred = (message_flow: string) => read({ message_flow }).provenance.referred;
  for (const flow of [
    "Our linen supplier also sends us the cell numbers its delivery customers leave on file.",
    "When I bought the bakery, the old owner handed me her customer phone list.",
    "We also upload the text subscribers of our partner podcasts each month.",
  ]) it(`from elsewhere: "${flow}"`, () => expect(referred(flow)).toBeDefined());
  for (const flow of [
    "Customers give us their mobile numbers at the counter and tick the text box.",
    "We upload the numbers of our own sign-up sheet each night.",
    "Our supplier sends us the delivery schedule by email.",
  ]) it(`not: "${flow}"`, () => expect(referred(flow)).toBeUndefined());
});

describe("people put on the texts by the brand, however the sentence is built (consent-pre-checked)", () => {
  const pre = (message_flow: string) => read({ message_flow }).scope.preChecked;
  for (const flow of [
    "Each member is enrolled: \"You'll get class reminders by text from Oakline Gym. Reply STOP to quit.\"",
    "The county clerk imports every number on file in the tax system into the alerts list; people may also text ALERTS to join.",
    "Enrollment in the outage texts is automatic for every account holder.",
  ]) it(`added: "${flow}"`, () => expect(pre(flow)).toBeDefined());
  for (const flow of [
    "Each member who replies YES is enrolled: \"You'll get class reminders by text from Oakline Gym.\"",
    "The clerk imports every number into the alerts list once people text ALERTS to 555-0100.",
    "Enrollment in the outage texts is not automatic; account holders tick a box to join.",
  ]) it(`not: "${flow}"`, () => expect(pre(flow)).toBeUndefined());
});

describe("a paragraph of a signed document that gives the texts, its verb taken for a noun (consent-condition)", () => {
  const condition = (message_flow: string) => read({ message_flow }).scope.condition;
  for (const flow of [
    "When renter sign the rental contract, clause 7 say that Lakeside Storage will send text reminders about payments.",
    "Section 3 of the lease say that the landlord may text tenants about repairs and rent.",
    "New member sign the membership agreement, where paragraph 5 state that the gym will send class texts.",
  ]) it(`in the document: "${flow}"`, () => expect(condition(flow)).toBeDefined());
  for (const flow of [
    "When renters sign the rental contract, they also tick a separate box for text reminders.",
    "When renter sign the rental contract, clause 7 say that rent is due on the first of the month.",
    "Renters get a say in which texts they want: the rental contract lists nothing about texts.",
  ]) it(`not: "${flow}"`, () => expect(condition(flow)).toBeUndefined());
});

describe("the brand ticking the consent for everyone (consent-pre-checked)", () => {
  for (const flow of [
    "Staff tick \"Texts OK\" for every client with a cell number in the file.",
    "We check the SMS reminders option for all members when the account is created.",
    "Our team marks \"text consent\" for each tenant on the move-in sheet.",
  ]) it(`for everyone: "${flow}"`, () => expect(read({ message_flow: flow }).scope.preChecked).toBeDefined());
  for (const flow of [
    "Staff tick \"Texts OK\" for every client who says yes at the desk.",
    "We check the ID for every member at the door.",
    "Staff tick the box for each client who asks for reminders.",
  ]) it(`not: "${flow}"`, () => expect(read({ message_flow: flow }).scope.preChecked).toBeUndefined());
});

describe("everyone in a record named by its noun phrase's head, a group joined by \"plus\" judged on its own (numbers-provenance)", () => {
  for (const flow of [
    "We send wellness alerts to every patient number in our electronic health record, plus the numbers of people who text WELL to 55123.",
    "We send closure texts to all members in the county membership record, plus anyone who joins at the desk.",
    "We text every client in our practice management record about the flu clinic.",
  ]) it(`on file: "${flow}"`, () => expect(read({ message_flow: flow }).provenance.onFile).toBeDefined());
  for (const flow of [
    "We text every patient in our electronic health record who ticked the texting box.",
    "We text the people who text WELL to 55123, plus every patient who opts in at the desk.",
    "Every patient number in our SMS consent record gets the alerts.",
  ]) it(`not: "${flow}"`, () => expect(read({ message_flow: flow }).provenance.onFile).toBeUndefined());
});

describe("a list of people kept for something else, taken in by the brand (numbers-provenance)", () => {
  for (const flow of [
    "To launch, we are also importing the client phone lists our franchisees kept in their old booking systems.",
    "Every vendor hands the market its own shopper list each month and we add those.",
    "We also text the families on the county fair raffle sheet we receive each summer.",
  ]) it(`taken in: "${flow}"`, () => expect(read({ message_flow: flow }).provenance.onFile).toBeDefined());
  for (const flow of [
    "We import the SMS club list from our old texting tool.",
    "Guests on the waiting list get a text when their table is ready.",
    "We never import customer lists.",
    "We also import the customer phone list of people who opted in at the register.",
    "Staff use the guest list only to check names at the door.",
    // (a list of the person's own matter: those the texts are about)
    "Drivers text customers on the delivery list we get from the POS each morning.",
    "We import the class roster from the district each term and text a reminder before each class.",
    "We use the customer list to look up order numbers.",
  ]) it(`not: "${flow}"`, () => expect(read({ message_flow: flow }).provenance.onFile).toBeUndefined());
});

describe("a channel named as the modifier of what is sent, joined to the texts in the consent's words (consent-bundled-channels)", () => {
  for (const flow of [
    "One line on the card: \"Sign here for the Pinecrest email newsletter and Smile Club texts (2 a month). Msg & data rates may apply.\"",
    "The box reads: \"Yes, send me e-mail receipts + order texts from Pinecrest. Reply STOP to end.\"",
    "Patients tick one box: \"Email reminders and text alerts about my visits, up to 4 a month.\"",
    "One unchecked box: \"Send me repair status by text and sign me up for the Pinecrest email newsletter.\"",
  ]) it(`bundled: "${flow}"`, () => expect(read({ message_flow: flow }).scope.bundled).toBeDefined());
  for (const flow of [
    "The box reads: \"Text me Pinecrest order texts, 2 a month. Msg & data rates may apply.\" The email newsletter has a separate box.",
    "The box reads: \"Yes, send me Pinecrest text alerts and reminders, up to 4 a month.\"",
    "Two lines on the card, each with its own box: \"Email newsletter\" and \"Smile Club texts (2 a month)\".",
    "The box reads: \"Use my email address and text preferences from my Pinecrest profile. Text me visit reminders.\"",
  ]) it(`not: "${flow}"`, () => expect(read({ message_flow: flow }).scope.bundled).toBeUndefined());
});

describe("joining with nothing joined named, needed for something else, where what is joined is the texts (consent-condition)", () => {
  for (const flow of [
    "Text DEAL to 55123 to join our text club. Staff tell guests they need to join to get the special.",
    "Counter deals are for text members only. Shoppers have to subscribe to get the member price.",
    "Text DEAL to 55123 for the SMS list. You must join first to order the counter specials.",
  ]) it(`a condition: "${flow}"`, () => expect(read({ message_flow: flow }).scope.condition).toBeDefined());
  for (const flow of [
    "Text DEAL to 55123 to join our text club. You don't need to join to get the special.",
    "Text DEAL to 55123 to join our text club. Guests must sign to get the receipt.",
    "Text DEAL to 55123 if you want to join the text club. Anyone who wants the texts must join to get them.",
    // (what is joined is the gym, not the texts)
    "Members tick the box for class reminder texts. You need to join to book classes.",
  ]) it(`not: "${flow}"`, () => expect(read({ message_flow: flow }).scope.condition).toBeUndefined());
});

describe("an act done for something else that puts the person on the texts as well (consent-condition)", () => {
  for (const flow of [
    "Signing up for the loyalty card gets you a free coffee and also puts you on our deal texts.",
    "Booking a table online adds you to our weekly special texts, 2 a month.",
    "Buying a season pass enrolls you in Summit alerts and offer texts.",
  ]) it(`a condition: "${flow}"`, () => expect(read({ message_flow: flow }).scope.condition).toBeDefined());
  for (const flow of [
    "Texting JOIN to 55123 puts you on our deal texts.",
    "Signing up for our deal texts adds you to the Summit club list.",
    "Booking a table online never adds you to our special texts; that takes its own box.",
  ]) it(`not: "${flow}"`, () => expect(read({ message_flow: flow }).scope.condition).toBeUndefined());
});

describe("the texts agreed to by an act whose object is a goal of its own (consent-condition)", () => {
  for (const flow of [
    "The fine print: \"By creating an account you agree that Pinecrest Dental may contact you by phone call, email and text about your plan.\"",
    "By submitting the application, you agree to receive loan texts from Pinecrest.",
    "By starting a membership you consent to recurring marketing texts, 4 a month.",
  ]) it(`agreed by doing: "${flow}"`, () => expect(read({ message_flow: flow }).scope.condition).toBeDefined());
  for (const flow of [
    "By texting JOIN or clicking Join, you agree to receive texts from Pinecrest.",
    "By submitting this form you agree to receive appointment texts from Pinecrest.",
    "By creating a text alert profile you agree to receive alert texts.",
    "By creating an account and checking the SMS box, you agree to receive order texts from Pinecrest.",
  ]) it(`not: "${flow}"`, () => expect(read({ message_flow: flow }).scope.condition).toBeUndefined());
});

describe("the opt-in act itself, opening the sentence, is no act done for something else (consent-condition)", () => {
  for (const flow of [
    "Signing up online puts you on our deal texts, 4 a month.",
    "Submitting the form adds you to our weekly special texts.",
    "Entering your number on the sign-up sheet adds you to the reminder texts.",
  ]) it(`not: "${flow}"`, () => expect(read({ message_flow: flow }).scope.condition).toBeUndefined());
});

describe("the people on a list kept for something else, put in, said in the passive (numbers-provenance)", () => {
  for (const flow of [
    "Contacts from the chamber's member directory are added to our text list.",
    "Everyone on the expo lead sheet gets imported each spring.",
    "Numbers in the old customer database were loaded into the texting tool.",
  ]) it(`put in: "${flow}"`, () => expect(read({ message_flow: flow }).provenance.onFile).toBeDefined());
  for (const flow of [
    "Numbers from the sign-up sheet are added to the text list.",
    "Guests on the waitlist are added to the reminder texts when they ask.",
    "Contacts from the chamber's member directory are never added to our text list.",
    "Customers on the delivery list get texted when the truck leaves.",
  ]) it(`not: "${flow}"`, () => expect(read({ message_flow: flow }).provenance.onFile).toBeUndefined());
});

describe("a list kept for something else, itself the subject of a passive of taking in (numbers-provenance)", () => {
  for (const flow of [
    "The county's dog-license list of owners, with their cell numbers, will be imported into our texting tool.",
    "Approved: the school board's enrollment roster of families is loaded to the alert list each August.",
    "The hospital's discharge database of former patients was added to our reminder texts.",
  ]) it(`put in: "${flow}"`, () => expect(read({ message_flow: flow }).provenance.onFile).toBeDefined());
  for (const flow of [
    "The sign-up sheet of members who ticked the box is added to the text list.",
    "The county's dog-license list of owners will never be imported into our texting tool.",
    "Our delivery list of today's orders is loaded to the driver app each morning.",
  ]) it(`not: "${flow}"`, () => expect(read({ message_flow: flow }).provenance.onFile).toBeUndefined());
});

describe("an act done for something else, said by a clause of when or who, that puts the person on the texts (consent-condition)", () => {
  for (const flow of [
    "When you sign up for the loyalty card, you are also added to our promo texts.",
    "Anyone who takes the rewards card is put on promo texts.",
    "Every loyalty card sign-up is also added to our deal texts.",
    "Customers who book a table are automatically added to the specials texts.",
  ]) it(`a condition: "${flow}"`, () => expect(read({ message_flow: flow }).scope.condition).toBeDefined());
  for (const flow of [
    "Customers who tick the box are added to our deal texts.",
    "When you text JOIN you are added to our deal texts.",
    "Patients who book online are added to appointment reminder texts.",
    "Customers who sign the consent form are added to our promo texts.",
    "After you submit the form, you are added to our promo texts.",
    "Guests who sign up for texts at the host stand are added to the text club.",
    "Customers who buy a pass are never added to our promo texts.",
    // (texts of the act's own matter, whatever the tagger makes of their kind: "text alerts")
    "Members who open an account at any branch are automatically enrolled in text alerts.",
  ]) it(`not: "${flow}"`, () => expect(read({ message_flow: flow }).scope.condition).toBeUndefined());
});

describe("the people on a list kept for something else, texted as well by the brand (numbers-provenance)", () => {
  for (const flow of [
    "We also text the people on the florist next door's customer list.",
    "We also send the polls to couples on the bridal expo lead sheet.",
    "Our staff also message shoppers from the mall's loyalty database.",
  ]) it(`texted as well: "${flow}"`, () => expect(read({ message_flow: flow }).provenance.onFile).toBeDefined());
  for (const flow of [
    "We text the guests on the waitlist when a table opens.",
    "We also text people from our SMS list.",
    "We also text customers on the delivery list when the truck leaves.",
  ]) it(`not: "${flow}"`, () => expect(read({ message_flow: flow }).provenance.onFile).toBeUndefined());
});

// (CTIA 5.1.2: the consent's own control off until the person acts is the person's act, not a condition; a goal held
// back is one)
describe("the consent's own control kept off until the person acts is no condition (consent-condition)", () => {
  for (const flow of [
    "In the patient app, under Alerts, \"Text me refill notices from Pinecrest Dental\" is a toggle. The toggle stays locked until the patient switches it on.",
    "On the portal the option is disabled until the member enables it: \"Text me claim updates from Pinecrest Dental.\"",
    "The box is blank until the parent ticks it, and it says: \"Text me Pinecrest Dental visit reminders. Not required to book any visit. Reply STOP to stop.\"",
  ]) it(`not: "${flow}"`, () => expect(read({ message_flow: flow }).scope.condition).toBeUndefined());
  for (const flow of [
    "The Book button is disabled until the patient ticks the text box.",
    "Checkout stays locked until the SMS box is checked.",
    "The booking cannot be completed until the box is ticked, and it says: \"Text me visit reminders.\"",
  ]) it(`held back: "${flow}"`, () => expect(read({ message_flow: flow }).scope.condition).toBeDefined());
});

// (Twilio 30831, CTIA 5.1.2: consent is the person's own act; one of the brand's people ticking it for everyone, a
// default written as a setting, a sign-up with no act, or texts unless the person objects is none)
describe("the brand's people mark it for everyone, or it is on unless the person objects (consent-pre-checked)", () => {
  for (const flow of [
    "At intake the hygienist ticks the text box for every new patient so nobody is missed.",
    "Phone bookings: the scheduler marks yes for everyone who leaves a cell number.",
    "The app's SMS switch, default: on, sits under the phone field.",
    "Each new family is signed up automatically, since it comes with the plan.",
    "The kiosk enrolls the phone number in deal texts unless the customer says otherwise at the counter.",
    "We add each caller's number to the reminder texts unless they object.",
  ]) it(`set for them: "${flow}"`, () => expect(read({ message_flow: flow }).scope.preChecked).toBeDefined());
  for (const flow of [
    "Parents at registration tick the box for every child they want texts about.",
    "The scheduler marks yes only for callers who say yes to texts.",
    "People are signed up automatically when they text JOIN to 555-0100.",
    "Texts keep coming unless you reply STOP.",
    "The box, default unchecked, sits under the phone field.",
    "The hygienist ticks the box for every patient who agrees to texts.",
  ]) it(`not: "${flow}"`, () => expect(read({ message_flow: flow }).scope.preChecked).toBeUndefined());
});

// (Twilio 30987: consent to one kind of texts does not cover offers; the people who agreed to it getting offers as well)
describe("people who agreed to other texts, who also get offers (consent-kind)", () => {
  for (const flow of [
    "Patients who tick the reminder box at check-in (\"Text me appointment reminders\") also get our whitening specials each month.",
    "Parents who agreed to the pickup texts also receive the summer camp promotions.",
    "Clients who check the appointment box on the booking form also get our seasonal offers.",
  ]) it(`other texts: "${flow}"`, () => expect(read({ message_flow: flow }).scope.alsoOffered).toBeDefined());
  for (const flow of [
    "Patients who tick the specials box also get a welcome coupon.",
    "Members who join the deals list also get a birthday discount.",
    "Patients who tick the reminder box also get a confirmation text.",
  ]) it(`not: "${flow}"`, () => expect(read({ message_flow: flow }).scope.alsoOffered).toBeUndefined());
});

// (Twilio 30831, CTIA 5.1.2: picking the yes made the way to something else is consent made its condition)
describe("picking the yes required for something else (consent-condition)", () => {
  for (const flow of [
    "The tablet asks about texts, and members have to tap YES to finish joining.",
    "Patients must press Agree on the screen to complete check-in.",
    "Renters need to click Yes before they can finish the lease.",
  ]) it(`a condition: "${flow}"`, () => expect(read({ message_flow: flow }).scope.condition, flow).toBeDefined());
  for (const flow of [
    "Members tap YES on the tablet to get texts, or No to skip them; joining works either way.",
    "Patients who want texts must press Agree on the screen to get reminder texts.",
    "You don't have to tap YES to finish joining.",
  ]) it(`not: "${flow}"`, () => expect(read({ message_flow: flow }).scope.condition, flow).toBeUndefined());
});

// (Twilio 30841, 30831: one box that also accepts the terms, its own words naming the texts, folds the consent into them)
describe("one box that accepts the terms, its quoted words naming the texts (consent-condition)", () => {
  for (const flow of [
    "Under the phone field, one checkbox that also accepts our clinic policy and cancellation terms: \"Text me Pinecrest Dental visit reminders. Reply STOP to stop.\"",
    "A single tick accepts the patient agreement: \"Send me appointment texts from Pinecrest Dental.\"",
    "One box covers the terms of service: \"Pinecrest Dental may text me about my visits.\"",
  ]) it(`folded in: "${flow}"`, () => expect(read({ message_flow: flow }).scope.condition, flow).toBeDefined());
  for (const flow of [
    "One checkbox accepts the clinic policy: \"I have read the cancellation terms.\" A second, empty box says \"Text me visit reminders.\"",
    "One box is for the texts: \"Text me visit reminders from Pinecrest Dental.\"",
    "A separate box links the privacy policy: \"Text me visit reminders from Pinecrest Dental.\"",
  ]) it(`not: "${flow}"`, () => expect(read({ message_flow: flow }).scope.condition, flow).toBeUndefined());
});

// (Twilio 30556: one consent for texts and e-mail; the brand's verbs with the person as their object)
describe("two channels as the brand's verbs, the person their object (consent-bundled-channels)", () => {
  for (const flow of [
    "The screen reads: \"Pinecrest Dental will text and email you when your crown is ready. Reply STOP to stop.\"",
    "The box says: \"Pinecrest Dental may email or text me about my visits. Reply STOP to stop.\"",
    "Tick the box: \"Pinecrest Dental can call, email and text you reminders. Reply STOP to stop.\"",
  ]) it(`bundled: "${flow}"`, () => expect(read({ message_flow: flow }).scope.bundled, flow).toBeDefined());
  for (const flow of [
    "The box says: \"Pinecrest Dental will text you when your crown is ready. Questions? Email us.\"",
    "The box says: \"Pinecrest Dental will text you reminders.\" A separate box: \"Email me the newsletter.\"",
    "The box says: \"Text me reminders from Pinecrest Dental. To update your email, call us.\"",
  ]) it(`not: "${flow}"`, () => expect(read({ message_flow: flow }).scope.bundled, flow).toBeUndefined());
});

// (Twilio 30831, CTIA 5.1.2: leaving one's things for a service is no act of consent to texts)
describe("texts agreed to by leaving something for a service (consent-condition)", () => {
  for (const flow of [
    "The repair slip says: \"By leaving your watch with Pinecrest Dental Lab you agree we may text you about it. Reply STOP to stop.\"",
    "The tag reads: \"By dropping off garments, you consent to receive texts from Pinecrest Dental.\"",
    "Our sign: \"By dropping off your car you agree to text messages about the repair.\"",
  ]) it(`agreed by leaving: "${flow}"`, () => expect(read({ message_flow: flow }).scope.condition, flow).toBeDefined());
  for (const flow of [
    "The card says: \"By leaving your number and ticking the box you agree to get texts from Pinecrest Dental.\"",
    "By leaving a voicemail you can ask us to call back; texts are only sent to people who tick the box.",
    "Leave your car with us; if you tick the box on the slip we text you when it's ready.",
  ]) it(`not: "${flow}"`, () => expect(read({ message_flow: flow }).scope.condition, flow).toBeUndefined());
});

// (Twilio 30831, CTIA 5.1.2: a control the brand turns on for everyone; texts agreed to past the terms accepted first)
describe("a control turned on for everyone, or on by default past a few words (consent-pre-checked)", () => {
  for (const flow of [
    "The refill page has a checkbox we turn on for everyone by default: \"Text me when my refill is ready.\"",
    "In the app, staff switch on for every new patient the reminder texts.",
    "The text toggle is on for all members by default.",
  ]) it(`on: "${flow}"`, () => expect(read({ message_flow: flow }).scope.preChecked, flow).toBeDefined());
  for (const flow of [
    "The text toggle is off by default; members turn it on themselves.",
    "Patients turn on the toggle, which is off by default.",
    "Lights turn on for everyone at dusk; texts come only to people who tick the box.",
  ]) it(`not: "${flow}"`, () => expect(read({ message_flow: flow }).scope.preChecked, flow).toBeUndefined());
});
describe("texts agreed to past the terms accepted by the same signature (consent-condition)", () => {
  for (const flow of [
    "Page 3 has a line for a mobile number, and the agreement says: \"By signing this agreement you accept our fee terms and agree that Pinecrest Dental may text you reminders.\"",
    "The waiver reads: \"By signing the waiver you accept the gym rules and consent to receive Pinecrest Dental texts.\"",
    "\"By signing this lease you accept the house rules and agree to get maintenance texts.\"",
  ]) it(`folded in: "${flow}"`, () => expect(read({ message_flow: flow }).scope.condition, flow).toBeDefined());
  for (const flow of [
    "\"By signing this agreement you accept our fee terms.\" A separate empty box reads \"Text me reminders from Pinecrest Dental.\"",
    "By ticking the box you agree to get reminder texts from Pinecrest Dental.",
    "By signing the SMS consent form you agree to get reminder texts.",
  ]) it(`not: "${flow}"`, () => expect(read({ message_flow: flow }).scope.condition, flow).toBeUndefined());
});

// (Twilio 30831: consent required before something else is done for the person)
describe("consent required before something else is done (consent-condition)", () => {
  for (const flow of [
    "The bridal form has a required line every bride must tick before we hold the date: \"Text me about my booking.\"",
    "Patients must check the text box before we schedule the cleaning.",
    "Renters have to agree to the texts before the keys are released.",
  ]) it(`a condition: "${flow}"`, () => expect(read({ message_flow: flow }).scope.condition, flow).toBeDefined());
  for (const flow of [
    "Patients must tick the box before we text them.",
    "Patients must tick the box before reminders start.",
    "Patients who want reminders must tick the optional box before we send the first one.",
  ]) it(`not: "${flow}"`, () => expect(read({ message_flow: flow }).scope.condition, flow).toBeUndefined());
});

describe("a word of buying that is no buying, and data bought that holds no numbers (numbers-provenance)", () => {
  for (const text of [
    "We bought a list of cell numbers from a marketing vendor and text them our offers.",
    "We rent contact lists from a broker each spring and text the people on them.",
    "Bought the patient files of a clinic that closed and texted everyone in them.",
  ]) it(`bought: "${text}"`, () => expect(read({ message_flow: text }).provenance.bought).toBeDefined());
  for (const text of [
    "Login codes for tenants who use the portal to pay rent or file maintenance requests.",
    "Alerts when an account downloads too much from a licensed journal database, which could get the campus license suspended.",
    "Codes for members who sign in to renew a license or file a claim.",
  ]) it(`not: "${text}"`, () => expect(read({ description: text }).provenance.bought).toBeUndefined());
});

describe("a record kept for something else, not the person's own account (numbers-provenance)", () => {
  for (const text of [
    "We also text our offers to every number on the county utility accounts.",
    "Numbers from the city tax records are loaded into the alert tool.",
    "We text the cell numbers on our water utility accounts about offers.",
  ]) it(`records: "${text}"`, () => expect(read({ message_flow: text }).provenance.bought).toBeDefined());
  for (const text of [
    "The box says: \"Text me if a payment over $300 is attempted on my Riverside Utilities account.\"",
    "Tick \"Alert me when someone signs in on your city utility account\" in the portal.",
    "The label reads \"Text me about unusual sign-ins on my Eastport Utilities account.\"",
  ]) it(`not: "${text}"`, () => expect(read({ message_flow: text }).provenance.bought).toBeUndefined());
});

describe("terms that carry the consent, not the person agreeing in the words beside them (consent-condition)", () => {
  for (const text of [
    "Our rental terms say that renters agree to get texts about their booking.",
    "The fine print allows us to text members about their account.",
    "The membership contract includes consent to receive texts.",
  ]) it(`in terms: "${text}"`, () => expect(read({ message_flow: text }).scope.condition).toBeDefined());
  for (const text of [
    "Under the button, in small print, \"By tapping, you agree to receive texts from Pinecrest Dental, 2 a month.\"",
    "Beside the field, in plain print: \"By signing up you agree to get appointment texts.\"",
    "In large print above the box, \"By ticking it, you also agree to receive reminder texts.\"",
  ]) it(`not: "${text}"`, () => expect(read({ message_flow: text }).scope.condition).toBeUndefined());
});

describe("a written reply that mentions the texts is no spoken opt-in (verbal-opt-in-record)", () => {
  const spoken = (message_flow: string) => read({ message_flow }).optIn.verbal;
  for (const text of [
    "The cashier rings up the order and mentions our deal texts; if the customer says yes, she adds the number.",
    "Our drivers mention delivery texts at the door.",
    "The front desk mentions the reminder texts when patients check in.",
  ]) it(`spoken: "${text}"`, () => expect(spoken(text)).toBeDefined());
  for (const text of [
    "The person texts first. The first reply names Pinecrest Dental and mentions msg & data rates, HELP and STOP.",
    "Patients text us first; the auto-reply gives our name and mentions texts are answered in office hours.",
    "The confirmation text mentions msg & data rates and how to stop.",
  ]) it(`not: "${text}"`, () => expect(spoken(text)).toBeUndefined());
});

describe("the box ticked by the brand, by default or by its people for the customer (consent-pre-checked)", () => {
  for (const flow of [
    "Beside the phone field is a box we tick by default: \"Text me order updates from Pinecrest Dental.\"",
    "The checkout form has a text box, and we keep it checked already so nobody forgets.",
    "At the end of the visit the receptionist checks the reminder box on the iPad for the patient and hands it back to sign.",
  ]) it(`set for them: "${flow}"`, () => expect(read({ message_flow: flow }).scope.preChecked).toBeDefined());
  for (const flow of [
    "We check every number by hand before the first text goes out.",
    "The receptionist asks, and checks the reminder box on the iPad for the patient if they say yes.",
    "Patients who want reminders tick the box; we have it unticked at first.",
    "The cashier checks the order for the customer and asks whether they want texts.",
  ]) it(`not: "${flow}"`, () => expect(read({ message_flow: flow }).scope.preChecked).toBeUndefined());
});

describe("the box set in advance, said with any form of a prefixed verb (consent-pre-checked)", () => {
  for (const flow of [
    "Near the bottom of the repair order is the texts line. We pre-check that box on every order to save time.",
    "The front desk pre-ticks the reminder checkbox for new patients; they can untick it.",
    "Our booking app pre-selects the SMS option, and most guests leave it on.",
  ]) it(`set for them: "${flow}"`, () => expect(read({ message_flow: flow }).scope.preChecked).toBeDefined());
  for (const flow of [
    "We pre-check insurance eligibility before every visit; patients tick the empty texts box themselves.",
    "We never pre-check the box: customers tick it themselves.",
    "Patients fill in the pre-registration form and tick the empty box for reminder texts.",
  ]) it(`not: "${flow}"`, () => expect(read({ message_flow: flow }).scope.preChecked).toBeUndefined());
});

describe("the box staff tick after the person's own yes is the record of it, not a box set for them (consent-pre-checked)", () => {
  for (const flow of [
    "Staff ask each caller whether they would like reminder texts. The agent then ticks the SMS box in the booking screen for the caller.",
    "The customer says yes out loud at the counter. The clerk checks the text option on the order for the customer before printing it.",
    "Guests who reply YES to our question are set up by the front desk: the receptionist selects the texts option for the guest.",
  ]) it(`record: "${flow}"`, () => expect(read({ message_flow: flow }).scope.preChecked).toBeUndefined());
  for (const flow of [
    "After the job the tech ticks the deals box on the tablet for the customer before handing it over to sign.",
    "The cashier checks the texts box on the receipt screen for each customer; they sign at the bottom.",
    "Our installers select the alerts option in the app for the homeowner during setup.",
  ]) it(`set for them: "${flow}"`, () => expect(read({ message_flow: flow }).scope.preChecked).toBeDefined());
});

describe("quoted consent words judged by their own channel, not their sentence's (consent-communications)", () => {
  for (const flow of [
    "Patients who turn on text check-in also get a second, empty box: \"Send me communications from Pinecrest Dental about my visits.\"",
    "After texting JOIN, members see one more box: \"I agree to receive communications about my account.\"",
    "Those who pick text reminders see a checkbox: \"Send me correspondence about billing.\"",
  ]) it(`general: "${flow}"`, () => expect(read({ message_flow: flow }).scope.communications).toBeDefined());
  for (const flow of [
    "Patients who turn on text check-in also get a second, empty box: \"Send me text messages from Pinecrest Dental about my visits.\"",
    "The SMS box: \"Send me communications about my visits.\"",
    "Families sign up for text alerts: \"Yes, text me updates from Pinecrest Dental.\"",
  ]) it(`names texts: "${flow}"`, () => expect(read({ message_flow: flow }).scope.communications).toBeUndefined());
});

describe("the texts said to come with what is bought, or included in it (consent-condition)", () => {
  for (const flow of [
    "Members sign up at the front desk. Text reminders simply come with the membership, so every member gets them.",
    "Every service plan includes appointment alerts by text, about 3 a month.",
    "Texts are included with every cleaning package we sell, 2 to 4 per visit.",
  ]) it(`bundled: "${flow}"`, () => expect(read({ message_flow: flow }).scope.condition).toBeDefined());
  for (const flow of [
    "The welcome packet includes a separate, optional text form that members sign if they want reminders.",
    "Text reminders don't come with the membership; members tick an empty box if they want them.",
    "Every service plan includes two visits a year. Customers who want visit texts tick an empty box on the form.",
    "The SMS membership includes our monthly offers by text; join by texting JOIN to 55123.",
  ]) it(`not: "${flow}"`, () => expect(read({ message_flow: flow }).scope.condition).toBeUndefined());
});

describe("being a member of the texts, named by their keyword, required for something else (consent-condition)", () => {
  for (const flow of [
    "Text SMILE to 55123 to join. To book online you have to be a Smile member first.",
    "Guests text VIP to 55123. You must be a VIP member to reserve a table on weekends.",
    "To order for curbside pickup, customers need to be an SMS member, so the app sends them to text JOIN first.",
  ]) it(`required: "${flow}"`, () => expect(read({ message_flow: flow }).scope.condition).toBeDefined());
  for (const flow of [
    "Text SMILE to 55123 to become a Smile member; you don't have to be one to book.",
    "Text VIP to 55123. VIP members get a text when a table opens up.",
    "To book online you have to be a registered patient; text SMILE to 55123 for reminders if you want them.",
  ]) it(`not: "${flow}"`, () => expect(read({ message_flow: flow }).scope.condition).toBeUndefined());
});

describe("channels listed with an aside between them (consent-bundled-channels)", () => {
  for (const flow of [
    "The form has one empty box: \"Email, call (recorded) and text me news from Pinecrest Dental.\"",
    "One checkbox at signup: \"Pinecrest Dental may call (including autodialed calls), email or text me about my visits.\"",
    "The sign-up card has one box: \"Text (and e-mail) me appointment reminders.\"",
  ]) it(`bundled: "${flow}"`, () => expect(read({ message_flow: flow }).scope.bundled).toBeDefined());
  for (const flow of [
    "An empty box: \"Text me (about 2 a month) appointment reminders from Pinecrest Dental.\" Questions? Call (555) 555-0100 or email us.",
    "Tick the box to get texts (2 a month). To change your e-mail, call the office.",
    "One box: \"Text me reminders (Pinecrest Dental, 2/mo).\" E-mail receipts come anyway.",
  ]) it(`not: "${flow}"`, () => expect(read({ message_flow: flow }).scope.bundled).toBeUndefined());
});

describe("a kind named only as the unit of a count is not what the consent covers (consent-kind)", () => {
  const kindFindings = (message_flow: string) => preflight({ brand, campaign: { use_case: "ACCOUNT_NOTIFICATION", message_flow } })
    .filter((f) => f.rule === "consent-kind");
  for (const flow of [
    "An empty box on the intake form: \"Text me specials and offers from Pinecrest Dental. About 2 texts per appointment. Msg & data rates may apply. Reply STOP to cancel.\"",
    "Unticked box: \"Send me Pinecrest Dental deals by text, 1 msg per visit. Reply HELP for help, STOP to stop.\"",
    "The card's box reads \"Yes, text me promotions from Pinecrest Dental (one per order). Reply STOP to end.\"",
  ]) it(`offers only: "${flow}"`, () => expect(kindFindings(flow)).toHaveLength(1));
  for (const flow of [
    "An empty box on the intake form: \"Text me appointment reminders from Pinecrest Dental. About 2 texts per appointment. Reply STOP to cancel.\"",
    "Unticked box: \"Send me visit reminders from Pinecrest Dental by text, 1 msg per visit. Reply HELP for help, STOP to stop.\"",
  ]) it(`names the reminders: "${flow}"`, () => expect(kindFindings(flow)).toEqual([]));
});

describe("a channel inside an aside after a phone field is no list (consent-bundled-channels)", () => {
  for (const flow of [
    "The receipt reads: \"Delivery texts from Pinecrest Dental? [ ]yes Phone: ____  (2 or 3 texts for this delivery. Reply STOP to stop.)\"",
    "On the form: \"Reminder texts? [ ] yes. Mobile phone: ________ (about 2 texts a month)\"",
  ]) it(`not: "${flow}"`, () => expect(read({ message_flow: flow }).scope.bundled).toBeUndefined());
});

describe("others given the brand's list, or its people's details passed to a list of partners (consent-third-party)", () => {
  for (const text of [
    "Our sponsors (a car dealer and two gyms) get our member list so they can text their own offers.",
    "Advertisers receive our customer numbers each quarter.",
    "We pass patients' details to our lab, imaging and pharmacy partners, who text them offers.",
  ]) it(`shared: "${text}"`, () => expect(read({ description: text }).scope.thirdParty).toBeDefined());
  for (const text of [
    "Our sponsors get a thank-you in every newsletter.",
    "Partners never receive our customer numbers.",
    "We pass the job details to our crew, and the office texts the customer when the crew is on the way.",
  ]) it(`not: "${text}"`, () => expect(read({ description: text }).scope.thirdParty).toBeUndefined());
});

describe("numbers another party collects and then sends the brand, in a verb joined by \"and\" (numbers-provenance)", () => {
  for (const flow of [
    "Text SMILE to 55123. Our partner gyms also collect numbers at their front desks and send them to us every month.",
    "People text JOIN. Two partner clinics gather patient cell numbers on their own forms and forward them to us.",
    "Customers text DEALS to join. Our affiliate sites collect phone numbers for \"deals\" and pass them to us weekly.",
  ]) it(`handed to us: "${flow}"`, () => expect(read({ message_flow: flow }).provenance.referred).toBeDefined());
  for (const flow of [
    "Text SMILE to 55123. Our office collects numbers at the front desk and sends them to the text system the same day.",
    "Patients text JOIN. Two partner clinics refer patients to us and we give them our card to text in themselves.",
    "Our partner gyms collect numbers at their front desks and text their own members.",
  ]) it(`not: "${flow}"`, () => expect(read({ message_flow: flow }).provenance.referred).toBeUndefined());
});

describe("people texted whatever they did about the texts (consent-pre-checked)", () => {
  for (const flow of [
    "A week after each visit we text the number on file to ask how it went, whether or not the patient ever agreed to texts.",
    "Every buyer gets our follow-up text, regardless of whether they opted in at checkout.",
    "We send the monthly specials text to all clients even if they never signed up.",
  ]) it(`regardless: "${flow}"`, () => expect(read({ message_flow: flow }).scope.preChecked).toBeDefined());
  for (const flow of [
    "Patients who tick the box get a text when the order is ready, whether or not it has shipped.",
    "We text those who opted in, even if the appointment moves.",
    "Whether or not you sign up, the front desk will call you about your visit.",
  ]) it(`not: "${flow}"`, () => expect(read({ message_flow: flow }).scope.preChecked).toBeUndefined());
});

describe("a yes told to someone as what it says of the texts (verbal-opt-in-record)", () => {
  const spoken = (message_flow: string) => read({ message_flow }).optIn.verbal;
  for (const text of [
    "Most members have told the coach or the front desk at some point that texts are fine, so we text the whole roster.",
    "Clients said texting was OK when they booked, so we send reminders.",
    "Families tell one of the teachers that texts are okay.",
  ]) it(`spoken: "${text}"`, () => expect(spoken(text)).toBeDefined());
  for (const text of [
    "The sign says texts are fine to send to this number; text JOIN to 55123.",
    "Our website tells visitors that texts are free to receive; text JOIN to 55123.",
    "Text JOIN to 55123. The confirmation says texting is fine at any hour.",
  ]) it(`not: "${text}"`, () => expect(spoken(text)).toBeUndefined());
});

describe("everyone obliged to give their number so they can be texted (consent-condition)", () => {
  for (const flow of [
    "Everyone picking up a box has to write their cell on the clipboard so we can text them.",
    "All renters must give a mobile number at the counter so we can send them our texts.",
    "Every family checking in needs to put a phone number on the form for the alert texts.",
  ]) it(`required: "${flow}"`, () => expect(read({ message_flow: flow }).scope.condition).toBeDefined());
  for (const flow of [
    "Everyone who wants the alerts has to write their cell on the clipboard so we can text them.",
    "All renters must give a mobile number at the counter so we can call if a unit floods.",
    "Nobody has to give a number; those who want texts text JOIN to 55123.",
  ]) it(`not: "${flow}"`, () => expect(read({ message_flow: flow }).scope.condition).toBeUndefined());
});

describe("a sample telling the person their details went to another party (consent-third-party)", () => {
  const shared = (sample_messages: string[]) => read({ sample_messages }).scope.thirdParty;
  for (const samples of [
    ["Pinecrest Dental: we've passed your name and number to BrightSmile Labs, one of our partners, and they'll text you a quote."],
    ["Pinecrest Dental: your details were sent to our insurance partners, who will text you offers. Reply STOP to opt out."],
    ["Pinecrest Dental: I shared your number with Acme Ortho, one of our referral partners. Reply STOP to opt out."],
  ]) it(`shared: "${samples[0]}"`, () => expect(shared(samples)).toBeDefined());
  for (const samples of [
    ["Pinecrest Dental: we've sent your X-rays to Dr. Lee, one of our specialists, and she'll call you. Reply STOP to opt out."],
    ["Pinecrest Dental: your claim was sent to your insurer today. Reply STOP to opt out."],
    ["Pinecrest Dental: we never share your number with partners. Reply STOP to opt out."],
  ]) it(`not: "${samples[0]}"`, () => expect(shared(samples)).toBeUndefined());
});

describe("another channel's option, named in quotes, on by default (consent-pre-checked)", () => {
  for (const flow of [
    "It is a radio choice with \"Email only\" selected by default; clients who want texts pick \"Text me\".",
    "Two options, \"Email\" and \"Text\", with \"Email\" checked by default.",
  ]) it(`not: "${flow}"`, () => expect(read({ message_flow: flow }).scope.preChecked).toBeUndefined());
  for (const flow of [
    "It is a radio choice with \"Text me\" selected by default.",
    "Two options, \"Email\" and \"Text\", with \"Text\" checked by default.",
  ]) it(`on: "${flow}"`, () => expect(read({ message_flow: flow }).scope.preChecked).toBeDefined());
});

describe("an offer someone makes to the person is not a promotion (consent-kind)", () => {
  const kindFindings = (message_flow: string) => preflight({ brand, campaign: { use_case: "ACCOUNT_NOTIFICATION", message_flow } })
    .filter((f) => f.rule === "consent-kind");
  for (const flow of [
    "Toggle copy: \"Get a text from Pinecrest Dental when your claim is paid or an offer comes in on your payment plan. Reply STOP to turn off.\"",
    "Box: \"Text me when an offer arrives on my listing. Reply STOP to stop.\"",
  ]) it(`a bid: "${flow}"`, () => expect(kindFindings(flow)).toEqual([]));
  for (const flow of [
    "Box: \"Text me an offer each week from Pinecrest Dental. Reply STOP to stop.\"",
    "Box: \"Text me offers and new deals from Pinecrest Dental. Reply STOP to stop.\"",
  ]) it(`a promotion: "${flow}"`, () => expect(kindFindings(flow)).toHaveLength(1));
});

describe("the box checked ahead of time by the brand (consent-pre-checked)", () => {
  for (const flow of [
    "Customers write their cell on the sheet. We check the box ahead of time so nobody forgets; they can cross it out.",
    "Staff tick the reminder box in advance on every intake form.",
    "Staff mark the text option beforehand for returning patients.",
  ]) it(`set before: "${flow}"`, () => expect(read({ message_flow: flow }).scope.preChecked).toBeDefined());
  for (const flow of [
    "We check every number ahead of time against the do-not-text list.",
    "Patients tick the empty box themselves; we check the forms in advance of each visit for a number.",
  ]) it(`not: "${flow}"`, () => expect(read({ message_flow: flow }).scope.preChecked).toBeUndefined());
});

describe("a quoted yes that must be tapped before something else (consent-condition)", () => {
  for (const flow of [
    "Guests have to tap \"Yes, text me offers\" before the kiosk lets them check in.",
    "Members must press \"Yes, send me deals\" before the app opens their order history.",
    "Owners need to tap \"Yes, text me\" before the tablet lets them pay.",
  ]) it(`held back: "${flow}"`, () => expect(read({ message_flow: flow }).scope.condition).toBeDefined());
  for (const flow of [
    "Guests who want offers tap \"Yes, text me offers\" on the kiosk.",
    "Members have to tap \"Yes, send me deals\" before we send them anything.",
  ]) it(`not: "${flow}"`, () => expect(read({ message_flow: flow }).scope.condition).toBeUndefined());
});

describe("the text box said to cover another channel as well (consent-bundled-channels)", () => {
  for (const flow of [
    "One unticked box: \"Text me reminders from Pinecrest Dental.\" Ticking it also signs them up for our email newsletter.",
    "The same checkbox also covers appointment emails and phone calls from our front desk.",
    "Checking the box also adds them to our robocall list.",
  ]) it(`bundled: "${flow}"`, () => expect(read({ message_flow: flow }).scope.bundled).toBeDefined());
  for (const flow of [
    "One unticked box for texts. A second box also covers our email newsletter.",
    "The box also signs them up for the loyalty program; emails are a separate choice.",
    "Ticking the box does not also sign them up for email.",
  ]) it(`not: "${flow}"`, () => expect(read({ message_flow: flow }).scope.bundled).toBeUndefined());
});

describe("a list of people's numbers got from another party, past what the list holds (numbers-provenance)", () => {
  for (const flow of [
    "We got a list of local parents' cell numbers from the school district we work with and text them our camp dates.",
    "We received a list of new homeowners' phone numbers from a title company and text them offers.",
    "We got a roster of members' mobile numbers from the league and text them updates.",
  ]) it(`referred: "${flow}"`, () => expect(read({ message_flow: flow }).provenance.referred).toBeDefined());
  for (const flow of [
    "We got a list of questions from patients and answer them by text.",
    "We got a list of members' numbers from our own sign-up form.",
  ]) it(`not: "${flow}"`, () => expect(read({ message_flow: flow }).provenance.referred).toBeUndefined());
});

describe("inquiries passed to partners, and the lists of businesses the brand acquired (consent-third-party, numbers-provenance)", () => {
  for (const flow of [
    "Inquiries are also passed to our partner schools, who may text about their programs.",
    "We share inquiries with affiliate clinics in other states.",
  ]) it(`shared: "${flow}"`, () => expect(read({ message_flow: flow }).scope.thirdParty).toBeDefined());
  it("not: inquiries answered by our own staff", () =>
    expect(read({ message_flow: "Inquiries are passed to our admissions staff, who answer by text." }).scope.thirdParty).toBeUndefined());
  for (const flow of [
    "We will also send these to the patient lists of the two clinics we acquired last year.",
    "Offers also go to the customer lists of the shops we bought in 2023.",
  ]) it(`taken over: "${flow}"`, () => expect(read({ message_flow: flow }).provenance.inherited).toBeDefined());
  it("not: a list of the tools we bought", () =>
    expect(read({ message_flow: "Customers text JOIN. The list of tools we bought is on our site." }).provenance.inherited).toBeUndefined());
});

describe("signing the terms said to cover the consent quoted before (consent-condition)", () => {
  for (const flow of [
    "Rental agreement, clause 9: \"Renter agrees that Pinecrest Dental may send text messages about bookings. Reply STOP to opt out.\" Signing the agreement covers it.",
    "The contract reads: \"Client consents to receive texts about the job.\" The contract covers this.",
    "Lease addendum: \"Tenant agrees to get text notices.\" Signing the lease includes it.",
  ]) it(`in terms: "${flow}"`, () => expect(read({ message_flow: flow }).scope.condition).toBeDefined());
  for (const flow of [
    "An empty box: \"I agree to receive texts from Pinecrest Dental.\" Our privacy policy covers it.",
    "An empty box: \"I agree to receive texts from Pinecrest Dental.\" The lease does not cover it.",
    "\"I agree to receive texts from Pinecrest Dental.\" It is separate from the lease; the lease covers rent only.",
  ]) it(`not: "${flow}"`, () => expect(read({ message_flow: flow }).scope.condition).toBeUndefined());
});

describe("everyone's numbers added from where they were collected for something else (numbers-provenance)", () => {
  for (const flow of [
    "Text VOTE to 55123. We also add every number collected at the waiver kiosk so more people vote.",
    "Text JOIN to 55123. Staff also load all the numbers gathered at the check-in desk.",
    "Text DEALS to 55123. We add every phone number taken at the register into the deals list.",
  ]) it(`collected elsewhere: "${flow}"`, () => expect(read({ message_flow: flow }).provenance.onFile).toBeDefined());
  for (const flow of [
    "We add every number collected at the sign-up table to the list.",
    "We also add every number collected on the SMS sign-up sheet.",
  ]) it(`not: "${flow}"`, () => expect(read({ message_flow: flow }).provenance.onFile).toBeUndefined());
});

describe("everyone on another's record, a second group after \"and we also\" (numbers-provenance)", () => {
  for (const flow of [
    "Couples who tick the box are added, and we also text every guest number on the couple's seating spreadsheet.",
    "Members who opt in get the texts, and we also text every parent number on the coach's team roster.",
    "We text every vendor number on the client's event spreadsheet.",
  ]) it(`others' record: "${flow}"`, () => expect(read({ message_flow: flow }).provenance.onFile).toBeDefined());
  for (const flow of [
    "Couples who tick the box are added, and we also text them a reminder the day before.",
    "We text every number on the couple's sign-up sheet once they tick the box.",
    "We text every guest who ticked the box on the couple's RSVP form.",
  ]) it(`not: "${flow}"`, () => expect(read({ message_flow: flow }).provenance.onFile).toBeUndefined());
});

describe("controls counted past what they are like, one a channel each (consent-bundled-channels)", () => {
  for (const flow of [
    "At checkout there are two unchecked boxes: e-mail, and \"Text me from Pinecrest Dental about my visits\".",
    "Settings has three separate switches, all off:\n  - Visit texts\n  - Email newsletter\n  - \"Openings by text\"",
    "The form shows 2 blank boxes, one reads email me and the other text me reminders, each up to the patient.",
  ]) it(`apart: ${JSON.stringify(flow)}`, () => expect(read({ message_flow: flow }).scope.bundled).toBeUndefined());
  for (const flow of [
    "At checkout there is one unchecked box: \"Email and text me about my visits\".",
    "The form has two fields (name and cell) and a box: \"Pinecrest Dental may call, email or text me reminders.\"",
    "A single blank box: \"Send me the email newsletter and appointment texts.\"",
  ]) it(`bundled: ${JSON.stringify(flow)}`, () => expect(read({ message_flow: flow }).scope.bundled).toBeDefined());
});

describe("the yes marked on a control named with its determiner (verbal-opt-in-record)", () => {
  for (const flow of [
    "Walk-ins are asked out loud whether they want texts, and we flip the switch only if they say yes.",
    "At the desk staff ask patients if texts are OK and tick their box once they say yes.",
    "The receptionist asks aloud; she marks that field only when the caller says yes.",
  ]) it(`recorded: "${flow}"`, () => expect(read({ message_flow: flow }).optIn.verbalRecord).toBeDefined());
  for (const flow of [
    "Walk-ins are asked out loud whether they want texts.",
    "The receptionist asks aloud whether the caller wants reminders; the switch is in the app.",
  ]) it(`not: "${flow}"`, () => expect(read({ message_flow: flow }).optIn.verbalRecord).toBeUndefined());
});

describe("texting with the speaker as its object is the person's ask, not the brand texting a roster (numbers-provenance)", () => {
  for (const flow of [
    "Students write their cell on the class roster and tick 'text me'. The 'text me' column on the roster stays blank until they tick it.",
    "The sign-in sheet has a \"Text me\" column next to each name on the roster; only those who tick it get reminders.",
    "Parents who want reminders write \"text us\" beside their name in the carpool directory.",
  ]) it(`the person's ask: "${flow}"`, () => expect(read({ message_flow: flow }).provenance.bought).toBeUndefined());
  for (const flow of [
    "Parents text JOIN to 55123, and I also text the parents in the middle school's PTA directory.",
    "We message everyone on the league roster the night before each game.",
    "Staff text the families in the school directory about the fundraiser.",
  ]) it(`the brand texting a list: "${flow}"`, () => expect(read({ message_flow: flow }).provenance.bought).toBeDefined());
});

describe("one number taken is the person's own, a list taken over is many (numbers-provenance)", () => {
  for (const flow of [
    "Phone orders: we read the card to the caller before we take the number, and only add it on a yes.",
    "At the counter the clerk asks first, then takes the number if the customer says yes.",
    "We acquired the number from our old carrier when we moved, and customers text JOIN to it.",
  ]) it(`the person's own number: "${flow}"`, () => expect(read({ message_flow: flow }).provenance.inherited).toBeUndefined());
  for (const flow of [
    "When we bought the bakery we took over the numbers from its loyalty program.",
    "We acquired the contacts of the shop next door and text them our deals.",
    "Staff carried over the numbers from the old booking system into the text list.",
  ]) it(`a list taken over: "${flow}"`, () => expect(read({ message_flow: flow }).provenance.inherited).toBeDefined());
});

describe("a control in its on state as what something starts or comes with, or defaulted to it (consent-pre-checked)", () => {
  for (const flow of [
    "Every new patient account starts with \"Visit texts\" turned ON; patients can switch it off in Settings.",
    "The booking form loads with the SMS reminder box ticked.",
    "Each order page comes with the reminder toggle switched on.",
    "- Checkbox defaulted to checked on the booking page: \"Text me visit reminders.\"",
    "Our reminder switch defaults to on for new patients.",
  ]) it(`on: ${JSON.stringify(flow)}`, () => expect(read({ message_flow: flow }).scope.preChecked).toBeDefined());
  for (const flow of [
    "The booking form loads with the SMS reminder box empty; patients tick it if they want texts.",
    "Every account starts with texts off, and patients turn them on in Settings.",
    "The app comes with a switch that patients turn on when they want reminders.",
    "The reminder toggle defaults to off.",
    "The page loads with the reminder box ticked once the patient taps \"Yes, text me\".",
  ]) it(`not: ${JSON.stringify(flow)}`, () => expect(read({ message_flow: flow }).scope.preChecked).toBeUndefined());
});

describe("a goal held until the texts' control is on, or kept for the texts' members (consent-condition)", () => {
  for (const flow of [
    "In the app the member price only shows after you turn on \"Pinecrest specials\" in Settings.",
    "The cleaning discount applies only once patients switch on the deals toggle.",
    "Our new-patient price only appears after you enable text offers in your profile.",
    "The card by the desk: \"Whitening prices are for Text Club members only: join at the desk.\"",
    "The exam discount is only for SMS club members, so patients sign up at checkout.",
  ]) it(`a condition: ${JSON.stringify(flow)}`, () => expect(read({ message_flow: flow }).scope.condition).toBeDefined());
  for (const flow of [
    "Reminders only start after you turn on \"Visit texts\" in Settings.",
    "Your booking is only texted once you switch on the reminder toggle.",
    "Whitening deals are for Text Club members only: join at the desk.",
    "Deal texts are only for SMS club members who sign up at checkout.",
  ]) it(`not: ${JSON.stringify(flow)}`, () => expect(read({ message_flow: flow }).scope.condition).toBeUndefined());
});

describe("a purpose of another goal fronted, the person joining the texts to reach it (consent-condition)", () => {
  for (const flow of [
    "After name and phone the tablet says \"To book a cleaning you'll join our specials list: Pinecrest Dental will send deals.\"",
    "To reserve a whitening slot, patients sign up for our text club at the desk.",
    "The kiosk: \"To order online you agree to our promo texts, about 4 a month.\"",
  ]) it(`a condition: ${JSON.stringify(flow)}`, () => expect(read({ message_flow: flow }).scope.condition).toBeDefined());
  for (const flow of [
    "To book a cleaning, text BOOK to (555) 555-0142 and we'll reply with times.",
    "To get our deals by text, you'll join the specials list at the desk.",
    "To book a cleaning you can also join our specials list if you like.",
    "To continue, you agree to our terms of service.",
  ]) it(`not: ${JSON.stringify(flow)}`, () => expect(read({ message_flow: flow }).scope.condition).toBeUndefined());
});

describe("a list handed to others who are said to text the people themselves (consent-third-party)", () => {
  for (const flow of [
    "We also share the sign-up list with the two bakeries down the street so they can text their specials.",
    "We pass our subscriber numbers to the farmers at the Saturday market so that they can message their harvest news.",
    "Each term we give the class roster to the visiting instructors for them to text their own workshops.",
  ]) it(`handed on: ${JSON.stringify(flow)}`, () => expect(read({ message_flow: flow }).scope.thirdParty).toBeDefined());
  for (const flow of [
    "We share the sign-up list with our drivers so they can text when they arrive.",
    "We share the class schedule with the visiting instructors so they can plan their workshops.",
    "We share the sign-up list with no one; only our front desk texts from it.",
    "Patients give the list of their medicines to the nurse so she can check them.",
  ]) it(`not: ${JSON.stringify(flow)}`, () => expect(read({ message_flow: flow }).scope.thirdParty).toBeUndefined());
});

describe("consent presumed from an act done for something else (consent-condition)", () => {
  for (const flow of [
    "When you book online you enter your cell, and giving us your number means you're OK with Pinecrest Dental texting your reminders.",
    "Booking a cleaning counts as a yes to our appointment texts.",
    "At the front desk patients order their whitening kit, and writing down a cell is taken as agreement to our deal texts.",
  ]) it(`presumed: ${JSON.stringify(flow)}`, () => expect(read({ message_flow: flow }).scope.condition).toBeDefined());
  for (const flow of [
    "Tapping \"Text me\" means you agree to get reminders from Pinecrest Dental.",
    "Entering your number on our SMS page means you agree to receive appointment texts.",
    "When you book online, giving us your number means we can call you if we run late.",
    "Booking online means you get a confirmation e-mail.",
  ]) it(`not: ${JSON.stringify(flow)}`, () => expect(read({ message_flow: flow }).scope.condition).toBeUndefined());
});

describe("the texts got only once their control is on are the opt-in, whatever the tagger makes of them (consent-condition)", () => {
  for (const flow of [
    "The number a patient verified for sign-in codes gets security alerts only if they switch on \"Security alerts by text\" in Settings.",
    "Patients get visit reminders only once they turn on the reminder switch.",
    "Families get closure alerts only after they flip on \"School alerts\" in the app.",
  ]) it(`not: ${JSON.stringify(flow)}`, () => expect(read({ message_flow: flow }).scope.condition).toBeUndefined());
  it("a condition: something else got only once the texts' switch is on", () =>
    expect(read({ message_flow: "Patients get the member price only after they switch on \"Pinecrest deals\" in the app." }).scope.condition).toBeDefined());
});

describe("texting the keyword said to sign people up for e-mail or calls as well (consent-bundled-channels)", () => {
  for (const flow of [
    "Text SMILE to 55123 for Pinecrest Dental deals. Texting SMILE also signs you up for our email newsletter and a call when promos run.",
    "Replying YES also enrolls patients in our e-mail flyer and phone calls about openings.",
    "Sending JOIN to 55123 also adds you to our email list and occasional calls from the front desk.",
  ]) it(`bundled: ${JSON.stringify(flow)}`, () => expect(read({ message_flow: flow }).scope.bundled).toBeDefined());
  for (const flow of [
    "Text SMILE to 55123 for Pinecrest Dental deals. Texting SMILE also gets you a welcome coupon by text.",
    "Texting SMILE does not also sign you up for our email newsletter or calls.",
    "Patients text SMILE to 55123; our email newsletter and phone reminders are separate sign-ups.",
  ]) it(`not: ${JSON.stringify(flow)}`, () => expect(read({ message_flow: flow }).scope.bundled).toBeUndefined());
});

describe("people bought from a vendor, a list synced to partners, a file taken over named first (numbers-provenance, consent-third-party)", () => {
  for (const flow of [
    "- Seed list: 2,400 local homeowners bought from a data vendor, plus the form at pinecrest.example/join",
    "We start each spring with 500 parents purchased from a school-supply list broker.",
    "Our first texts went to renters licensed from an apartment-data company.",
  ]) it(`bought: ${JSON.stringify(flow)}`, () => expect(read({ message_flow: flow }).provenance.bought).toBeDefined());
  for (const flow of [
    "Customers who bought from us last year get a reminder when they tick the box.",
    "Patients purchased from our online store and ticked the box for order texts.",
    "Parents bought from the school store and text JOIN to get pickup alerts.",
  ]) it(`not bought: ${JSON.stringify(flow)}`, () => expect(read({ message_flow: flow }).provenance.bought).toBeUndefined());
  for (const flow of [
    "We also text everyone in the patient file we took over when we bought the old Elm Street practice.",
    "The contacts we inherited from the previous dentist get our deal texts too.",
    "Everyone on the roster we took over with the clinic gets the reminders.",
  ]) it(`taken over: ${JSON.stringify(flow)}`, () => expect(read({ message_flow: flow }).provenance.inherited).toBeDefined());
  for (const flow of [
    "Patients text JOIN; the numbers we take at the desk are only for the visit they booked.",
    "The list we keep of sign-ups is the only one we text.",
  ]) it(`not taken over: ${JSON.stringify(flow)}`, () => expect(read({ message_flow: flow }).provenance.inherited).toBeUndefined());
  for (const flow of [
    "Opted-in numbers are also synced to our grocery and wine-club partners for their own offers.",
    "We sync the text list to partner clinics every week.",
    "Our subscriber numbers are synced with affiliate brands nightly.",
  ]) it(`shared: ${JSON.stringify(flow)}`, () => expect(read({ message_flow: flow }).scope.thirdParty).toBeDefined());
  for (const flow of [
    "Opted-in numbers are synced to our texting tool every night.",
    "We sync the text list to our booking system so reminders go out on time.",
  ]) it(`not shared: ${JSON.stringify(flow)}`, () => expect(read({ message_flow: flow }).scope.thirdParty).toBeUndefined());
});

describe("the box's own words ticked in single quotes, and another channel's option put in, leave the consent the person's (call-to-action-consent)", () => {
  for (const flow of [
    "Members add a mobile in the portal (pinecrest.example/account) and check 'Send my visit reminders by SMS' (unchecked by default).",
    "Patients tick 'Text me visit reminders' on the intake form at pinecrest.example/intake.",
    "In the app, owners select ‘Yes, text me about my visits’ under Notifications.",
  ]) it(`consent: ${JSON.stringify(flow)}`, () => expect(read({ message_flow: flow }).optIn.consent).toBeDefined());
  for (const flow of [
    "The option reads \"Text me if my Pinecrest password changes. Reply STOP to stop.\" It is a radio choice with \"Email only\" selected by default.",
    "At sign-up the notices choice reads \"Text me my visit reminders\"; the e-mail option is preselected.",
    "Under Reminders the screen shows \"Send me reminders by text\", with \"Email\" checked by default.",
  ]) it(`consent, another channel put in: ${JSON.stringify(flow)}`, () => expect(read({ message_flow: flow }).optIn.consent).toBeDefined());
  for (const flow of [
    "The option reads \"Text me visit reminders\". It is a radio choice with \"Text me\" selected by default.",
    "The screen shows \"Send me reminders by text\", pre-checked for every patient.",
  ]) it(`no consent, the texts' own put in: ${JSON.stringify(flow)}`, () => expect(read({ message_flow: flow }).optIn.consent).toBeUndefined());
});

describe("people or numbers added or copied from records kept for something else (numbers-provenance)", () => {
  for (const flow of [
    "Patients text SMILE to 55123. We also add families from the elementary school PTA directory our office manager has.",
    "Staff copy the cell numbers from the old patient files into the reminder list.",
    "Each month we add customers from the billing database to the deals texts.",
  ]) it(`from records: ${JSON.stringify(flow)}`, () => expect(read({ message_flow: flow }).provenance.onFile).toBeDefined());
  for (const flow of [
    "We add students from the class roster who ticked 'text me' on it.",
    "Staff add the number in our records once the patient ticks the box.",
    "We copy the confirmation into the patient's file after each visit.",
  ]) it(`not: ${JSON.stringify(flow)}`, () => expect(read({ message_flow: flow }).provenance.onFile).toBeUndefined());
});

describe("whatever the person cannot do until they consent (consent-condition)", () => {
  for (const flow of [
    "New patients can't place their first booking until they tap `Sign me up for texts` on the Deals screen.",
    "Guests cannot pick up their keys until they tick the text box at the kiosk.",
    "Members won't be able to reserve a court unless they agree to the club texts.",
  ]) it(`a condition: ${JSON.stringify(flow)}`, () => expect(read({ message_flow: flow }).scope.condition).toBeDefined());
  for (const flow of [
    "We can't send you reminders until you tick the box.",
    "You won't receive deal texts until you reply YES.",
    "The Join button can't be tapped until the box is ticked.",
    "Patients can book any time; texts don't start until they tick the box.",
  ]) it(`not: ${JSON.stringify(flow)}`, () => expect(read({ message_flow: flow }).scope.condition).toBeUndefined());
});

describe("another party hands its numbers to the brand named by its own name (numbers-provenance)", () => {
  for (const flow of [
    "The county registrar shares every new resident's mobile number with Pinecrest each month, and we text them.",
    "The city's water utility gives its billing phone numbers to Pinecrest Dental for our reminders.",
    "Every term the school nurse's office sends the student cell list to Pinecrest.",
  ]) it(`referred: ${JSON.stringify(flow)}`, () => expect(read({ message_flow: flow }).provenance.referred).toBeDefined());
  for (const flow of [
    "Patients share their numbers with Pinecrest at the front desk and tick the box.",
    "The booking app sends each patient's number to Pinecrest's texting tool when they tick the box.",
    "Our front office shares the number with Pinecrest hygienists after the patient says yes.",
  ]) it(`not: ${JSON.stringify(flow)}`, () => expect(read({ message_flow: flow }).provenance.referred).toBeUndefined());
});

describe("a keyword in capitals is no verb of handing on (numbers-provenance)", () => {
  for (const flow of [
    "Text GIVE to the Pinecrest number on the bulletin to get donation needs, about 2 a month.",
    "Text SHARE to Pinecrest Dental at 55123 for referral news.",
    "Reply SEND to Pinecrest for your visit summary.",
  ]) it(`not: ${JSON.stringify(flow)}`, () => expect(read({ message_flow: flow }).provenance.referred).toBeUndefined());
});

describe("the yes marked where it is kept, the yes as the sentence's condition (verbal-opt-in-record)", () => {
  for (const flow of [
    "Clients are asked at the chair whether they'd like appointment texts. When they say OK, I note it on their file card.",
    "Over the phone our scheduler asks if texting is fine; if the caller agrees, she turns the text option on in the calendar.",
    "Buyers are asked aloud whether they want delivery texts and the courier writes a check mark beside the address once they say yes.",
  ]) it(`recorded: "${flow}"`, () => expect(read({ message_flow: flow }).optIn.verbalRecord).toBeDefined());
  for (const flow of [
    // (no marking: the yes only leads to the texts)
    "Clients are asked at the chair whether they'd like appointment texts. If they say yes, the texts start the next day.",
    // (a marking denied)
    "Callers are asked if texting is fine; if they say yes we don't write anything down.",
    // (a condition that is no yes)
    "Clients are asked aloud about reminders. If they book again, I switch them to the evening chair.",
  ]) it(`not: "${flow}"`, () => expect(read({ message_flow: flow }).optIn.verbalRecord).toBeUndefined());
});

describe("the question staff ask, quoted after the asking, is the script read aloud (verbal-opt-in-record)", () => {
  const scripted = (message_flow: string) => read({ message_flow }).optIn.wording.some((e) => e.spokenScript);
  for (const flow of [
    "When a client calls to book I ask: \"Can Pinecrest Dental text you a reminder the day before? One or two texts per visit. Msg & data rates may apply. Reply HELP for help, STOP to stop.\" If they say yes, that's it.",
    "At the register our cashiers ask each buyer: \"Want order texts from Pinecrest? Up to 3 per order, msg & data rates may apply, reply STOP to quit.\" Customers who say yes get them.",
    "On the phone, she says to the caller: \"We can text your delivery window, two texts per order; msg and data rates may apply; HELP for help; STOP to stop.\" Only if the caller says yes do the texts go out.",
  ]) it(`a script: "${flow}"`, () => expect(scripted(flow)).toBe(true));
  for (const flow of [
    // (a written thing says the words: what is asked aloud is not given)
    "The sign at the desk says: \"Pinecrest texts: one or two per visit, msg & data rates may apply, reply HELP for help, STOP to stop.\" Staff also ask patients if texting is OK.",
    "Our front desk asks patients whether they want texts. The confirmation text reads: \"Pinecrest Dental: 1-2 msgs per visit. Msg & data rates may apply. Reply HELP for help, STOP to stop.\"",
    // (the person asks, not the brand's people)
    "Customers who ask \"Can you text me when it's ready? Msg & data rates may apply, reply STOP to stop\" get a text; staff ask the others if texting is OK.",
  ]) it(`not a script: "${flow}"`, () => expect(scripted(flow)).toBe(false));
});

describe("the words the flow quotes said aloud as well, by \"the same\" (verbal-opt-in-record)", () => {
  const verbal = (message_flow: string) => preflight({ brand, campaign: { use_case: "ACCOUNT_NOTIFICATION", message_flow } })
    .filter((f) => f.rule === "verbal-opt-in-record");
  const box = "The online booking form has an empty box: \"Text me appointment reminders from Pinecrest Dental. 1-2 texts per visit. Msg & data rates may apply. Reply HELP for help, STOP to stop.\" ";
  for (const flow of [
    `${box}Callers are asked the same thing out loud by the receptionist, and the yes is what counts.`,
    `${box}At the desk we read those same lines to patients who book in person, and only ask them to nod.`,
    `${box}Phone bookers are read the same sentence by our scheduler before anything is sent.`,
  ]) it(`said aloud: "${flow.slice(box.length)}"`, () => expect(verbal(flow)).toEqual([]));
  for (const flow of [
    // (the same of something else: no words said)
    `${box}Callers get the same reminders; our receptionist asks them if texting is OK.`,
    `${box}Our receptionist asks callers if texting is OK and books them on the same day.`,
  ]) it(`not said: "${flow.slice(box.length)}"`, () => expect(verbal(flow)).toHaveLength(1));
});

describe("a spoken yes for promotional texts with staff typing the number in is no written route (verbal-opt-in-record, Bandwidth 2101)", () => {
  const written = (message_flow: string) => read({ message_flow }).optIn.written;
  for (const flow of [
    "Our reps ask shoppers at the mall booth \"Can Pinecrest text you monthly deals?\" and if they say yes the rep enters the number into the tablet.",
    "At events we ask if people want our specials by text; when they say OK we key the cell into the app ourselves.",
    "Door-to-door, the crew asks homeowners whether they'd like seasonal offers by text and the crew lead types the number on the phone app if they agree.",
  ]) it(`spoken only: "${flow}"`, () => expect(written(flow)).toBeUndefined());
  for (const flow of [
    // (the person's own written act)
    "At the booth we ask shoppers if they'd like monthly deals by text; if they say yes they type their number into the tablet themselves.",
    // (a yes texted back)
    "Our reps ask shoppers if they'd like monthly deals by text; if they say yes we send a text that says \"Reply Y to confirm\" and only those who reply Y are added.",
    // (a written place besides)
    "Our reps ask shoppers if they'd like monthly deals by text, and shoppers can also sign up on the tablet at the booth.",
  ]) it(`written: "${flow}"`, () => expect(written(flow)).toBeDefined());
});

describe("opt-in data reaching another party said the other way round: the party gets it, or it goes to them (consent-third-party)", () => {
  for (const flow of [
    "Customers tick a box for repair texts. The towing partners and body shops we refer to also receive the customer list so they can follow up.",
    "Patients opt in on the intake form; our affiliate pharmacies get those numbers too.",
    "Members join with the keyword TRAIL. Sign-up details may also go to our sponsor companies, who can send their own offers.",
  ]) it(`shared: "${flow}"`, () => expect(read({ message_flow: flow }).scope.thirdParty).toBeDefined());
  for (const flow of [
    // (the people texted get something, or the brand's own people)
    "Clients get a confirmation number by text after booking.",
    "Our adjusters get the claim number and text the owner from the shop line.",
    // (a thing of one's own given out, no data of the brand's)
    "Each partner agent gets a Pinecrest number in the app and texts their own clients from it.",
    // (denied)
    "Your info never goes to partner companies; only our front desk sees it.",
    // (going somewhere of the brand's own)
    "Your number goes to our front desk so staff can confirm the booking.",
  ]) it(`not: "${flow}"`, () => expect(read({ message_flow: flow }).scope.thirdParty).toBeUndefined());
});

describe("everyone's numbers put in by someone who is neither the brand nor the people texted (numbers-provenance)", () => {
  for (const flow of [
    "The team captain opts in with the keyword LEAGUE and then enters every player's mobile number on the roster page.",
    "The bride ticks the box for herself. The planner then adds each bridesmaid's cell to the group text.",
    "A parent signs up by texting CAMP, then uploads every camper's phone number to the portal.",
  ]) it(`given by another: "${flow}"`, () => expect(read({ message_flow: flow }).provenance.referred).toBeDefined());
  for (const flow of [
    // (the brand keeping its own records)
    "We enter every customer's number in the booking system when they call, and only text those who ticked the box.",
    // (the person's own)
    "Each player enters their own mobile number on the roster page and ticks the text box.",
    // (no number)
    "The organizer lists every guest's name on the form so we can set out place cards.",
  ]) it(`not: "${flow}"`, () => expect(read({ message_flow: flow }).provenance.referred).toBeUndefined());
});

describe("people signed up by the brand, the particle after them or the texts after a colon (consent-pre-checked)", () => {
  for (const flow of [
    "New members register at the front desk and the system signs each member up automatically: \"You'll get class texts from Pinecrest Gym. Msg & data rates may apply.\"",
    "The booking software signs every patient up for text reminders the moment they book.",
    "Our app signs all users up on install: \"Pinecrest will message you about your orders. Reply STOP to stop.\"",
  ]) it(`added: "${flow}"`, () => expect(read({ message_flow: flow }).scope.preChecked).toBeDefined());
  for (const flow of [
    // (the person's own act)
    "Members who tick the box sign themselves up: \"You'll get class texts from Pinecrest Gym.\"",
    // (signing in, no one put on anything)
    "Each member signs in at the desk: the screen shows their class times.",
  ]) it(`not: "${flow}"`, () => expect(read({ message_flow: flow }).scope.preChecked).toBeUndefined());
});

describe("everyone named before the clause, added by the brand's verb with no object of its own (consent-pre-checked)", () => {
  for (const flow of [
    "Anyone who messages our Facebook page with a phone number, we add to the text list.",
    "Everyone who calls the studio for a quote, we put on our specials texts.",
    "All the people who email us about a class, I add to the reminder texts.",
  ]) it(`added: "${flow}"`, () => expect(read({ message_flow: flow }).scope.preChecked).toBeDefined());
  for (const flow of [
    // (their own act)
    "Anyone who texts JOIN to our number, we add to the text list.",
    // (the verb has an object of its own)
    "Everyone who calls gets a reply; we add our hours to the text.",
  ]) it(`not: "${flow}"`, () => expect(read({ message_flow: flow }).scope.preChecked).toBeUndefined());
});

describe("every number taken from where it is kept for something else (numbers-provenance)", () => {
  for (const flow of [
    "Flash days are texted to people who text FLASH. We also pulled every number from the booking system onto the list.",
    "Besides the keyword, staff copied all the client numbers from the appointment software.",
    "Text DEALS to join. Also took every phone number off the invoice records last spring.",
  ]) it(`taken: "${flow}"`, () => expect(read({ message_flow: flow }).provenance.onFile).toBeDefined());
  for (const flow of [
    "We pulled every number from the sign-up sheet into the texting tool.",
    "We took every number from the booking system that ticked the text box.",
  ]) it(`not: "${flow}"`, () => expect(read({ message_flow: flow }).provenance.onFile).toBeUndefined());
});

describe("the brand also texting everyone named by something they once did (numbers-provenance)", () => {
  for (const flow of [
    "Customers text us first at the shop number. We also text the walk-in crowd, anyone who stopped by for an estimate this year, about our spring sale.",
    "People join by texting BREW. We also message everyone who bought a growler at the festival.",
    "Guests tick a box at checkout. Staff also text anyone who called about a table last month.",
  ]) it(`texted: "${flow}"`, () => expect(read({ message_flow: flow }).provenance.onFile).toBeDefined());
  for (const flow of [
    // (their own act of consent)
    "We also text anyone who texted JOIN to the shop line.",
    // (a rule for texts to come, not a past group)
    "We also text anyone who books a table online with a reminder the day before.",
    // (not besides the opt-in)
    "We text anyone who called about an estimate back with the quote they asked for.",
  ]) it(`not: "${flow}"`, () => expect(read({ message_flow: flow }).provenance.onFile).toBeUndefined());
});
