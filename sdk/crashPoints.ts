// Named points where the crash tests kill a real process (an apply, an emulator migrating its state
// directory): MSGFORM_TEST_CRASH_AT=<point>[#n] sends this process SIGKILL the n-th time (default:
// the first) it reaches <point>. Unset, a point costs one comparison. Points:
//   before-create   (apply) a create is about to be sent
//   created         (apply) a create answered, its secret not yet in the sink
//   secret-written  (apply) an object's secrets are in the sink
//   state-…         (emulator state directory) each step of a migration or a compaction, listed in
//                   emulator/persistence/migration.ts (MIGRATION_STEPS)

let reached = 0;

export function crashPoint(point: string): void {
  const at = process.env.MSGFORM_TEST_CRASH_AT;
  if (!at) return;
  const [name, nth] = at.split("#");
  if (name !== point || ++reached < Number(nth ?? 1)) return;
  process.kill(process.pid, "SIGKILL");
  // SIGKILL is not delivered asynchronously to oneself on every platform: stop here until it is.
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0);
}
