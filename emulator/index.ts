// `msgform/emulator`: the emulator as a library. Its declarations are this function and the types of
// ./api, which import nothing: a program that imports it type-checks under every tsconfig a Pulumi
// project may have, without skipLibCheck (docs/decisions.md, "Declarations under every tsconfig").
import type { EmulatorOptions, RunningEmulator } from "./api";
import { startInstance } from "./instance";

export type { EmulatorOptions, KeyPair, RunningEmulator } from "./api";

/**
 * Starts an emulator: the service over HTTPS and its control API, with a fresh account and its two
 * bootstrap keys (README, "The emulator"). Resolves once both listen.
 */
export async function startEmulator(options: EmulatorOptions = {}): Promise<RunningEmulator> {
  const { core: _core, ...emulator } = await startInstance(options);
  return emulator;
}
