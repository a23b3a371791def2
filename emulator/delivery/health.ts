import type { EmulatorCore } from "../core";
import type { Delivery, EndpointRecord } from "./model";
import { DISABLE_AFTER_MS } from "./schedule";

/*
 * Failure streaks are judged on each attempt's due time (scheduledAt), not on when it ran: a
 * clock advance that jumps past several due retries must come out as if the time had passed.
 */

/**
 * An endpoint's health (spec 3): its failure streak, disabling once failures span 24 h (with the
 * administrators' email), and manual disabling and re-enabling.
 */
export class EndpointHealth {
  /**
   * Endpoint id → the due time of the failed attempt that closed 24 h of failure, while attempts
   * due before it catch up.
   */
  private readonly pendingDisable = new Map<string, number>();

  constructor(
    private readonly core: EmulatorCore,
    /** The endpoint's deliveries that are pending or awaiting a retry. */
    private readonly activeOf: (endpointId: string) => Iterable<Delivery>,
    /** Stops the endpoint's deliveries: pending retries become undelivered. */
    private readonly stopDeliveries: (ep: EndpointRecord) => void,
  ) {}

  /** An attempt due at `at` succeeded. */
  succeeded(ep: EndpointRecord, at: number): void {
    if (ep.deleted) return;
    if (ep.lastSuccessAt === null || at > ep.lastSuccessAt) ep.lastSuccessAt = at;
    // A success ends the failure streak, unless an attempt due after it has failed since.
    if (ep.status === "enabled" && ep.failingSince !== null && at >= ep.failingSince) {
      ep.failingSince = null;
      this.pendingDisable.delete(ep.id);
    }
  }

  /** An attempt due at `at` failed. */
  failed(ep: EndpointRecord, at: number): void {
    if (ep.deleted || ep.status !== "enabled") return;
    if (ep.failingSince === null && (ep.lastSuccessAt === null || at >= ep.lastSuccessAt)) {
      ep.failingSince = at;
    } else if (ep.failingSince !== null && at - ep.failingSince >= DISABLE_AFTER_MS) {
      // Spec 3: failures that really span 24 h (an attempt failed at least 24 h after the first,
      // no success between), not 24 h of quiet after one failed retry run.
      if (!this.pendingDisable.has(ep.id)) this.pendingDisable.set(ep.id, at);
    }
  }

  /**
   * Disables an endpoint whose failures span 24 h, as of the failed attempt that showed it, unless an
   * attempt due before then is still queued or in flight (the clock jumped past it): then after it,
   * if it failed too. Called once the attempt's delivery has moved on.
   */
  check(ep: EndpointRecord): void {
    const at = this.pendingDisable.get(ep.id);
    if (at === undefined) return;
    if (ep.deleted || ep.status !== "enabled" || ep.failingSince === null) {
      this.pendingDisable.delete(ep.id);
      return;
    }
    for (const d of this.activeOf(ep.id)) {
      if (d.status === "pending" || (d.nextAttemptAt !== null && d.nextAttemptAt < at)) return;
    }
    this.pendingDisable.delete(ep.id);
    this.disable(ep, "failing_continuously", at);
  }

  /** Disabled endpoints receive nothing: pending retries stop and become undelivered (replayable). */
  disable(ep: EndpointRecord, reason: "manual" | "failing_continuously", now: number): void {
    if (ep.status === "disabled") return;
    ep.status = "disabled";
    ep.disabledReason = reason;
    ep.disabledAt = now;
    ep.updatedAt = now;
    this.pendingDisable.delete(ep.id);
    this.stopDeliveries(ep);
    if (reason === "failing_continuously") this.emailDisabled(ep, now);
  }

  /** Re-enabling resets failure tracking; events missed meanwhile wait for a replay. */
  enable(ep: EndpointRecord, now: number): void {
    if (ep.status === "enabled") return;
    ep.status = "enabled";
    ep.disabledReason = null;
    ep.disabledAt = null;
    ep.failingSince = null;
    ep.updatedAt = now;
    this.pendingDisable.delete(ep.id);
  }

  /** A deleted endpoint is no longer judged. */
  forget(ep: EndpointRecord): void {
    this.pendingDisable.delete(ep.id);
  }

  private emailDisabled(ep: EndpointRecord, now: number): void {
    const account = this.core.state.accounts.get(ep.accountId);
    if (!account) return;
    const iso = (ms: number) => this.core.clock.iso(ms);
    this.core.state.sendEmail(
      account,
      now,
      `Webhook endpoint disabled: ${ep.url}`,
      [
        `Your ${ep.mode}-mode webhook endpoint ${ep.id} (${ep.url}) has been disabled.`,
        ``,
        `Every delivery attempt to it has failed since ${ep.failingSince === null ? "unknown" : iso(ep.failingSince)}: ` +
        `it has been failing continuously for 24 hours.`,
        `It receives no events while disabled. Events it missed stay available for replay for 30 days.`,
        ``,
        `To re-enable it once it answers with a 2xx again: PATCH /v1/webhook_endpoints/${ep.id} {"status":"enabled"}.`,
        `Then replay what it missed: POST /v1/events/replay {"occurred_after":…,"occurred_before":…}.`,
      ].join("\n"),
    );
  }
}
