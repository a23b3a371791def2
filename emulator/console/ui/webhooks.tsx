import { useContext, useState } from "preact/hooks";
import { type BodyFor, call, type DeliveryAttempt, type EndpointHealth, type EventWithAttempts, type QueryFor, reads } from "./api";
import { iso } from "./messages";
import { nameOf, Names, Ref } from "./names";
import { AccountId, Action, Failed, formatSpan, Pager, Section, Status, Table, Time, useFieldId, useLoad } from "./shared";

export function Webhooks() {
  const account = useContext(AccountId);
  const endpoints = useLoad(() => call(reads.listEndpoints, { params: { account_id: account } }), [account]);
  return (
    <>
      <Section title="Webhook endpoints">
        <Failed error={endpoints.error} />
        <Table
          caption="Endpoints and their health"
          head={["Endpoint", "Mode", "URL", "Status", "Failing streak", "Failing since", "Last success", "Disabled"]}
          rows={endpoints.data?.data.length ?? 0}
          empty="No webhook endpoint yet."
        >
          {endpoints.data?.data.map((ep) => (
            <tr key={ep.id}>
              <td>
                <Ref id={ep.id} />
              </td>
              <td>{ep.mode}</td>
              <td class="mono url">{ep.url}</td>
              <td>
                <Status value={ep.status} />
              </td>
              <td class={`num ${ep.failing_streak > 0 ? "warn" : ""}`}>{ep.failing_streak}</td>
              <td>
                <Time at={ep.failing_since} />
              </td>
              <td>
                <Time at={ep.last_success_at} />
              </td>
              <td>
                {ep.disabled_at ? (
                  <>
                    <Time at={ep.disabled_at} />
                    {" "}
                    <span class="mono">{ep.disabled_reason}</span>
                  </>
                ) : (
                  <span class="muted">—</span>
                )}
              </td>
            </tr>
          ))}
        </Table>
      </Section>
      <Deliveries endpoints={endpoints.data?.data ?? []} />
    </>
  );
}

function Deliveries({ endpoints }: { endpoints: EndpointHealth[] }) {
  const account = useContext(AccountId);
  const names = useContext(Names);
  const [endpoint, setEndpoint] = useState("");
  const [delivered, setDelivered] = useState("");
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const [open, setOpen] = useState<string | null>(null);
  const cursor = cursors[cursors.length - 1];
  const events = useLoad(
    () =>
      call(reads.listEvents, {
        params: { account_id: account },
        query: {
          endpoint_id: endpoint || undefined,
          delivered: delivered || undefined,
          limit: 25,
          cursor,
        } as QueryFor<typeof reads.listEvents>,
      }),
    [account, endpoint, delivered, cursor],
  );
  const ids = { endpoint: useFieldId("endpoint"), delivered: useFieldId("delivered") };
  const data = events.data;
  return (
    <Section title="Deliveries">
      <form class="filters" aria-label="Filter deliveries" onSubmit={(e) => e.preventDefault()}>
        <div class="field">
          <label for={ids.endpoint}>Endpoint</label>
          <select
            id={ids.endpoint}
            value={endpoint}
            onChange={(e) => {
              setEndpoint((e.target as HTMLSelectElement).value);
              setCursors([undefined]);
            }}
          >
            <option value="">every endpoint</option>
            {endpoints.map((ep) => (
              <option key={ep.id} value={ep.id}>
                {[nameOf(names, ep.id), ep.id].filter(Boolean).join(" · ")}
                {" "}
                (
                {ep.url}
                )
              </option>
            ))}
          </select>
        </div>
        <div class="field">
          <label for={ids.delivered}>Delivered</label>
          <select
            id={ids.delivered}
            value={delivered}
            onChange={(e) => {
              setDelivered((e.target as HTMLSelectElement).value);
              setCursors([undefined]);
            }}
          >
            <option value="">any</option>
            <option value="false">not delivered</option>
            <option value="true">delivered</option>
          </select>
        </div>
      </form>
      <BulkReplay />
      <Failed error={events.error} />
      <p class="summary">{data ? `${data.matching} event${data.matching === 1 ? "" : "s"}` : "Loading…"}</p>
      <Table
        caption="Events and their deliveries, newest first"
        head={["Occurred", "Event", "Mode", "Deliveries", "Attempts", ""]}
        rows={data?.data.length ?? 0}
        empty="No event yet."
      >
        {data?.data.map((e) => [
          <tr key={e.id} class={open === e.id ? "selected" : ""}>
            <td>
              <Time at={e.occurred_at} />
            </td>
            <td>
              <span class="mono">{e.event}</span>
              <div class="mono muted small">{e.id}</div>
            </td>
            <td>{e.mode}</td>
            <td>
              {e.deliveries.length === 0 ? (
                <span class="muted">no endpoint</span>
              ) : (
                e.deliveries.map((d) => (
                  <div key={d.endpoint_id}>
                    <Status value={d.status} />
                    {" "}
                    <Ref id={d.endpoint_id} quiet />
                  </div>
                ))
              )}
            </td>
            <td class="num">
              <button type="button" class="link" aria-expanded={open === e.id} onClick={() => setOpen(open === e.id ? null : e.id)}>
                {e.attempts.length}
                {" "}
                attempt
                {e.attempts.length === 1 ? "" : "s"}
              </button>
            </td>
            <td>
              <Action
                label={`Replay ${e.id}`}
                run={async () => {
                  await call(reads.replayEvent, {
                    params: { account_id: account, event_id: e.id },
                    body: { include_delivered: true },
                  });
                  return `Replaying ${e.id}.`;
                }}
              >
                Replay
              </Action>
            </td>
          </tr>,
          open === e.id && (
            <tr key={`${e.id}-attempts`} class="attempts-row">
              <td colSpan={6}>
                <Attempts event={e} />
              </td>
            </tr>
          ),
        ])}
      </Table>
      <Pager label="Event pages" cursors={cursors} setCursors={setCursors} page={data} />
    </Section>
  );
}

function Attempts({ event }: { event: EventWithAttempts }) {
  if (event.attempts.length === 0) return <p class="muted">No attempt: no enabled endpoint subscribed to it.</p>;
  return (
    <ol class="attempts" aria-label={`Attempts of ${event.id}`}>
      {event.attempts.map((a) => (
        <li key={a.id} class={`attempt ${a.outcome}`}>
          <div class="attempt-head">
            <strong>
              Run
              {" "}
              {a.run}
              , attempt
              {" "}
              {a.number}
            </strong>
            {" "}
            <Status value={a.outcome} />
            {" "}
            <span>{a.status_code === null ? (a.error ?? "no response") : `HTTP ${a.status_code}`}</span>
            {" "}
            <span class="muted" title="Real time, from sending to the response headers">
              {a.latency_ms === null ? "" : `${a.latency_ms} ms`}
            </span>
          </div>
          <AttemptTimes a={a} />
          <div class="small">
            to
            {" "}
            <Ref id={a.endpoint_id} quiet />
            {" "}
            <span class="mono">{a.url}</span>
          </div>
          {a.signature && (
            <div class="mono small sig">
              SVC-Signature:
              {" "}
              {a.signature}
            </div>
          )}
          {a.response_excerpt ? (
            <pre class="excerpt" aria-label="Response excerpt">
              {a.response_excerpt}
            </pre>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

function BulkReplay() {
  const account = useContext(AccountId);
  const [from, setFrom] = useState("");
  const [until, setUntil] = useState("");
  const [mode, setMode] = useState("live");
  const ids = { from: useFieldId("replay-from"), until: useFieldId("replay-until"), mode: useFieldId("replay-mode") };
  return (
    <form class="filters bulk" aria-label="Replay a time range" onSubmit={(e) => e.preventDefault()}>
      <div class="field">
        <label for={ids.from}>Replay from (UTC)</label>
        <input id={ids.from} type="datetime-local" value={from} onInput={(e) => setFrom((e.target as HTMLInputElement).value)} />
      </div>
      <div class="field">
        <label for={ids.until}>until (UTC)</label>
        <input id={ids.until} type="datetime-local" value={until} onInput={(e) => setUntil((e.target as HTMLInputElement).value)} />
      </div>
      <div class="field">
        <label for={ids.mode}>Mode</label>
        <select id={ids.mode} value={mode} onChange={(e) => setMode((e.target as HTMLSelectElement).value)}>
          <option value="live">live</option>
          <option value="test">test</option>
        </select>
      </div>
      <div class="field buttons">
        <Action
          run={async () => {
            const r = await call(reads.bulkReplay, {
              params: { account_id: account },
              body: {
                mode: mode as "live" | "test",
                ...(from ? { occurred_after: iso(from) } : {}),
                ...(until ? { occurred_before: iso(until) } : {}),
                include_delivered: true,
              } as BodyFor<typeof reads.bulkReplay>,
            });
            return `Bulk replay: ${r.matched_events} events matched, ${r.deliveries} deliveries started.`;
          }}
        >
          Replay range
        </Action>
      </div>
    </form>
  );
}

/**
 * When an attempt was due and when it ran, on the emulator clock. After the clock jumps, attempts
 * that fell due in the jump run at once, later than their schedule: the line says so, so that a next
 * retry due before the attempt ran does not read backwards.
 */
function AttemptTimes({ a }: { a: DeliveryAttempt }) {
  const late = Date.parse(a.started_at) - Date.parse(a.scheduled_at);
  const nextPast = a.next_retry_at !== null && Date.parse(a.next_retry_at) <= Date.parse(a.started_at);
  return (
    <div class="attempt-times small">
      due
      {" "}
      <Time at={a.scheduled_at} />
      {late >= 1000 ? (
        <>
          {", sent "}
          <Time at={a.started_at} />
          <span class="muted">
            {" ("}
            {formatSpan(late)}
            {" later: the emulator clock was moved past it)"}
          </span>
        </>
      ) : (
        <span class="muted"> (sent on time)</span>
      )}
      {a.next_retry_at && (
        <span>
          {" · next retry due "}
          <Time at={a.next_retry_at} />
          {nextPast && <span class="muted"> (already due when this one ran: it follows at once)</span>}
        </span>
      )}
    </div>
  );
}
