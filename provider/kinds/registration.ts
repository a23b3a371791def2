// The registration wait Brand and Campaign share (`waitFor` on either): poll the object until it
// reaches the target status, fails review, or the timeout passes. A failure or a timeout is an
// ObjectNotReadyError: the object exists and stays in state, with the service's reasons.
import { z } from "zod";
import { local } from "./fields";
import { ObjectNotReadyError } from "./kind";
import { type SdkContext, sentence, sleep } from "./support";

const DEFAULT_WAIT_TIMEOUT_SECONDS = 900;

/** How a kind describes its wait, for the two fields' descriptions. */
interface WaitDescription<T extends string> {
  /** "brand" or "campaign". */
  readonly noun: string;
  readonly target: T;
  /** "the brand is VERIFIED; UNVERIFIED fails with the reasons". */
  readonly until: string;
  readonly maxDays: number;
}

/** The two local fields of a registration's wait: `waitFor` (the target status) and its timeout. */
export function waitFields<T extends string>(w: WaitDescription<T>) {
  return {
    waitFor: local(z.enum([w.target]).optional().meta({ description: `Create and update wait until ${w.until}` })),
    waitTimeoutSeconds: local(
      z
        .number()
        .min(1)
        .max(w.maxDays * 86_400)
        .default(DEFAULT_WAIT_TIMEOUT_SECONDS)
        .meta({ description: `How long waitFor waits before failing (the ${w.noun} stays registered)` }),
    ),
  };
}

/** What one kind's wait needs to know. */
export interface RegistrationWait<O> {
  /** "Brand" or "Campaign": the start of every message. */
  readonly kind: string;
  readonly id: string;
  /** The status waited for (the desired `waitFor`); undefined means do not wait. */
  readonly target: string | undefined;
  readonly timeoutSeconds: number;
  /** The outputs now (the response of the write that started the wait). */
  readonly outputs: O;
  /** Reads the object's outputs again. */
  read(): Promise<O>;
  /** The reasons it will never reach the target (failed review), or undefined while it still may. */
  failure(outputs: O): string[] | undefined;
  /** The status as progress notes and messages show it. */
  status(outputs: O): string;
  /** What to do about a failed review. */
  advice(outputs: O): string;
}

/** First poll interval, growth and cap: quick at first (tests, fast reviews), gentle later. */
const POLL_FIRST_MS = 250;
const POLL_GROWTH = 1.5;
const POLL_MAX_MS = 5000;

/** The outputs once the object reached the target (at once without a target). Honours ctx.signal. */
export async function awaitRegistration<O extends { status: string }>(
  ctx: SdkContext,
  w: RegistrationWait<O>,
): Promise<O> {
  if (w.target === undefined) return w.outputs;
  const what = `${w.kind} ${w.id}`;
  const deadline = Date.now() + w.timeoutSeconds * 1000;
  let interval = POLL_FIRST_MS;
  let lastStatus: string | undefined;
  for (let outputs = w.outputs; ; outputs = await w.read()) {
    if (outputs.status === w.target) return outputs;
    const reasons = w.failure(outputs);
    if (reasons !== undefined) {
      throw new ObjectNotReadyError(`${what} is ${outputs.status}: ${sentence(reasons)} ${w.advice(outputs)}`, w.id, outputs, reasons);
    }
    const status = w.status(outputs);
    if (status !== lastStatus) ctx.log(`waiting for ${what} to be ${w.target} (now ${status}; up to ${w.timeoutSeconds} s)`);
    lastStatus = status;
    const left = deadline - Date.now();
    if (left <= 0) {
      const reason = `${what} to be ${w.target}: still ${status} after ${w.timeoutSeconds} s (waitTimeoutSeconds)`;
      const message = `${reason}; the ${w.kind.toLowerCase()} is registered and kept: refresh later, or raise waitTimeoutSeconds`;
      throw new ObjectNotReadyError(message, w.id, outputs, [reason]);
    }
    await sleep(Math.min(interval, left), ctx.signal);
    interval = Math.min(interval * POLL_GROWTH, POLL_MAX_MS);
  }
}

/**
 * The service's rules between fields run even when the entry has unknown fields (a typo), so one
 * run reports both (zod skips a refinement after any issue by default). After a wrong type or value
 * they stay skipped: they would judge a value that is not what the user meant (or, in a Pulumi
 * preview, not known yet).
 */
export const EVERY_RUN = {
  when: (payload: { issues: readonly { code?: string }[] }) => payload.issues.every((i) => i.code === "unrecognized_keys"),
};

/** The rules' problems, or none when the value is too broken to judge: its other problems say why. */
export function judged<P>(rules: () => P[]): P[] {
  try {
    return rules();
  } catch {
    return [];
  }
}
