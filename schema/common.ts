import { z } from "zod";

// The field primitives the resources share: timestamps, E.164 numbers, the key mode, metadata labels. The
// shapes every endpoint shares around its resource (errors, lists, pages) are in schema/envelopes.ts.

/** ISO 8601 UTC timestamp with milliseconds, e.g. 2026-11-21T20:27:40.000Z. */
export const Timestamp = z.string().meta({ description: "ISO 8601 UTC timestamp", format: "date-time" });

/** E.164 phone number: a leading + and 8 to 15 digits (spec 2: "E.164 style with leading +"). */
export const E164 = z
  .string()
  .regex(/^\+[1-9][0-9]{7,14}$/, "must be an E.164 number: + then 8 to 15 digits, e.g. +14155550123");

export const Mode = z.enum(["live", "test"]).meta({
  description: "Which data set the object belongs to: test keys see only test data, live keys only live data",
});
export type Mode = z.infer<typeof Mode>;

/** The most labels one object's metadata holds. */
export const METADATA_MAX_KEYS = 20;

/** Free-form labels a caller may attach; msgform's reconcile stores its identity here. */
export const Metadata = z
  .record(z.string().max(40), z.string().max(500))
  .refine((m) => Object.keys(m).length <= METADATA_MAX_KEYS, `at most ${METADATA_MAX_KEYS} metadata keys`)
  .meta({ description: "Up to 20 string labels (keys up to 40 chars, values up to 500)", maxProperties: METADATA_MAX_KEYS });
