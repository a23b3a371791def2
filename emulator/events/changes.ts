import type { EmulatorCore } from "../core";

/** What changed, coarsely: a watcher re-reads the views that show it. */
export type ChangeTopic = "messages" | "events" | "deliveries" | "registrations" | "account" | "clock" | "faults";

type Listener = (topics: ReadonlySet<ChangeTopic>) => void;

/**
 * Tells watchers (the control API's change stream, hence the console) that something they may show
 * changed. Notices are gathered for a short while and handed on together, so a burst of thousands of
 * messages costs a watcher a few re-reads, not thousands.
 */
export class ChangeFeed {
  private listeners = new Set<Listener>();
  private pending = new Set<ChangeTopic>();
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly gatherMs = 150) {}

  changed(topic: ChangeTopic): void {
    if (this.listeners.size === 0) return;
    this.pending.add(topic);
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      const topics = this.pending;
      this.pending = new Set();
      for (const l of this.listeners) l(topics);
    }, this.gatherMs);
    this.timer.unref();
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  close(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.listeners.clear();
  }
}

const feeds = new WeakMap<EmulatorCore, ChangeFeed>();

/** The change feed of an emulated service, created on first use. */
export function changesOf(core: EmulatorCore): ChangeFeed {
  let f = feeds.get(core);
  if (!f) {
    const feed = new ChangeFeed();
    feeds.set(core, (f = feed));
    core.onClose(() => feed.close());
  }
  return f;
}

/** The topic of a domain event by its kind. */
export function topicOfEvent(kind: string): ChangeTopic {
  if (kind.startsWith("message.")) return "messages";
  if (kind.startsWith("brand.") || kind.startsWith("campaign.")) return "registrations";
  return "events";
}
