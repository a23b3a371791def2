/*
 * What the texts are called and who they go to: the words the other lists (callToAction.ts, disclosures.ts,
 * purpose.ts, unread.ts, useCase.ts) and the readings build on. Matched by lemma or as written, lower case. Sources:
 * CTIA Messaging Principles and Best Practices 5.1 (consent) and 5.2.1 (what a call to action discloses);
 * schema/preflight/sources.ts has each page.
 */

/** What the texts are, as a person asking for them names them. */
export const MESSAGE_KINDS = [
  "text", "texts", "texting", "sms", "message", "messages", "msg", "msgs", "reminder", "reminders", "alert", "alerts",
  "update", "updates", "notification", "notifications", "code", "codes", "notice", "notices", "receipt", "receipts",
];

/** Who the recipients are, as a flow names them. */
export const WHO = [
  "customer", "customers", "guest", "guests", "patient", "patients", "member", "members", "client", "clients", "shopper",
  "shoppers", "people", "caller", "callers", "resident", "residents", "student", "students", "parent", "parents",
  "tenant", "tenants", "user", "users", "buyer", "buyers", "renter", "renters", "owner", "owners", "donor", "donors",
  "volunteer", "volunteers", "homeowner", "homeowners", "driver", "drivers", "rider", "riders", "they", "you",
  "prospect", "prospects", "applicant", "applicants", "patron", "patrons", "visitor", "visitors", "recipient", "recipients",
];

/**
 * Who is texted, as a description or a flow names them: the recipients (WHO) and other words for people, so that the
 * object of "texts" that names who gets the texts is not read as what they are about ("texts owners", "texts a
 * card holder", "texts our community").
 */
export const RECIPIENT_NOUNS = [
  ...WHO, "holder", "holders", "fan", "fans", "follower", "followers", "subscriber", "subscribers", "family", "families",
  "community", "everyone", "everybody", "neighbor", "neighbors", "neighbour", "neighbours", "staff", "employee",
  "employees", "team", "crew", "attendee", "attendees", "participant", "participants", "recipient", "recipients",
  "contact", "contacts", "person", "folks", "diner", "diners", "reader", "readers", "player", "players", "athlete",
  "athletes", "agent", "agents", "partner", "partners", "supporter", "supporters", "voter", "voters", "them", "him",
  "her", "us", "list", "audience", "household", "households", "number", "numbers",
];
/** The texting channel by its names (consent.ts BUNDLED_CHANNELS are the others one consent may bundle with it). */
export const TEXT_CHANNEL = ["text", "texts", "sms", "message", "messages", "msg", "msgs", "mms", "texting"];
