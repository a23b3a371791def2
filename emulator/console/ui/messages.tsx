import type { ComponentChildren } from "preact";
import { useContext, useEffect, useRef, useState } from "preact/hooks";
import { call, type Message, type MessagePage, type QueryFor, reads } from "./api";
import { Copy, Ref } from "./names";
import { AccountId, Action, Failed, Pager, Section, Status, Table, Time, useFieldId, useLoad } from "./shared";

const STATUSES = ["queued", "sending", "sent", "delivered", "undelivered", "failed", "received"];
const DIRECTIONS = ["outbound", "inbound"];
const MODES = ["live", "test"];

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

/** What the pane beside the list shows, kept in the address (#/messages/<id>, #/messages/conversation/<a>/<b>). */
type Pane = { kind: "message"; id: string } | { kind: "conversation"; a: string; b: string } | null;

function paneOf(hash: string): Pane {
  const parts = hash.replace(/^#\/messages\/?/, "").split("/").filter(Boolean).map(decodeURIComponent);
  if (parts[0] === "conversation" && parts[1] && parts[2]) return { kind: "conversation", a: parts[1], b: parts[2] };
  if (parts[0]?.startsWith("msg_")) return { kind: "message", id: parts[0] };
  return null;
}

const go = (pane: Pane) => {
  location.hash = pane === null
    ? "#/messages"
    : pane.kind === "message"
      ? `#/messages/${encodeURIComponent(pane.id)}`
      : `#/messages/conversation/${encodeURIComponent(pane.a)}/${encodeURIComponent(pane.b)}`;
};

/** The pane named by the address, following it (the Back button closes the pane). */
function usePane(): Pane {
  const [pane, setPane] = useState<Pane>(paneOf(location.hash));
  useEffect(() => {
    const on = () => setPane(paneOf(location.hash));
    addEventListener("hashchange", on);
    return () => removeEventListener("hashchange", on);
  }, []);
  return pane;
}

const lookKey = (account: string) => `msgform-console:last-look:${account}`;

/**
 * New since the last look: the newest message's time when the list was last left, kept in this
 * browser per account. Messages created after it are marked until this visit ends (or "Mark all
 * seen"); opening one marks it seen.
 */
function useLastLook(account: string, newest: string | undefined, loaded: boolean) {
  const [since, setSince] = useState<string | null>(() => localStorage.getItem(lookKey(account)));
  const [seen, setSeen] = useState<ReadonlySet<string>>(new Set());
  const latest = useRef(newest);
  latest.current = newest;
  useEffect(() => {
    setSince(localStorage.getItem(lookKey(account)));
    setSeen(new Set());
    return () => {
      if (latest.current) localStorage.setItem(lookKey(account), latest.current);
    };
  }, [account]);
  useEffect(() => {
    // The first look of all: remember where it starts ("0" when the list is empty: all later ones are new).
    if (since === null && loaded) localStorage.setItem(lookKey(account), newest ?? "0");
  }, [account, since, newest, loaded]);
  return {
    isNew: (m: Message) => since !== null && m.created_at > since && !seen.has(m.id),
    markSeen: (id: string) => setSeen((s) => new Set(s).add(id)),
    markAllSeen: () => {
      if (!newest) return;
      localStorage.setItem(lookKey(account), newest);
      setSince(newest);
    },
  };
}

export function Messages() {
  const account = useContext(AccountId);
  const [draft, setDraft] = useState<Filters>(NONE);
  const [filters, setFilters] = useState<Filters>(NONE);
  // On a phone the search alone shows until asked for the rest.
  const [moreFilters, setMoreFilters] = useState(false);
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const pane = usePane();
  const cursor = cursors[cursors.length - 1];
  const page = useLoad(
    () =>
      call(reads.listMessages, {
        params: { account_id: account },
        // The selects hold the schema's own values; empty ones are left out of the query.
        query: {
          ...filters,
          since: iso(filters.since),
          until: iso(filters.until),
          limit: 50,
          cursor,
        } as QueryFor<typeof reads.listMessages>,
      }),
    [account, filters, cursor],
  );
  const data: MessagePage | undefined = page.data;
  const firstPage = cursors.length === 1 && filters === NONE;
  const look = useLastLook(account, firstPage ? data?.data[0]?.created_at : undefined, firstPage && data !== undefined);
  const listRef = useRef<HTMLDivElement>(null);
  const openId = pane?.kind === "message" ? pane.id : null;

  // Escape closes the pane and puts the focus back on the message's row.
  useEffect(() => {
    if (pane === null) return undefined;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      const target = e.target as HTMLElement | null;
      if (target?.closest("input, select, textarea")) return;
      e.preventDefault();
      const back = pane.kind === "message" ? pane.id : null;
      go(null);
      if (back) requestAnimationFrame(() => listRef.current?.querySelector<HTMLElement>(`tr[data-id="${back}"]`)?.focus());
    };
    addEventListener("keydown", onKey);
    return () => removeEventListener("keydown", onKey);
  }, [pane]);

  const open = (m: Message) => {
    look.markSeen(m.id);
    go({ kind: "message", id: m.id });
  };
  const onRowKey = (e: KeyboardEvent, m: Message) => {
    const row = e.currentTarget as HTMLTableRowElement;
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      const next = (e.key === "ArrowDown" ? row.nextElementSibling : row.previousElementSibling) as HTMLElement | null;
      next?.focus();
    } else if (e.key === "Enter" && e.target === row) {
      e.preventDefault();
      open(m);
    }
  };

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
  const fresh = data?.data.filter(look.isNew).length ?? 0;
  return (
    <Section title="Messages">
      <div class={`messages${pane ? " pane-open" : ""}`}>
        <form class={`filters${moreFilters ? " show-extra" : ""}`} role="search" aria-label="Filter messages" onSubmit={apply}>
          <div class="field wide">
            <label for={ids.q}>Search</label>
            <input id={ids.q} type="search" value={draft.q} onInput={set("q")} placeholder="body, reference, id, number, error" />
          </div>
          <div class="field extra">
            <label for={ids.number}>Number</label>
            <input id={ids.number} value={draft.number} onInput={set("number")} placeholder="+15551234567" inputMode="tel" />
          </div>
          <FilterChoice id={ids.status} label="Status" value={draft.status} onChange={set("status")} any="any" options={STATUSES} />
          <FilterChoice id={ids.direction} label="Direction" value={draft.direction} onChange={set("direction")} any="both" options={DIRECTIONS} />
          <FilterChoice id={ids.mode} label="Mode" value={draft.mode} onChange={set("mode")} any="both" options={MODES} />
          <div class="field extra">
            <label for={ids.since}>From (UTC)</label>
            <input id={ids.since} type="datetime-local" value={draft.since} onInput={set("since")} />
          </div>
          <div class="field extra">
            <label for={ids.until}>Until (UTC)</label>
            <input id={ids.until} type="datetime-local" value={draft.until} onInput={set("until")} />
          </div>
          <div class="field buttons">
            <button type="submit" class="primary">
              Apply filters
            </button>
            <button type="button" class="more-toggle" aria-expanded={moreFilters} onClick={() => setMoreFilters(!moreFilters)}>
              {moreFilters ? "Fewer filters" : "More filters"}
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
        <div class="list-bar">
          <p class="summary" aria-live="polite">
            {data ? `${data.matching} matching message${data.matching === 1 ? "" : "s"}` : "Loading…"}
            {fresh > 0 && (
              <span class="new-count">
                {" · "}
                {fresh}
                {" "}
                new since your last look
              </span>
            )}
          </p>
          {fresh > 0 && (
            <button type="button" onClick={look.markAllSeen}>
              Mark all seen
            </button>
          )}
          <ClearAll mode={filters.mode} count={data?.matching ?? 0} />
        </div>
        <p class="hint muted">Click a message or press Enter on it; arrows move between messages, Escape goes back.</p>
        <div class={`mail${pane ? " has-pane" : ""}`}>
          <div class="mail-list" ref={listRef}>
            <Table
              caption="Messages, newest first"
              head={["Created", "Dir.", "From", "To", "Body", "Status", "Reference"]}
              rows={data?.data.length ?? 0}
              empty="No message matches."
            >
              {data?.data.map((m) => {
                const isNew = look.isNew(m);
                return (
                  <tr
                    key={m.id}
                    data-id={m.id}
                    tabIndex={0}
                    aria-selected={openId === m.id}
                    class={`${openId === m.id ? "selected" : ""}${isNew ? " new" : ""}`}
                    onClick={(e) => {
                      if (!(e.target as HTMLElement).closest("button")) open(m);
                    }}
                    onKeyDown={(e) => onRowKey(e, m)}
                  >
                    <td>
                      {isNew && <span class="new-mark">new</span>}
                      <Time at={m.created_at} />
                    </td>
                    <td>{m.direction === "outbound" ? "out" : "in"}</td>
                    <td>
                      <Ref id={m.from} quiet />
                    </td>
                    <td>
                      <Ref id={m.to} quiet />
                    </td>
                    <td class="body">
                      <button type="button" class="link" aria-expanded={openId === m.id} onClick={() => open(m)}>
                        {m.body ? m.body.slice(0, 60) : `(${m.type})`}
                      </button>
                    </td>
                    <td>
                      <Status value={m.status} />
                    </td>
                    <td class="mono">{m.reference || <span class="muted">—</span>}</td>
                  </tr>
                );
              })}
            </Table>
            <Pager label="Message pages" cursors={cursors} setCursors={setCursors} page={data} />
          </div>
          {pane && (
            <div class="mail-pane">
              {pane.kind === "message" ? <MessageDetail id={pane.id} /> : <Conversation a={pane.a} b={pane.b} />}
            </div>
          )}
        </div>
      </div>
    </Section>
  );
}

/** Clear all: the account's messages (of the mode filtered on, or both), after a second click. */
/** One of the filter form's choices: a labelled list whose first entry (`any`) filters nothing. */
interface FilterChoiceProps {
  id: string;
  label: string;
  value: string;
  onChange: (e: Event) => void;
  /** What the empty choice reads ("any", "both"). */
  any: string;
  options: readonly string[];
}
function FilterChoice(p: FilterChoiceProps) {
  return (
    <div class="field extra">
      <label for={p.id}>{p.label}</label>
      <select id={p.id} value={p.value} onChange={p.onChange}>
        <option value="">{p.any}</option>
        {p.options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    </div>
  );
}

function ClearAll({ mode, count }: { mode: string; count: number }) {
  const account = useContext(AccountId);
  const [asking, setAsking] = useState(false);
  const which = mode ? `${mode} ` : "";
  if (!asking) {
    return (
      <button type="button" class="danger" disabled={count === 0} onClick={() => setAsking(true)}>
        Clear all messages…
      </button>
    );
  }
  return (
    <span class="confirm" role="group" aria-label="Confirm clearing">
      <span>
        Remove every
        {" "}
        {which}
        message of this account? Their events and charges stay.
      </span>
      <Action
        kind="danger"
        run={async () => {
          const r = await call(reads.clearMessages, {
            params: { account_id: account },
            query: { mode: mode || undefined } as QueryFor<typeof reads.clearMessages>,
          });
          setAsking(false);
          go(null);
          return `Cleared ${r.deleted} message${r.deleted === 1 ? "" : "s"}.`;
        }}
      >
        Yes, clear
      </Action>
      <button type="button" onClick={() => setAsking(false)}>
        Cancel
      </button>
    </span>
  );
}

function PaneHead({ title, children }: { title: ComponentChildren; children?: ComponentChildren }) {
  const head = useRef<HTMLHeadingElement>(null);
  // The pane takes the focus (and on a phone, the screen) when it opens.
  useEffect(() => {
    head.current?.focus();
  }, []);
  return (
    <div class="detail-head">
      <button type="button" class="back" onClick={() => go(null)}>
        ← Messages
      </button>
      <h3 ref={head} tabIndex={-1}>
        {title}
      </h3>
      {children}
    </div>
  );
}

function MessageDetail({ id }: { id: string }) {
  const account = useContext(AccountId);
  const r = useLoad(() => call(reads.getMessage, { params: { account_id: account, message_id: id } }), [account, id]);
  const m = r.data?.message;
  // The outside number of the conversation is the one that is not the account's.
  const outside = m ? (m.direction === "inbound" ? m.from : m.to) : undefined;
  const own = m ? (m.direction === "inbound" ? m.to : m.from) : undefined;
  return (
    <aside class="detail" aria-label={`Message ${id}`}>
      <PaneHead title={<>Message <span class="mono">{id}</span></>}>
        <Copy value={id} label={`message ${id}`} />
      </PaneHead>
      <Failed error={r.error} />
      {m && own && outside && (
        <p>
          <button type="button" class="link" onClick={() => go({ kind: "conversation", a: own, b: outside })}>
            Conversation between
            {" "}
            {own}
            {" "}
            and
            {" "}
            {outside}
          </button>
        </p>
      )}
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
          <dt>From</dt>
          <dd>
            <Ref id={m.from} />
          </dd>
          <dt>To</dt>
          <dd>
            <Ref id={m.to} />
          </dd>
          <dt>Direction</dt>
          <dd>
            {m.direction}
            {", "}
            {m.mode}
            {" mode"}
          </dd>
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
          <dd>
            <Ref id={m.campaign_id} />
          </dd>
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
            {e.deliveries.map((d) => (
              <span key={d.endpoint_id} class="muted">
                {" · "}
                <Ref id={d.endpoint_id} quiet />
                {": "}
                {d.status}
              </span>
            ))}
          </li>
        ))}
      </ol>
    </aside>
  );
}

/** Every message between two numbers, oldest first, as a chat: the outside number's on the left. */
function Conversation({ a, b }: { a: string; b: string }) {
  const account = useContext(AccountId);
  const r = useLoad(
    () => call(reads.listMessages, { params: { account_id: account }, query: { number: a, with: b, limit: 500 } }),
    [account, a, b],
  );
  const list = [...(r.data?.data ?? [])].reverse();
  const end = useRef<HTMLLIElement>(null);
  useEffect(() => end.current?.scrollIntoView({ block: "nearest" }), [list.length]);
  return (
    <aside class="detail conversation" aria-label={`Conversation between ${a} and ${b}`}>
      <PaneHead title="Conversation" />
      <p class="pair">
        <Ref id={a} />
        {" ↔ "}
        <Ref id={b} />
      </p>
      <Failed error={r.error} />
      {r.data && (
        <p class="muted">
          {r.data.matching}
          {" "}
          message
          {r.data.matching === 1 ? "" : "s"}
          {r.data.has_more ? " (the newest 500 shown)" : ""}
        </p>
      )}
      <ol class="chat">
        {list.map((m, i) => (
          <li key={m.id} ref={i === list.length - 1 ? end : undefined} class={`bubble ${m.from === a ? "ours" : "theirs"}`}>
            <button type="button" class="bubble-body" onClick={() => go({ kind: "message", id: m.id })} aria-label={`${m.from === a ? "Sent" : "Received"}: ${m.body || m.type}`}>
              <span class="pre">{m.body || `(${m.type})`}</span>
            </button>
            <span class="bubble-meta muted small">
              <Time at={m.created_at} />
              {" · "}
              <Status value={m.status} />
            </span>
          </li>
        ))}
      </ol>
    </aside>
  );
}
