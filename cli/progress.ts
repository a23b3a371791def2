import { terminalText } from "../sdk/escape";
import { prefixed } from "./io";
import type { StepResult } from "./reconcile/apply";
import { label } from "./reconcile/render";

/*
 * Progress of a long apply. On a terminal: one status line, redrawn in place (done/total, failed,
 * elapsed, time left, and whether the rate limit is what it waits for), and a line only for a
 * change with a detail (the number a search bought). Without one (CI logs): one short line per
 * finished change, its detail included, and a count line every ~10 s. Failures are only counted here;
 * their reasons are printed once, grouped, by the final report (applyReport.ts).
 */

export interface ProgressOptions {
  /** Redraw one status line (stderr is a terminal) instead of writing a line per change. */
  live: boolean;
  /** Steps the apply will run. */
  total: number;
  write: (text: string) => void;
  /** True while requests wait for a rate-limit slot (the sdk's pacer says so). */
  rateLimited?: () => boolean;
  /** Between count lines without a terminal. */
  everyMs?: number;
}

/** 75 s → "1m15s"; 9 s → "9s". */
export function duration(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  return s < 60 ? `${s}s` : `${Math.floor(s / 60)}m${String(s % 60).padStart(2, "0")}s`;
}

export class ApplyProgress {
  private done = 0;
  private failed = 0;
  private skipped = 0;
  private inFlight = 0;
  private total: number;
  private readonly started = Date.now();
  private timer: NodeJS.Timeout | undefined;
  private drawn = false;
  private drawnAt = 0;

  constructor(private readonly options: ProgressOptions) {
    this.total = options.total;
    const every = options.live ? 500 : (options.everyMs ?? 10_000);
    this.timer = setInterval(() => (options.live ? this.draw(true) : this.line(this.status())), every);
    this.timer.unref();
  }

  /** Operations started and not yet finished. */
  get running(): number {
    return this.inFlight;
  }

  /** An operation started; `more`: one the total did not count. */
  start(more = 0): void {
    this.total += more;
    this.inFlight++;
    this.draw();
  }

  /** A started operation that had nothing to do after all. */
  dropped(): void {
    this.total--;
    this.inFlight = Math.max(0, this.inFlight - 1);
    this.draw();
  }

  /** A step finished; `more` steps it turned out to need, or not to need (a failed replacement's delete). */
  result(r: StepResult, more = 0): void {
    this.total += more;
    if (r.notStarted) return;
    this.inFlight = Math.max(0, this.inFlight - 1);
    if (r.outcome === "done") this.done++;
    else if (r.outcome === "failed") this.failed++;
    else this.skipped++;
    const what = `${r.step} ${terminalText(label(r.change))}`;
    const detail = r.detail === undefined ? undefined : terminalText(r.detail);
    if (!this.options.live) {
      // One line per finished change, with what it chose (the number a search bought).
      const about = [r.id, detail].filter((x) => x !== undefined).join(", ");
      if (r.outcome === "done") this.line(`${what}: done${about ? ` (${about})` : ""}`);
      else this.line(`${what}: ${r.outcome === "failed" ? "failed" : "skipped"} (reason at the end)`);
    } else if (detail !== undefined) {
      this.line(`${what}: ${detail}`);
    }
    this.draw();
  }

  /** A remark that is not a result: printed above the status line. */
  note(text: string): void {
    this.line(text);
  }

  /** "45/200 done, elapsed 12s, 2 failed, about 40s left, waiting on the rate limit" */
  status(): string {
    const finished = this.done + this.failed + this.skipped;
    const elapsed = Date.now() - this.started;
    const parts = [`${finished}/${this.total} done`, `elapsed ${duration(elapsed)}`];
    if (this.failed > 0) parts.push(`${this.failed} failed`);
    if (this.skipped > 0) parts.push(`${this.skipped} skipped`);
    if (finished > 0 && finished < this.total) parts.push(`about ${duration((elapsed / finished) * (this.total - finished))} left`);
    if (this.options.rateLimited?.()) parts.push("waiting on the rate limit");
    return parts.join(", ");
  }

  /** Stops redrawing and clears the status line. */
  close(): void {
    clearInterval(this.timer);
    this.timer = undefined;
    this.clear();
  }

  private line(text: string): void {
    this.clear();
    this.options.write(prefixed(text) + "\n");
    this.draw(true);
  }

  /** Redraws the status line, at most every 100 ms unless `now` (a terminal is slow to redraw per result). */
  private draw(now = false): void {
    if (!this.options.live || this.timer === undefined) return;
    if (!now && this.drawn && Date.now() - this.drawnAt < 100) return;
    this.options.write(`\r\u001b[2K${prefixed(this.status())}`);
    this.drawn = true;
    this.drawnAt = Date.now();
  }

  private clear(): void {
    if (!this.drawn) return;
    this.options.write("\r\u001b[2K");
    this.drawn = false;
  }
}
