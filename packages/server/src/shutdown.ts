// Stopping on a signal: each step in turn (the server, then the database), within a deadline.
// A step that never ends (a client that holds a connection open, a query that does not return)
// must not keep the process alive until a supervisor kills it: past the deadline the process
// exits anyway, saying which step was still running. Nothing acknowledged is lost by that exit:
// every commit is on disk before it is acknowledged (db/connect.ts, tests/contract/kill-restart).

export interface ShutdownStep {
  name: string;
  run: () => Promise<unknown>;
}

export interface ShutdownOptions {
  deadlineMs: number;
  log: { info(message: string): void; warn(message: string): void };
  exit: (code: number) => void;
}

/** Stops within the deadline time: exit(0) once every step has ended, exit(1) past the deadline or on a failed step. */
export async function shutdown(steps: ShutdownStep[], { deadlineMs, log, exit }: ShutdownOptions): Promise<void> {
  let current = 'starting';
  const timer = setTimeout(() => {
    log.warn(`still stopping after ${deadlineMs} ms (${current}): exiting now`);
    exit(1);
  }, deadlineMs);
  timer.unref?.();
  try {
    for (const step of steps) {
      current = step.name;
      await step.run();
    }
    clearTimeout(timer);
    exit(0);
  } catch (error) {
    clearTimeout(timer);
    log.warn(`stopping failed (${current}): ${error instanceof Error ? error.message : String(error)}`);
    exit(1);
  }
}
