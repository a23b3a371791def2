import { useContext, useState } from "preact/hooks";
import { type ServiceEvent, get, type Message, type Page, query } from "./api";
import { AccountId, Failed, Pager, Section, Status, Table, Time, useFieldId, useLoad } from "./shared";

const STATUSES = ["queued", "sending", "sent", "delivered", "undelivered", "failed", "received"];

interface Filters {
  q: string;
  number: string;
  status: string;
  direction: string;
  mode: string;
  since: string;
  until: string;
}
const NONE: Filters = { q: "", number: "", status: "", direction: "", mode: "", since: "", until: "" };

/** A datetime-local value (the emulator clock is UTC) as an ISO time. */
export const iso = (local: string) => (local ? (local.length === 16 ? `${local}:00Z` : `${local}Z`) : undefined);

export function Messages() {
  const account = useContext(AccountId);
  const [draft, setDraft] = useState<Filters>(NONE);
  const [filters, setFilters] = useState<Filters>(NONE);
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const [open, setOpen] = useState<string | null>(null);
  const cursor = cursors[cursors.length - 1];
  const page = useLoad(
    () =>
      get<Page<Message>>(
        `/control/accounts/${account}/messages${query({
          ...filters,
          since: iso(filters.since),
          until: iso(filters.until),
          limit: 50,
          cursor,
        })}`,
      ),
    [account, filters, cursor],
  );
  const set = (k: keyof Filters) => (e: Event) => setDraft({ ...draft, [k]: (e.target as HTMLInputElement).value });
  const apply = (e: Event) => {
    e.preventDefault();
    setFilters(draft);
    setCursors([undefined]);
  };
  const ids = {
    q: useFieldId("q"),
    number: useFieldId("number"),
    status: useFieldId("status"),
    direction: useFieldId("direction"),
    mode: useFieldId("mode"),
    since: useFieldId("since"),
    until: useFieldId("until"),
  };
  const data = page.data;
  return (
    <Section title="Messages">
      <form class="filters" role="search" aria-label="Filter messages" onSubmit={apply}>
        <div class="field wide">
          <label for={ids.q}>Search</label>
          <input id={ids.q} type="search" value={draft.q} onInput={set("q")} placeholder="body, reference, id, number, error" />
        </div>
        <div class="field">
          <label for={ids.number}>Number</label>
          <input id={ids.number} value={draft.number} onInput={set("number")} placeholder="+15551234567" inputMode="tel" />
        </div>
        <div class="field">
          <label for={ids.status}>Status</label>
          <select id={ids.status} value={draft.status} onChange={set("status")}>
            <option value="">any</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </div>
        <div class="field">
          <label for={ids.direction}>Direction</label>
          <select id={ids.direction} value={draft.direction} onChange={set("direction")}>
            <option value="">both</option>
            <option value="outbound">outbound</option>
            <option value="inbound">inbound</option>
          </select>
        </div>
        <div class="field">
          <label for={ids.mode}>Mode</label>
          <select id={ids.mode} value={draft.mode} onChange={set("mode")}>
            <option value="">both</option>
            <option value="live">live</option>
            <option value="test">test</option>
          </select>
        </div>
        <div class="field">
          <label for={ids.since}>From (UTC)</label>
          <input id={ids.since} type="datetime-local" value={draft.since} onInput={set("since")} />
        </div>
        <div class="field">
          <label for={ids.until}>Until (UTC)</label>
          <input id={ids.until} type="datetime-local" value={draft.until} onInput={set("until")} />
        </div>
        <div class="field buttons">
          <button type="submit" class="primary">
            Apply filters
          </button>
          <button
            type="button"
            onClick={() => {
              setDraft(NONE);
              setFilters(NONE);
              setCursors([undefined]);
            }}
          >
            Clear
          </button>
        </div>
      </form>
      <Failed error={page.error} />
      <p class="summary" aria-live="polite">
        {data ? `${data.matching} matching message${data.matching === 1 ? "" : "s"}` : "Loading…"}
      </p>
      <Table
        caption="Messages, newest first"
        head={["Created", "Dir.", "From", "To", "Status", "Segments", "Carrier", "Reference", "Body"]}
        rows={data?.data.length ?? 0}
        empty="No message matches."
      >
        {data?.data.map((m) => (
          <tr key={m.id} class={open === m.id ? "selected" : ""}>
            <td>
              <Time at={m.created_at} />
            </td>
            <td>{m.direction === "outbound" ? "out" : "in"}</td>
            <td class="mono">{m.from}</td>
            <td class="mono">{m.to}</td>
            <td>
              <Status value={m.status} />
            </td>
            <td class="num">{m.segments}</td>
            <td>{m.carrier}</td>
            <td class="mono">{m.reference || <span class="muted">—</span>}</td>
            <td class="body">
              <button type="button" class="link" aria-expanded={open === m.id} onClick={() => setOpen(open === m.id ? null : m.id)}>
                {m.body ? m.body.slice(0, 60) : `(${m.type})`}
              </button>
            </td>
          </tr>
        ))}
      </Table>
      <Pager label="Message pages" cursors={cursors} setCursors={setCursors} page={data} />
      {open && <MessageDetail id={open} onClose={() => setOpen(null)} />}
    </Section>
  );
}

function MessageDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const account = useContext(AccountId);
  const r = useLoad(() => get<{ message: Message; timeline: ServiceEvent[] }>(`/control/accounts/${account}/messages/${id}`), [account, id]);
  const m = r.data?.message;
  return (
    <aside class="detail" aria-label={`Message ${id}`}>
      <div class="detail-head">
        <h3>
          Message
          {" "}
          {id}
        </h3>
        <button type="button" onClick={onClose}>
          Close
        </button>
      </div>
      <Failed error={r.error} />
      {m && (
        <dl class="facts">
          <dt>Status</dt>
          <dd>
            <Status value={m.status} />
            {" "}
            {m.error_code && (
              <span class="mono">
                {m.error_code}
                :
                {" "}
                {m.error_message}
              </span>
            )}
          </dd>
          <dt>From → to</dt>
          <dd class="mono">
            {m.from}
            {" "}
            →
            {" "}
            {m.to}
          </dd>
          <dt>Mode</dt>
          <dd>{m.mode}</dd>
          <dt>Segments</dt>
          <dd>
            {m.segments}
            {" "}
            ({m.encoding}, {m.type})
          </dd>
          <dt>Carrier</dt>
          <dd>{m.carrier}</dd>
          <dt>Reference</dt>
          <dd class="mono">{m.reference || "—"}</dd>
          <dt>Campaign</dt>
          <dd class="mono">{m.campaign_id ?? "—"}</dd>
          <dt>Price</dt>
          <dd>{m.price === null ? "—" : `$${m.price}`}</dd>
          <dt>Body</dt>
          <dd class="pre">{m.body}</dd>
        </dl>
      )}
      <h4>Status timeline</h4>
      <ol class="timeline">
        {m && (
          <li>
            <Time at={m.created_at} />
            {" "}
            created (
            {m.direction === "outbound" ? "queued" : "received"}
            )
          </li>
        )}
        {r.data?.timeline.map((e) => (
          <li key={e.id}>
            <Time at={e.occurred_at} />
            {" "}
            <span class="mono">{e.event}</span>
            {e.deliveries.length > 0 && (
              <span class="muted">
                {" "}
                ·
                {" "}
                {e.deliveries.map((d) => `${d.endpoint_id}: ${d.status}`).join(", ")}
              </span>
            )}
          </li>
        ))}
      </ol>
    </aside>
  );
}
