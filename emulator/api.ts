// What `msgform/emulator` declares: the options of a start and the running emulator a program gets.
// These types import nothing, so a program's type checker reads them (and the package's entry,
// emulator/index.ts) and none of the emulator's internals or fastify's declarations (pino's need
// `esModuleInterop`, which the classic Pulumi template lacks): docs/decisions.md, "Declarations under
// every tsconfig". What the emulator's own tests and the bench reach beyond them is
// `EmulatorInstance` (instance.ts).

export interface EmulatorOptions {
  /** Service port (HTTPS); 0 picks a free one. */
  port?: number;
  host?: string;
  /** Control API port (plain HTTP, loopback); 0 picks a free one. */
  controlPort?: number;
  controlHost?: string;
  /** Where ca.pem is written; a fresh temporary folder by default. */
  caDir?: string;
  /** Seeds fault injection, for replayable fault runs. */
  faultSeed?: number;
  /**
   * Keep the state in this directory across restarts (created if missing; docs/emulator-state.md).
   * Without it nothing is written but the CA file. ca.pem goes here unless caDir says.
   */
  stateDir?: string;
  /**
   * When the state directory is damaged: move the damaged files aside (`<name>.damaged-<time>`,
   * never deleted) and start empty, instead of refusing to start (`--state-dir-reset-damaged`).
   */
  moveDamagedAside?: boolean;
  /** Hears one-line notices about the state directory (a dropped torn write, files moved aside); stderr by default. */
  notice?: (line: string) => void;
  /** Rate limits at the spec's values (default), lifted ("off"), or scaled. */
  rateLimits?: "spec" | "off" | number;
  /** How long revocation takes to propagate; the spec's worst case, 5 s, by default. */
  revocationPropagationSeconds?: number;
  /** A client must send a request's headers within this time (slow-header clients): 20 s by default. */
  headersTimeoutSeconds?: number;
  /**
   * A change stream (GET /control/changes) that carried no change for this long is closed; its
   * client reconnects (an EventSource does by itself). Heartbeats do not count. 300 s by default.
   */
  changeStreamIdleSeconds?: number;
}

export interface KeyPair {
  id: string;
  secret: string;
}

export interface RunningEmulator {
  baseUrl: string;
  caFile: string;
  controlUrl: string;
  /**
   * The token a request that changes anything through the control API carries, in the
   * x-msgform-control-token header (controlHeaders). New at every start.
   */
  controlToken: string;
  /** Headers that authenticate a script to the control API. */
  controlHeaders: Record<string, string>;
  /** The console, with the token that signs a browser in: print it only where the user reads it. */
  consoleUrl: string;
  accountId: string;
  /**
   * The bootstrap keys. Their secrets are shown only by the start that created them: after a
   * restart from a state directory (restored: true) the secrets are empty strings.
   */
  keys: { live: KeyPair; test: KeyPair };
  restored: boolean;
  close(): Promise<void>;
}
