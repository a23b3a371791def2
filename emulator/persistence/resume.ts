import type { EmulatorCore } from "../core";
import { dispatcherFor } from "../delivery/dispatcher";
import { startCarrierReview, submitBrand } from "../registration/lifecycle";
import { brands, campaigns } from "../registration/store";

/**
 * After a restore, the timers the stopped emulator had armed are armed again at their original
 * due times: webhook deliveries and retries, the 24-hour disabling of failing endpoints, event
 * retention (the dispatcher), brand verification and carrier reviews.
 */
export function resumeTimers(core: EmulatorCore): void {
  dispatcherFor(core).resume();
  for (const account of core.state.accounts.values()) {
    for (const mode of ["live", "test"] as const) {
      for (const b of brands(core, account, mode).values()) {
        if (b.status !== "PENDING") continue;
        const updatedAt = b.updatedAt;
        submitBrand(core, account, b, b.submittedAt);
        b.updatedAt = updatedAt;
      }
      for (const c of campaigns(core, account, mode).values()) {
        const pending = Object.values(c.carriers).some((s) => s.status === "PENDING");
        if (pending && c.reviewStartedAt !== null) startCarrierReview(core, account, c, c.reviewStartedAt);
      }
    }
  }
}
