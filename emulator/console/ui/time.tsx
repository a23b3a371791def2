import { useContext, useEffect, useState } from "preact/hooks";
import { type BodyFor, call, type Clock, type EndpointHealth, platform, reads } from "./api";
import { nameOf, Names, Ref } from "./names";
import { AccountId, Action, Failed, formatSpan, formatTime, Section, Table, useFieldId, useLoad } from "./shared";

const STEPS = [
  { label: "10 min", seconds: 600 },
  { label: "1 h", seconds: 3600 },
  { label: "24 h", seconds: 86_400 },
];

const DAY_MS = 86_400_000;

/** The emulator clock runs on from real time plus its offset: this ticks it every second. */
function useEmulatorNow(clock: Clock | undefined): number | undefined {
  const [, tick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => tick((n) => n + 1), 1000);
    return () => clearInterval(timer);
  }, []);
  return clock ? Date.now() + clock.offset_ms : undefined;
}

/** "1 h ahead of real time", or "on real time". */
function aheadText(offsetMs: number): string {
  return Math.abs(offsetMs) < 1000 ? "on real time" : `${formatSpan(offsetMs)} ${offsetMs > 0 ? "ahead of" : "behind"} real time`;
}

/** The emulator's time (and how far ahead of real time it is), and the "advance by" buttons. */
export function ClockControls({ clock }: { clock: Clock | undefined }) {
  const now = useEmulatorNow(clock);
  return (
    <div class="clock" role="group" aria-label="Emulator clock">
      <span class="clock-now">
        <span class="clock-label">Emulator time </span>
        {now === undefined ? "…" : <time dateTime={new Date(now).toISOString()}>{formatTime(now)}</time>}
        {clock && clock.offset_ms !== 0 && <span class="clock-ahead">{` (+${formatSpan(clock.offset_ms)})`}</span>}
      </span>
      {STEPS.map((s) => (
        <Action
          key={s.label}
          label={`Advance the clock by ${s.label}`}
          run={async () => {
            const c = await call(platform.advanceClock, { body: { seconds: s.seconds } });
            return `The emulator clock is now ${formatTime(c.now)}, ${aheadText(c.offset_ms)}.`;
          }}
        >
          +
          {s.label}
        </Action>
      ))}
    </div>
  );
}

/**
 * What advancing the clock by a day does to the failing endpoints (docs/decisions.md): an endpoint is
 * disabled when an attempt due 24 h or more after it started failing fails too. Moving the clock
 * sends nothing by itself, so it stays enabled until such an attempt runs.
 */
function DayAhead({ now }: { now: number | undefined }) {
  const account = useContext(AccountId);
  const endpoints = useLoad(() => call(reads.listEndpoints, { params: { account_id: account } }), [account]);
  if (now === undefined || !endpoints.data) return null;
  const failing = endpoints.data.data.filter((e): e is EndpointHealth & { failing_since: string } => e.status === "enabled" && e.failing_since !== null);
  if (failing.length === 0) {
    return <p class="muted">No enabled endpoint is failing: advancing the clock disables none.</p>;
  }
  return (
    <ul class="day-ahead" aria-label="What +24 h does to failing endpoints">
      {failing.map((e) => {
        const due = Date.parse(e.failing_since) + DAY_MS;
        const after = now + DAY_MS;
        return (
          <li key={e.id}>
            <Ref id={e.id} quiet />
            {" has failed since "}
            {formatTime(e.failing_since)}
            {". "}
            {due <= after
              ? `After +24 h, the first attempt to it that fails disables it (any attempt due after ${formatTime(due)}). ` +
              "Advancing sends nothing by itself: it stays enabled until the next event delivered to it fails, " +
              "and a success in between starts the count again."
              : `It can be disabled from ${formatTime(due)} (emulator time), ${formatSpan(due - now)} from now, by an attempt that fails then.`}
          </li>
        );
      })}
    </ul>
  );
}

const KINDS = ["error_5xx", "rate_limit_burst", "latency", "reset_after_commit"] as const;
type FaultBody = BodyFor<typeof platform.addFault>;

export function TimeAndFaults({ clock }: { clock: Clock | undefined }) {
  const names = useContext(Names);
  const faults = useLoad(() => call(platform.listFaults), []);
  const operations = useLoad(() => call(platform.listOperations), []);
  const now = useEmulatorNow(clock);
  const [target, setTarget] = useState("messages.create");
  const [kind, setKind] = useState<FaultBody["kind"]>("error_5xx");
  const [probability, setProbability] = useState("0.5");
  const ids = { target: useFieldId("target"), kind: useFieldId("kind"), probability: useFieldId("probability") };
  const ops = operations.data;
  return (
    <>
      <Section title="Time">
        <dl class="facts clock-facts">
          <dt>Emulator clock</dt>
          <dd>{now === undefined ? "…" : formatTime(now)}</dd>
          <dt>Real time</dt>
          <dd>
            {formatTime(Date.now())}
            {clock && (
              <span class="muted">
                {" — the emulator is "}
                {aheadText(clock.offset_ms)}
              </span>
            )}
          </dd>
        </dl>
        <p>
          Every time the console shows is on the emulator clock, in UTC. Advancing it runs every timer that falls
          due, in order: webhook retries, carrier reviews, retention. A failing endpoint is disabled by an attempt that
          fails 24 h or more after its first failure, not by the clock alone.
        </p>
        <h3>What +24 h will do</h3>
        <DayAhead now={now} />
        <p class="muted">The +10 min, +1 h and +24 h buttons at the top move the emulator clock.</p>
      </Section>
      <Section title="Faults">
        <Failed error={faults.error ?? operations.error} />
        <Table
          caption="Faults being injected into the service"
          head={["Fault", "Target", "Kind", "Probability", "Injected", ""]}
          rows={faults.data?.data.length ?? 0}
          empty="No fault: the service behaves."
        >
          {faults.data?.data.map((f) => (
            <tr key={f.id}>
              <td>
                <Ref id={f.id} />
              </td>
              <td class="mono">
                {f.target}
                {f.account_id && (
                  <span class="muted">
                    {" for "}
                    {nameOf(names, f.account_id) ?? f.account_id}
                  </span>
                )}
              </td>
              <td>{f.kind}</td>
              <td class="num">{f.probability}</td>
              <td class="num">
                {f.count}
                {f.max_count ? ` of ${f.max_count}` : ""}
              </td>
              <td>
                <Action
                  label={`Remove fault ${f.id}`}
                  kind="danger"
                  run={async () => {
                    await call(platform.removeFault, { params: { fault_id: f.id } });
                    return `Removed ${f.id}.`;
                  }}
                >
                  Remove
                </Action>
              </td>
            </tr>
          ))}
        </Table>
        <form class="filters" aria-label="Add a fault" onSubmit={(e) => e.preventDefault()}>
          <div class="field">
            <label for={ids.target}>Target operation</label>
            <select id={ids.target} class="mono" value={target} onChange={(e) => setTarget((e.target as HTMLSelectElement).value)}>
              {!ops && <option value={target}>{target}</option>}
              {ops && (
                <optgroup label="Several operations">
                  {ops.families.map((f) => (
                    <option key={f} value={f}>
                      {f === "*" ? "* (every operation)" : `${f} (every ${f.slice(0, -2)} operation)`}
                    </option>
                  ))}
                </optgroup>
              )}
              {ops && (
                <optgroup label="One operation">
                  {ops.data.map((o) => (
                    <option key={o.id} value={o.id}>
                      {`${o.id} — ${o.method} ${o.path}`}
                    </option>
                  ))}
                </optgroup>
              )}
            </select>
          </div>
          <div class="field">
            <label for={ids.kind}>Kind</label>
            <select id={ids.kind} value={kind} onChange={(e) => setKind((e.target as HTMLSelectElement).value as FaultBody["kind"])}>
              {KINDS.map((k) => (
                <option key={k} value={k}>
                  {k}
                </option>
              ))}
            </select>
          </div>
          <div class="field">
            <label for={ids.probability}>Probability</label>
            <input
              id={ids.probability}
              type="number"
              min="0"
              max="1"
              step="0.05"
              value={probability}
              onInput={(e) => setProbability((e.target as HTMLInputElement).value)}
            />
          </div>
          <div class="field buttons">
            <Action
              kind="primary"
              run={async () => {
                const f = await call(platform.addFault, { body: { target, kind, probability: Number(probability) } });
                return `Added ${f.id}: ${f.kind} on ${f.target}.`;
              }}
            >
              Add fault
            </Action>
          </div>
        </form>
      </Section>
    </>
  );
}
