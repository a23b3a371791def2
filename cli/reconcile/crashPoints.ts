// Named points of an apply where the crash tests and the bench kill a real `msgform apply` (issue
// 13): MSGFORM_TEST_CRASH_AT=<point>[#n] sends this process SIGKILL the n-th time (default: the
// first) it reaches <point>. Unset, a point costs one comparison. Points:
//   before-create   a create is about to be sent
//   created         a create answered, its secret not yet in the sink
//   secret-written  an object's secrets are in the sink

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
