// One PGlite data folder, one process (packages/server/README.md, "Operations"). PGlite is
// PostgreSQL in this process's memory with no postmaster to arbitrate: two processes on one folder
// would each write its files as if alone and corrupt it. So the folder holds a lock file naming
// the process that has it open:
// - it is created exclusively (a hard link of a complete file, so a reader never sees half of
//   one) and removed when the database closes, or when the process exits without closing it;
// - a lock whose process is gone (killed, crashed) is stale and taken over. Gone means no such
//   process, a zombie, or on Linux a process of that ID started at another time than the one
//   that wrote the lock (its ID reused);
// - a lock of this very process ID that this process does not hold is stale too: a container
//   restarted after a kill gets the same small process IDs again.
// The same process may open the folder again once it closed it (the first start's child process
// in prepare-data.ts, the test suites' server host in server-host.ts). The check sees processes
// of this machine's process namespace only: two containers sharing one data volume do not see
// each other's processes (a deployment of several nodes uses DATABASE_URL).
import { randomBytes } from 'node:crypto';
import { linkSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

/** The lock's name inside the data folder (DATA_DIR, beside pgdata/). */
export const LOCK_FILE_NAME = 'pglite.lock';

const lockContent = z.object({
  pid: z.number().int().positive(),
  /** Tells this holding apart from an earlier one of the same process. */
  nonce: z.string().min(1),
  /** The holder's start time in clock ticks after boot (/proc/<pid>/stat), where known. */
  startTime: z.string().optional(),
});
type LockContent = z.infer<typeof lockContent>;

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(`the data folder ${dataDir} is in use by process ${pid}; PGlite serves one process — set DATABASE_URL to run several nodes`);
    this.name = 'DataDirInUseError';
  }
}

export interface DataDirLock {
  /** Removes the lock file if it is still this holding's; later calls do nothing. */
  release(): void;
}

/** The locks this process holds: lock file path → nonce. */
const held = new Map<string, string>();
let exitHookInstalled = false;

/** How long a lock file that does not parse may stay so before it counts as stale (it never should: it is linked complete). */
const UNREADABLE_GRACE_MS = 1_000;
const ATTEMPTS = 20;

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code;

/** State and start time of a process from /proc (Linux); undefined where there is no /proc. */
function procStat(pid: number): { state: string; startTime: string } | undefined {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // "pid (comm) state ppid …": comm may hold spaces and parentheses, so split after the last ')'.
  // Fields from the state on: state is field 3 of proc(5), starttime field 22.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  const state = fields[0];
  const startTime = fields[22 - 3];
  return state && startTime ? { state, startTime } : undefined;
}

function ownContent(nonce: string): LockContent {
  const startTime = procStat(process.pid)?.startTime;
  return { pid: process.pid, nonce, ...(startTime ? { startTime } : {}) };
}

/** The raw text of the lock, undefined when there is none. */
function readRaw(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return undefined;
    throw error;
  }
}

function parse(raw: string): LockContent | undefined {
  try {
    const parsed = lockContent.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Whether the process that wrote `lock` still has the folder open. */
function holderAlive(path: string, lock: LockContent): boolean {
  if (lock.pid === process.pid) return held.get(path) === lock.nonce;
  try {
    process.kill(lock.pid, 0);
  } catch (error) {
    // EPERM: it exists, under another user.
    if (errorCode(error) !== 'EPERM') return false;
  }
  const stat = procStat(lock.pid);
  if (!stat) return true;
  if (stat.state === 'Z' || stat.state === 'X') return false;
  return lock.startTime === undefined || lock.startTime === stat.startTime;
}

/** Moves a stale lock away, unless another process replaced it meanwhile (then it is put back). */
function removeStale(path: string, staleRaw: string): void {
  const aside = `${path}.stale-${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    renameSync(path, aside);
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return;
    throw error;
  }
  if (readRaw(aside) === staleRaw) {
    unlinkSync(aside);
    return;
  }
  // Another process took it over between our read and the rename: its lock goes back.
  renameSync(aside, path);
}

/** Creates the lock from the complete file `tmp`; false if a lock exists. */
function createExclusive(path: string, tmp: string, raw: string): boolean {
  try {
    linkSync(tmp, path);
    return true;
  } catch (error) {
    const code = errorCode(error);
    if (code === 'EEXIST') return false;
    // A file system without hard links: an exclusive create, written at once.
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EOPNOTSUPP') throw error;
  }
  try {
    writeFileSync(path, raw, { flag: 'wx' });
    return true;
  } catch (error) {
    if (errorCode(error) === 'EEXIST') return false;
    throw error;
  }
}

function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  // A process that exits without closing its database (a stop past its deadline, a crash) leaves
  // no lock behind when it can help it; one it could not remove is stale by its process ID.
  process.once('exit', () => {
    for (const [path, nonce] of held) releasePath(path, nonce);
  });
}

function releasePath(path: string, nonce: string): void {
  if (held.get(path) !== nonce) return;
  held.delete(path);
  try {
    const raw = readRaw(path);
    if (raw !== undefined && parse(raw)?.nonce === nonce) unlinkSync(path);
  } catch {
    // Gone already, or the folder is: nothing left to release.
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Takes the lock of the data folder `dataDir` for this process, or throws DataDirInUseError
 * naming the process that has it.
 */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  const path = join(dataDir, LOCK_FILE_NAME);
  const nonce = randomBytes(8).toString('hex');
  const raw = JSON.stringify(ownContent(nonce));
  const tmp = `${path}.new-${process.pid}-${nonce}`;
  writeFileSync(tmp, raw);
  let unreadableSince: number | undefined;
  try {
    for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
      if (createExclusive(path, tmp, raw)) {
        held.set(path, nonce);
        installExitHook();
        return { release: () => releasePath(path, nonce) };
      }
      const currentRaw = readRaw(path);
      if (currentRaw === undefined) continue;
      const current = parse(currentRaw);
      if (current) {
        if (holderAlive(path, current)) throw new DataDirInUseError(dataDir, current.pid);
        removeStale(path, currentRaw);
        continue;
      }
      // Not a lock this code writes (an empty file written by hand, a copy cut short): stale once
      // it stays so for a moment.
      unreadableSince ??= Date.now();
      if (Date.now() - unreadableSince >= UNREADABLE_GRACE_MS) removeStale(path, currentRaw);
      else await pause(100);
    }
    throw new Error(`could not take the lock ${path}: other processes kept replacing it`);
  } finally {
    try {
      unlinkSync(tmp);
    } catch {
      // Already gone.
    }
  }
}
