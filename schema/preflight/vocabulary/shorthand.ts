/*
 * Texting shorthand read as the word it stands for: the word's lemma becomes the full word, so every
 * phrase and list that reads "text" or "message" reads "txts" and "msgs" too, without each list
 * spelling the short forms. Data, not patterns: the vendors' own call-to-action templates abbreviate
 * ("Msg & data rates may apply", "Msg frequency varies": CTIA Messaging Principles and Best Practices
 * 5.2.1, Twilio's opt-in examples), and owners filling in a registration go further ("1-2 txts per
 * order", "reply STOP to quit", "ur order is ready").
 */
export const SHORTHAND: ReadonlyMap<string, string> = new Map([
  ["txt", "text"],
  ["txts", "text"],
  ["txted", "text"],
  ["txting", "text"],
  ["tx", "text"],
  ["msg", "message"],
  ["msgs", "message"],
  ["msgng", "messaging"],
  ["notif", "notification"],
  ["notifs", "notification"],
  ["appt", "appointment"],
  ["appts", "appointment"],
  ["ur", "your"],
  ["w", "with"],
  ["ppl", "people"],
  ["u", "you"],
  ["pls", "please"],
  ["plz", "please"],
  ["thx", "thanks"],
  ["info", "information"],
  ["approx", "approximately"],
  ["wks", "week"],
  ["mos", "month"],
  ["mins", "minute"],
  ["hrs", "hour"],
  // (points: "double pts this weekend", "raise your score 100 pts"; "pt" alone is a physical therapist or a patient)
  ["pts", "point"],
  ["std", "standard"],
]);
