import { useContext, useState } from "preact/hooks";
import { call, type HandsetResult, reads, type ServiceEvent } from "./api";
import { nameOf, Names, Ref } from "./names";
import { AccountId, Announce, Section, Status, Time, useFieldId, useLoad } from "./shared";

const KEYWORD_TEXT = { opt_out: "an opt-out", opt_in: "an opt-in", help: "a request for help" } as const;

/** A phone outside the account: texts one of its numbers, as a subscriber would. */
export function Handset() {
  const account = useContext(AccountId);
  const announce = useContext(Announce);
  const names = useContext(Names);
  const numbers = useLoad(() => call(reads.listNumbers, { params: { account_id: account } }), [account]);
  const [from, setFrom] = useState("+15550100199");
  const [to, setTo] = useState("");
  const [body, setBody] = useState("");
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<HandsetResult | null>(null);
  const ids = { from: useFieldId("from"), to: useFieldId("to"), body: useFieldId("body") };
  const owned = numbers.data?.data.filter((n) => n.status === "active") ?? [];
  const target = to || owned[0]?.number || "";
  const mode = owned.find((n) => n.number === target)?.mode ?? "live";

  const send = async (text: string) => {
    setBusy(true);
    try {
      const r = await call(reads.handset, {
        params: { account_id: account },
        body: { from, to: target, body: text, mode },
      });
      setResult(r);
      announce(`Sent “${text}” from ${from} to ${target}${r.keyword ? `: ${KEYWORD_TEXT[r.keyword]}` : ""}.`);
    } catch (e) {
      announce(e instanceof Error ? e.message : String(e), true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Section title="Handset">
      <p class="lead">Text one of the account's numbers from any phone: free text, or a keyword the service acts on.</p>
      <form
        class="handset"
        aria-label="Send a text"
        onSubmit={(e) => {
          e.preventDefault();
          if (body.trim()) void send(body);
        }}
      >
        <div class="field">
          <label for={ids.from}>From (any number)</label>
          <input id={ids.from} value={from} inputMode="tel" onInput={(e) => setFrom((e.target as HTMLInputElement).value)} />
        </div>
        <div class="field">
          <label for={ids.to}>To (the account's number)</label>
          <select id={ids.to} value={target} onChange={(e) => setTo((e.target as HTMLSelectElement).value)}>
            {owned.length === 0 && <option value="">no numbers yet</option>}
            {owned.map((n) => (
              <option key={n.id} value={n.number}>
                {[nameOf(names, n.id), n.number].filter(Boolean).join(" · ")}
                {" "}
                (
                {n.mode}
                {n.campaign_id ? `, campaign ${nameOf(names, n.campaign_id) ?? n.campaign_id}` : ""}
                )
              </option>
            ))}
          </select>
        </div>
        <div class="field wide">
          <label for={ids.body}>Text</label>
          <textarea
            id={ids.body}
            rows={2}
            value={body}
            onInput={(e) => setBody((e.target as HTMLTextAreaElement).value)}
          />
        </div>
        <div class="field buttons">
          <button type="submit" class="primary" disabled={busy || !target || !body.trim()}>
            Send
          </button>
          {["STOP", "HELP", "START"].map((k) => (
            <button key={k} type="button" disabled={busy || !target} onClick={() => void send(k)}>
              Send
              {" "}
              {k}
            </button>
          ))}
        </div>
      </form>
      {result && (
        <div class="result" aria-label="What happened">
          <h3>What happened</h3>
          <dl class="facts">
            <dt>Message</dt>
            <dd>
              <a href={`#/messages/${result.message.id}`} class="mono">
                {result.message.id}
              </a>
              {" "}
              <Status value={result.message.status} />
            </dd>
            <dt>Keyword</dt>
            <dd>{result.keyword ? KEYWORD_TEXT[result.keyword] : "none: an ordinary text"}</dd>
            <dt>Reply</dt>
            <dd>
              <span class="pre">{result.reply ?? (result.keyword ? "(the campaign has no reply for it)" : "—")}</span>
              {result.reply_message && (
                <>
                  {" "}
                  <span class="muted">sent back as</span>
                  {" "}
                  <a href={`#/messages/${result.reply_message.id}`} class="mono">
                    {result.reply_message.id}
                  </a>
                  {" · "}
                  <a href={`#/messages/conversation/${encodeURIComponent(result.message.to)}/${encodeURIComponent(result.message.from)}`}>
                    the conversation
                  </a>
                </>
              )}
            </dd>
            <dt>Opted out</dt>
            <dd class={result.opted_out ? "warn" : ""}>
              {result.opted_out ? `yes: ${result.message.from} gets nothing from ${result.message.to}` : "no"}
            </dd>
          </dl>
          <h4>Events that followed</h4>
          <FollowingEvents id={result.message.id} first={result.events} />
        </div>
      )}
    </Section>
  );
}

/** The message's events and their deliveries, kept current as the emulator announces changes. */
function FollowingEvents({ id, first }: { id: string; first: ServiceEvent[] }) {
  const account = useContext(AccountId);
  const r = useLoad(() => call(reads.getMessage, { params: { account_id: account, message_id: id } }), [account, id]);
  const events = r.data?.timeline ?? first;
  return (
    <ol class="timeline">
      {events.map((e) => (
        <li key={e.id}>
          <Time at={e.occurred_at} />
          {" "}
          <span class="mono">{e.event}</span>
          {" "}
          <span class="muted">
            {e.deliveries.length === 0
              ? "(no endpoint subscribes)"
              : e.deliveries.map((d) => (
                  <span key={d.endpoint_id}>
                    <Ref id={d.endpoint_id} quiet />
                    {`: ${d.status} `}
                  </span>
                ))}
          </span>
        </li>
      ))}
    </ol>
  );
}
