import type { Carrier, UseCase } from "../../schema/campaigns";

/**
 * Carrier throughput of a campaign (spec 8: "accepted messages queue and drain at the throughput
 * assigned per campaign by each carrier"), derived from the use case and the brand's trust score,
 * after the published AT&T message classes and T-Mobile brand tiers:
 *
 * - AT&T, messages/second per campaign: declared use cases score ≥ 75 → 75, 50–74 → 40, below or
 *   unscored → 4; MARKETING and MIXED need ≥ 85 for 75 and ≥ 65 for 40; LOW_VOLUME 1.25 (75 per
 *   minute); SOLE_PROPRIETOR 0.25 (15 per minute).
 * - T-Mobile: no per-second rate; a daily cap per brand: score ≥ 75 → 200,000, 50–74 → 40,000,
 *   25–49 → 10,000, lower or unscored → 2,000; LOW_VOLUME 2,000; SOLE_PROPRIETOR 1,000.
 * - Verizon: 100 messages/second (6,000 per minute) for every campaign.
 *
 * The campaign's throughput_per_second is the lowest per-second rate its carriers assign.
 */
export function carrierThroughput(
  carrier: Carrier,
  useCase: UseCase,
  trustScore: number | null,
): { perSecond: number | null; dailyCap: number | null } {
  const score = trustScore ?? 0;
  switch (carrier) {
    case "att": {
      if (useCase === "SOLE_PROPRIETOR") return { perSecond: 0.25, dailyCap: null };
      if (useCase === "LOW_VOLUME") return { perSecond: 1.25, dailyCap: null };
      const mixed = useCase === "MARKETING" || useCase === "MIXED";
      const [high, mid] = mixed ? [85, 65] : [75, 50];
      return { perSecond: score >= high ? 75 : score >= mid ? 40 : 4, dailyCap: null };
    }
    case "tmobile": {
      if (useCase === "SOLE_PROPRIETOR") return { perSecond: null, dailyCap: 1_000 };
      if (useCase === "LOW_VOLUME") return { perSecond: null, dailyCap: 2_000 };
      const cap = score >= 75 ? 200_000 : score >= 50 ? 40_000 : score >= 25 ? 10_000 : 2_000;
      return { perSecond: null, dailyCap: cap };
    }
    case "verizon":
      return { perSecond: 100, dailyCap: null };
  }
}
