import type { ComponentChildren } from "preact";
import { createContext } from "preact";
import { useCallback, useContext, useEffect, useRef, useState } from "preact/hooks";
import { ApiError } from "./api";

/** Bumped on every change the emulator announces: views that read it load again. */
export const ChangeVersion = createContext(0);
/** The account the console shows. */
export const AccountId = createContext("");
/** Says one line in the page's live region (read out by screen readers). */
export const Announce = createContext<(text: string, error?: boolean) => void>(() => undefined);

export interface Loaded<T> {
  data: T | undefined;
  error: string | undefined;
  reload: () => void;
}

/** Loads on mount, when deps change and on every announced change, keeping the last data while it reloads. */
export function useLoad<T>(load: () => Promise<T>, deps: unknown[]): Loaded<T> {
  const version = useContext(ChangeVersion);
  const [data, setData] = useState<T | undefined>(undefined);
  const [error, setError] = useState<string | undefined>(undefined);
  const [nonce, setNonce] = useState(0);
  const latest = useRef(0);
  // The newest load whose result is shown: an older load's result still shows while nothing newer has
  // (a re-read asked for right after the first, as when the change stream opens, must not hold it back),
  // and never replaces a newer one.
  const shown = useRef(0);
  useEffect(() => {
    const ticket = ++latest.current;
    load().then(
      (d) => {
        if (ticket < shown.current) return;
        shown.current = ticket;
        setData(d);
        setError(undefined);
      },
      (e: unknown) => {
        if (ticket === latest.current) setError(e instanceof Error ? e.message : String(e));
      },
    );
  }, [...deps, version, nonce]);
  const reload = useCallback(() => setNonce((n) => n + 1), []);
  return { data, error, reload };
}

/** A button that runs an action, disabled while it runs, announcing its outcome. */
export function Action(props: {
  run: () => Promise<string | void>;
  children: ComponentChildren;
  kind?: "primary" | "danger";
  label?: string;
  type?: "button" | "submit";
}) {
  const announce = useContext(Announce);
  const [busy, setBusy] = useState(false);
  const onClick = async (e: Event) => {
    e.preventDefault();
    setBusy(true);
    try {
      const said = await props.run();
      if (said) announce(said);
    } catch (err) {
      announce(err instanceof ApiError ? `${err.code}: ${err.message}` : String(err), true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type={props.type ?? "button"}
      class={props.kind ?? ""}
      disabled={busy}
      aria-busy={busy}
      aria-label={props.label}
      onClick={onClick}
    >
      {props.children}
    </button>
  );
}

const pad = (n: number) => String(n).padStart(2, "0");

/** The console's one time format: date, time to the second, and the zone (the emulator keeps UTC). */
export function formatTime(at: string | number | Date): string {
  const d = new Date(at);
  if (Number.isNaN(d.getTime())) return String(at);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ` +
    `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())} UTC`;
}

/** A span of time in words: "1 h 5 min", "40 s", "3 d 2 h" (no line break inside). */
export function formatSpan(ms: number): string {
  return spanWords(ms).replace(/ /g, "\u00a0");
}

function spanWords(ms: number): string {
  const s = Math.round(Math.abs(ms) / 1000);
  if (s < 60) return `${s} s`;
  const m = Math.round(s / 60);
  if (m < 60) return `${m} min`;
  const h = Math.floor(m / 60);
  if (h < 48) return m % 60 ? `${h} h ${m % 60} min` : `${h} h`;
  const d = Math.floor(h / 24);
  return h % 24 ? `${d} d ${h % 24} h` : `${d} d`;
}

/** How far the emulator clock is ahead of real time, in ms (0 until it moves). */
export const ClockOffset = createContext(0);

/**
 * A time on the emulator clock, in the one format. When the clock has been moved, the hover says so
 * (and how far ahead it is now: a time from before a move was that much less ahead).
 */
export function Time({ at }: { at: string | null | undefined }) {
  const offset = useContext(ClockOffset);
  if (!at) return <span class="muted">—</span>;
  const real = offset === 0 ? "" : ` on the emulator clock, which is now ${formatSpan(offset)} ahead of real time`;
  return (
    <time dateTime={at} title={`${at}${real}`}>
      {formatTime(at)}
    </time>
  );
}

export function Status({ value }: { value: string }) {
  return <span class={`status status-${value.toLowerCase().replace(/[^a-z_]/g, "")}`}>{value}</span>;
}

/**
 * A wide table that scrolls on its own on a narrow screen; the caption names it. When it does not
 * fit, its edges fade where more columns hide and the caption says it scrolls sideways.
 */
export function Table(props: {
  caption: string;
  head: string[];
  children: ComponentChildren;
  empty?: string;
  rows: number;
}) {
  const wrap = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState({ left: false, right: false });
  useEffect(() => {
    const el = wrap.current;
    if (!el) return undefined;
    const measure = () => {
      const left = el.scrollLeft > 2;
      const right = el.scrollLeft + el.clientWidth < el.scrollWidth - 2;
      setMore((m) => (m.left === left && m.right === right ? m : { left, right }));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    const table = el.firstElementChild;
    if (table) observer.observe(table);
    el.addEventListener("scroll", measure, { passive: true });
    return () => {
      observer.disconnect();
      el.removeEventListener("scroll", measure);
    };
  }, []);
  const scrolls = more.left || more.right;
  return (
    <div
      ref={wrap}
      class={`table-wrap${more.left ? " more-left" : ""}${more.right ? " more-right" : ""}`}
      tabIndex={0}
      role="region"
      aria-label={props.caption}
    >
      <table>
        <caption>
          {props.caption}
          {scrolls && (
            <span class="scroll-hint">
              {more.right ? "more columns →, scroll sideways" : "← scroll back for the first columns"}
            </span>
          )}
        </caption>
        <thead>
          <tr>
            {props.head.map((h) => (
              <th scope="col" key={h}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.rows === 0 ? (
            <tr>
              <td colSpan={props.head.length} class="muted">
                {props.empty ?? "Nothing yet."}
              </td>
            </tr>
          ) : (
            props.children
          )}
        </tbody>
      </table>
    </div>
  );
}

export function Failed({ error }: { error: string | undefined }) {
  return error ? (
    <p class="error" role="alert">
      Could not load:
      {" "}
      {error}
    </p>
  ) : null;
}

export function Section(props: { title: string; children: ComponentChildren; id?: string }) {
  return (
    <section aria-labelledby={props.id ?? slug(props.title)}>
      <h2 id={props.id ?? slug(props.title)}>{props.title}</h2>
      {props.children}
    </section>
  );
}

const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, "-");

let fieldSeq = 0;
/** A stable id for a label's `for`. */
export function useFieldId(prefix: string): string {
  const id = useRef<string>("");
  if (!id.current) id.current = `${prefix}-${++fieldSeq}`;
  return id.current;
}

/**
 * Newer / Older over a cursor-paged list: `cursors` holds the cursor of every page shown so far (the
 * first is undefined), the last one is the page on screen.
 */
export function Pager(props: {
  label: string;
  cursors: (string | undefined)[];
  setCursors: (cursors: (string | undefined)[]) => void;
  page: { has_more?: boolean; next_cursor?: string | null } | undefined;
}) {
  const { cursors, setCursors, page } = props;
  return (
    <nav class="pager" aria-label={props.label}>
      <button type="button" disabled={cursors.length <= 1} onClick={() => setCursors(cursors.slice(0, -1))}>
        Newer
      </button>
      <span>
        Page
        {" "}
        {cursors.length}
      </span>
      <button type="button" disabled={!page?.has_more} onClick={() => page?.next_cursor && setCursors([...cursors, page.next_cursor])}>
        Older
      </button>
    </nav>
  );
}
