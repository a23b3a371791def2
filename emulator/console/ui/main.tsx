import { type ComponentChildren, render } from "preact";
import { useCallback, useEffect, useState } from "preact/hooks";
import { type AccountSummary, call, type Clock, platform, watchChanges } from "./api";
import { AccountView } from "./account";
import { Handset } from "./handset";
import { Messages } from "./messages";
import { Registrations } from "./registrations";
import { Names, useNameIndex } from "./names";
import { AccountId, Announce, ChangeVersion, ClockOffset } from "./shared";
import { ClockControls, TimeAndFaults } from "./time";
import { Webhooks } from "./webhooks";
import "./styles.css";

const VIEWS = [
  { id: "messages", title: "Messages" },
  { id: "handset", title: "Handset" },
  { id: "webhooks", title: "Webhooks" },
  { id: "registrations", title: "Registrations" },
  { id: "account", title: "Numbers & keys" },
  { id: "time", title: "Time & faults" },
] as const;
type ViewId = (typeof VIEWS)[number]["id"];

const viewOf = (hash: string): ViewId => (VIEWS.find((v) => hash === `#/${v.id}` || hash.startsWith(`#/${v.id}/`))?.id ?? "messages");

/** An account in the picker: its name, "primary" once, and the start of its id. */
export function accountLabel(a: AccountSummary): string {
  const name = a.name ?? "unnamed";
  const primary = a.primary && name !== "primary" ? " (primary)" : "";
  return `${name}${primary} · ${a.account_id}`;
}

/** The names of the account's objects, for every view. */
function NamesOfAccount(props: { children: ComponentChildren }) {
  return <Names.Provider value={useNameIndex()}>{props.children}</Names.Provider>;
}

function App() {
  const [view, setView] = useState<ViewId>(viewOf(location.hash));
  const [accounts, setAccounts] = useState<AccountSummary[]>([]);
  const [account, setAccount] = useState("");
  const [version, setVersion] = useState(0);
  const [live, setLive] = useState(false);
  const [clock, setClock] = useState<Clock | undefined>(undefined);
  // A notice belongs to the view it came from: another view does not show it.
  const [said, setSaid] = useState<{ text: string; error: boolean; view: ViewId } | null>(null);
  const announce = useCallback(
    (text: string, error = false) => setSaid({ text, error, view: viewOf(location.hash) }),
    [],
  );
  const notice = said?.view === view ? said : null;

  useEffect(() => {
    const onHash = () => setView(viewOf(location.hash));
    addEventListener("hashchange", onHash);
    return () => removeEventListener("hashchange", onHash);
  }, []);
  useEffect(() => watchChanges(() => setVersion((v) => v + 1), setLive), []);
  useEffect(() => {
    call(platform.listAccounts).then(
      (r) => {
        setAccounts(r.data);
        setAccount((a) => a || (r.data.find((x) => x.primary) ?? r.data[0])?.account_id || "");
      },
      (e: unknown) => announce(String(e), true),
    );
    call(platform.getClock).then(setClock, () => undefined);
  }, [version, announce]);
  useEffect(() => {
    const title = VIEWS.find((v) => v.id === view)?.title ?? "";
    document.title = `${title} · msgform emulator console`;
  }, [view]);

  return (
    <ChangeVersion.Provider value={version}>
      <AccountId.Provider value={account}>
        <ClockOffset.Provider value={clock?.offset_ms ?? 0}>
          <NamesOfAccount>
            <Announce.Provider value={announce}>
              <a class="skip" href="#main">
                Skip to the view
              </a>
              <header class="top">
                <div class="brand">
                  <strong>msgform</strong>
                  <span> emulator console</span>
                </div>
                <div class="account">
                  <label for="account">Account</label>
                  <select id="account" value={account} onChange={(e) => setAccount((e.target as HTMLSelectElement).value)}>
                    {accounts.map((a) => (
                      <option key={a.account_id} value={a.account_id}>
                        {accountLabel(a)}
                      </option>
                    ))}
                  </select>
                </div>
                <span class={`live ${live ? "on" : "off"}`} title={live ? "Live updates on" : "Live updates reconnecting"} role="status" aria-label={live ? "Live updates on" : "Live updates reconnecting"}>
                  {live ? "●" : "○"}
                  <span class="live-text">{live ? " live" : " reconnecting"}</span>
                </span>
                <ClockControls clock={clock} />
              </header>
              <nav class="views" aria-label="Views">
                <ul>
                  {VIEWS.map((v) => (
                    <li key={v.id}>
                      <a href={`#/${v.id}`} aria-current={v.id === view ? "page" : undefined}>
                        {v.title}
                      </a>
                    </li>
                  ))}
                </ul>
              </nav>
              <div class={`notice${notice?.error ? " error" : ""}${notice ? "" : " quiet"}`} role="status" aria-live="polite">
                {notice?.text ?? ""}
              </div>
              <main id="main" tabIndex={-1}>
                {!account ? (
                  <p>Loading the account…</p>
                ) : view === "messages" ? (
                  <Messages />
                ) : view === "handset" ? (
                  <Handset />
                ) : view === "webhooks" ? (
                  <Webhooks />
                ) : view === "registrations" ? (
                  <Registrations />
                ) : view === "account" ? (
                  <AccountView />
                ) : (
                  <TimeAndFaults clock={clock} />
                )}
              </main>
            </Announce.Provider>
          </NamesOfAccount>
        </ClockOffset.Provider>
      </AccountId.Provider>
    </ChangeVersion.Provider>
  );
}

const root = document.getElementById("app")!;
root.textContent = "";
render(<App />, root);
