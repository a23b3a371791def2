import { useState } from "preact/hooks";
import { call, type Clock, type Fault, get, post } from "./api";
import { Action, Failed, Section, Table, Time, useFieldId, useLoad } from "./shared";

const STEPS = [
  { label: "10 min", seconds: 600 },
  { label: "1 h", seconds: 3600 },
  { label: "24 h", seconds: 86_400 },
];

/** The "advance by" buttons: every timer that falls due runs (retries, reviews, the 24-hour disable). */
export function ClockControls({ clock }: { clock: Clock | undefined }) {
  return (
    <div class="clock" role="group" aria-label="Emulator clock">
      <span>
        Emulator time
        {" "}
        <Time at={clock?.now} />
      </span>
      {STEPS.map((s) => (
        <Action
          key={s.label}
          label={`Advance the clock by ${s.label}`}
          run={async () => {
            const c = await post<Clock>("/control/clock/advance", { seconds: s.seconds });
            return `The clock is now ${c.now}.`;
          }}
        >
          +
          {s.label}
        </Action>
      ))}
    </div>
  );
}

const KINDS = ["error_5xx", "rate_limit_burst", "latency", "reset_after_commit"];

export function TimeAndFaults({ clock }: { clock: Clock | undefined }) {
  const faults = useLoad(() => get<{ data: Fault[] }>("/control/faults"), []);
  const [target, setTarget] = useState("messages.send");
  const [kind, setKind] = useState("error_5xx");
  const [probability, setProbability] = useState("0.5");
  const ids = { target: useFieldId("target"), kind: useFieldId("kind"), probability: useFieldId("probability") };
  return (
    <>
      <Section title="Time">
        <p>
          The emulator's clock is
          {" "}
          <Time at={clock?.now} />
          ,
          {" "}
          {Math.round((clock?.offset_ms ?? 0) / 60_000)}
          {" "}
          minutes ahead of real time. Advancing it runs
          every timer that falls due: webhook retries, carrier reviews, the 24-hour auto-disable of a failing endpoint.
        </p>
        <ClockControls clock={clock} />
      </Section>
      <Section title="Faults">
        <Failed error={faults.error} />
        <Table
          caption="Faults being injected into the service"
          head={["Fault", "Target", "Kind", "Probability", "Injected", ""]}
          rows={faults.data?.data.length ?? 0}
          empty="No fault: the service behaves."
        >
          {faults.data?.data.map((f) => (
            <tr key={f.id}>
              <td class="mono">{f.id}</td>
              <td class="mono">{f.target}</td>
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
                    await call("DELETE", `/control/faults/${f.id}`);
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
            <input id={ids.target} class="mono" value={target} onInput={(e) => setTarget((e.target as HTMLInputElement).value)} />
          </div>
          <div class="field">
            <label for={ids.kind}>Kind</label>
            <select id={ids.kind} value={kind} onChange={(e) => setKind((e.target as HTMLSelectElement).value)}>
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
                const f = await post<Fault>("/control/faults", { target, kind, probability: Number(probability) });
                return `Added ${f.id}.`;
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
