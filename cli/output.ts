// stdout and stderr as the CLI writes them. Node builds process.stdout and process.stderr on first use,
// and on a pipe (a CI job's log, a script reading the output) that loads net and Node's streams: about
// 5 ms of a command's start, more than all the rest of its output costs. The CLI writes to the file
// descriptor instead, synchronously, which is what Node's streams do on Linux for files, pipes and
// terminals anyway. Where the descriptor cannot take a write whole (a non-blocking pipe that is full:
// EAGAIN; a closed descriptor), the rest of it and every later write go through the stream, which waits
// for the pipe as it always has; so do all writes once anything else opened the stream (the sdk's
// request trace, say), so that lines keep their order.
import { writeSync } from "node:fs";

type Name = "stdout" | "stderr";

const opened = new Set<Name>();

/** Notes when process.stdout or process.stderr is first built, by anyone: from then on, writes use it. */
function watchOpening(name: Name): void {
  const d = Object.getOwnPropertyDescriptor(process, name);
  if (!d?.get || !d.configurable) {
    // Already replaced by something else (a test runner): the stream is the only way that keeps order.
    opened.add(name);
    return;
  }
  const get = d.get;
  Object.defineProperty(process, name, {
    configurable: true,
    enumerable: d.enumerable,
    get() {
      opened.add(name);
      return get.call(process) as NodeJS.WriteStream;
    },
  });
}
watchOpening("stdout");
watchOpening("stderr");

class Output {
  constructor(
    private readonly name: Name,
    private readonly fd: 1 | 2,
  ) {}

  write(text: string): void {
    if (text === "") return;
    let rest: string | Buffer = text;
    if (!opened.has(this.name)) {
      const bytes = Buffer.from(text);
      let done = 0;
      try {
        while (done < bytes.length) done += writeSync(this.fd, bytes, done);
        return;
      } catch {
        rest = bytes.subarray(done);
      }
    }
    process[this.name].write(rest);
  }

  /** Whether the descriptor is a terminal, without building the stream (node:tty loads net: asked only here). */
  get isTTY(): boolean {
    return (require("node:tty") as typeof import("node:tty")).isatty(this.fd);
  }

  /** Resolves once what was written has reached the descriptor: at once, unless the stream took a write. */
  flush(): Promise<void> {
    if (!opened.has(this.name)) return Promise.resolve();
    return new Promise<void>((resolve) => process[this.name].write("", () => resolve()));
  }
}

export const stdout = new Output("stdout", 1);
export const stderr = new Output("stderr", 2);

/** Both flushed: before process.exit, which drops whatever a stream still holds. */
export const flushOutput = (): Promise<unknown> => Promise.all([stdout.flush(), stderr.flush()]);
