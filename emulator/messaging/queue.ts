import type { Mode } from "../../schema/common";
import type { EmulatorCore } from "../core";
import type { Account } from "../state";

/**
 * Carrier throughput (spec 8: distinct from rate limits). Each campaign has a queue that drains at
 * its carrier throughput T (messages per second), in one-second windows: when a message reaches an
 * idle queue a burst starts, and the burst's i-th message (from 0) leaves in window floor(i / T),
 * i.e. floor(i / T) seconds after the burst started, or at once if that window is already open.
 * With a whole T, N messages accepted together leave T per window over ceil(N / T) windows: the
 * first T at once, the last ceil(N / T) - 1 seconds later, so all have left "queued" within
 * ceil(N / T) seconds. A fractional T spreads the same way (T = 1.25: 5 messages per 4 seconds;
 * T = 0.25: one every 4 seconds). A queue whose booked window has passed is idle again.
 * Queues are per account, mode and campaign.
 */
const QUEUES_COLLECTION = "message_queues";

interface Burst {
  /** Emulator ms at which the current burst started. */
  epoch: number;
  /** Messages booked in this burst. */
  count: number;
}

const windowStart = (b: Burst, t: number) => b.epoch + Math.floor(b.count / t) * 1000;

/** Books the next slot of a campaign's queue; returns the emulator ms at which the message leaves. */
export function bookDeparture(
  core: EmulatorCore,
  account: Account,
  mode: Mode,
  campaignId: string,
  throughputPerSecond: number,
  now: number,
): number {
  const t = throughputPerSecond > 0 ? throughputPerSecond : 1;
  const queues = core.state.collection<Burst>(account, mode, QUEUES_COLLECTION);
  let b = queues.get(campaignId);
  if (!b || now >= windowStart(b, t) + 1000) {
    b = { epoch: now, count: 0 };
    queues.set(campaignId, b);
  }
  const start = windowStart(b, t);
  b.count++;
  return Math.max(now, start);
}
