import { createInterface } from "node:readline";

/**
 * Where the CLI writes: data to stdout, progress and messages to stderr. Colour only on a
 * terminal, never with NO_COLOR; no spinners anywhere (a line per step reads well in CI logs too).
 */
export interface Io {
  out(text: string): void;
  err(text: string): void;
  /** A progress line on stderr. */
  progress(line: string): void;
  color: boolean;
  interactive: boolean;
  confirm(question: string): Promise<boolean>;
}

export function processIo(): Io {
  const noColor = process.env.NO_COLOR !== undefined && process.env.NO_COLOR !== "";
  const color = !noColor && (process.env.FORCE_COLOR !== undefined || Boolean(process.stdout.isTTY));
  return {
    out: (t) => void process.stdout.write(t),
    err: (t) => void process.stderr.write(t),
    progress: (line) => void process.stderr.write(`msgform: ${line}\n`),
    color,
    interactive: Boolean(process.stdin.isTTY && process.stderr.isTTY),
    confirm: async (question) => {
      const rl = createInterface({ input: process.stdin, output: process.stderr });
      try {
        const answer = await new Promise<string>((resolve) => rl.question(question, resolve));
        return answer.trim() === "yes";
      } finally {
        rl.close();
      }
    },
  };
}

/** An error the user can act on: printed as is, exit code 1 (or the one given). */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}
