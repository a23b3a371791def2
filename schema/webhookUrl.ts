import { z } from "zod";

// A webhook endpoint's URL rule (spec 2 and 6: where its deliveries are POSTed), on its own so the WebhookEndpoint
// kind declares its field without building the endpoint's wire model (schema/webhooks.ts).

/** Host names that may receive over plain http: the loopback receivers of local development. */
function isLoopbackHost(hostname: string): boolean {
  const h = hostname.toLowerCase();
  if (h === "localhost" || h.endsWith(".localhost") || h === "[::1]") return true;
  const m = /^127\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(h);
  return m !== null && m.slice(1).every((o) => Number(o) <= 255);
}

/** Why a URL cannot receive webhooks, or undefined when it can. */
function webhookUrlProblem(value: string): string | undefined {
  let u: URL;
  try {
    u = new URL(value);
  } catch {
    return "must be an absolute URL, e.g. https://example.com/webhooks";
  }
  if (u.protocol === "http:") {
    if (!isLoopbackHost(u.hostname)) {
      return "must use https://; plain http:// is accepted only for loopback receivers (localhost, 127.0.0.0/8, [::1])";
    }
  } else if (u.protocol !== "https:") {
    return "must use https:// (or http:// for a loopback receiver)";
  }
  if (u.username !== "" || u.password !== "") return "must not carry credentials (user:password@)";
  if (u.hash !== "") return "must not carry a #fragment";
  return undefined;
}

export const WebhookUrl = z
  .string()
  .max(2048)
  .superRefine((v, ctx) => {
    const problem = webhookUrlProblem(v);
    if (problem !== undefined) ctx.addIssue({ code: "custom", message: problem });
  })
  .meta({
    description:
      "Where deliveries are POSTed. https:// required; plain http:// only for loopback (localhost, 127.0.0.0/8, [::1]). " +
      "Redirects are not followed",
  });
