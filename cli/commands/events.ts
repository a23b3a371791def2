import type { Command } from "commander";
import { InvalidArgumentError } from "commander";
import { connectionOptions } from "../connect";
import { CliError } from "../io";
import { idProblem } from "../../schema/ids";
import { jsonText, terminalText } from "../../sdk/escape";
import { run } from "./common";

interface ListOptions {
  undelivered?: boolean;
  type?: string;
  endpoint?: string;
  since?: string;
  until?: string;
  limit: number;
  format: "text" | "json";
  baseUrl?: string;
  keyId?: string;
  caFile?: string;
}

interface ReplayOptions {
  from?: string;
  to?: string;
  type?: string;
  undelivered?: boolean;
  endpoint?: string;
  baseUrl?: string;
  keyId?: string;
  caFile?: string;
}

const isoTime = (v: string) => {
  if (Number.isNaN(Date.parse(v))) throw new InvalidArgumentError("expected an ISO 8601 time, e.g. 2026-11-21T10:00:00Z");
  return new Date(v).toISOString();
};
const positive = (v: string) => {
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1) throw new InvalidArgumentError("expected a whole number above 0");
  return n;
};

export function registerEvents(program: Command): void {
  const events = program.command("events").description("Webhook events: list the undelivered, replay one or a time range.");

  connectionOptions(events.command("list"))
    .description("List webhook events, newest first.")
    .option("--undelivered", "only events not yet delivered to every endpoint (delivered=false)")
    .option("--type <kind>", "only this event kind, e.g. message.delivered")
    .option("--endpoint <id>", "only deliveries to this endpoint (we_…)")
    .option("--since <time>", "occurred at or after (ISO 8601)", isoTime)
    .option("--until <time>", "occurred before (ISO 8601)", isoTime)
    .option("--limit <n>", "at most this many", positive, 100)
    .option("--format <format>", "text or json (one event envelope per line)", "text")
    .action((opts: ListOptions) =>
      run(opts, async ({ io, conn }) => {
        const query: Record<string, unknown> = { limit: Math.min(opts.limit, 100) };
        if (opts.undelivered) query.delivered = "false";
        if (opts.type) query.type = opts.type;
        if (opts.endpoint) query.endpoint_id = opts.endpoint;
        if (opts.since) query.occurred_after = opts.since;
        if (opts.until) query.occurred_before = opts.until;
        let n = 0;
        for await (const e of conn!.client.events.list(query as never)) {
          if (n++ >= opts.limit) break;
          const ev = e as { id: string; event: string; occurred_at: string; delivered?: boolean };
          if (opts.format === "json") io.out(jsonText(e));
          else io.out(terminalText(`${ev.occurred_at}  ${ev.id}  ${ev.event}${ev.delivered === false ? "  undelivered" : ""}`) + "\n");
        }
        io.progress(`${Math.min(n, opts.limit)} event(s)`);
        return 0;
      }),
    );

  connectionOptions(events.command("replay"))
    .argument("[event_id]", "the evt_ id of one event to replay")
    .description("Replay one event to its endpoints, or every event of a time range (--from/--to).")
    .option("--from <time>", "range start, inclusive (ISO 8601)", isoTime)
    .option("--to <time>", "range end, exclusive (ISO 8601)", isoTime)
    .option("--type <kind>", "with a range: only this event kind")
    .option("--undelivered", "with a range: only events not yet delivered")
    .option("--endpoint <id>", "only to this endpoint (we_…)")
    .action((eventId: string | undefined, opts: ReplayOptions) =>
      run(opts, async ({ io, conn }) => {
        if (eventId && (opts.from || opts.to)) throw new CliError("give an event id or a --from/--to range, not both");
        if (eventId) {
          const problem = idProblem(eventId, "event_id");
          if (problem !== undefined) {
            throw new CliError(
              `the event id '${terminalText(eventId)}' ${problem}: give the evt_ id of one event (\`msgform events list\` shows them), ` +
              "or --from and --to for a range",
            );
          }
          const target = opts.endpoint ? { endpoint_id: opts.endpoint } : {};
          await conn!.client.events.replay({ event_id: eventId } as never, target as never);
          io.progress(`replay of ${eventId} queued`);
          return 0;
        }
        if (!opts.from || !opts.to) throw new CliError("give an event id, or both --from and --to");
        const body: Record<string, unknown> = { occurred_after: opts.from, occurred_before: opts.to };
        if (opts.type) body.type = opts.type;
        if (opts.undelivered) body.delivered = false;
        if (opts.endpoint) body.endpoint_id = opts.endpoint;
        const r = (await conn!.client.events.bulkReplay(body as never)) as {
          matched_events: number;
          replayed_events: number;
        };
        io.progress(`${r.matched_events} event(s) matched, ${r.replayed_events} replayed`);
        io.out(jsonText(r));
        return 0;
      }),
    );
}
