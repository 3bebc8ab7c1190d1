import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { openDatabase } from './connect';
import { DataDirInUseError, LOCK_FILE_NAME, lockDataDir } from './data-dir-lock';
import { copyBlankPglite } from '@employment-cloud/test-support/server/seeded-database';

const repoRoot = join(__dirname, '..', '..', '..', '..');
const inUse = (dir: string, pid: number) =>
  `the data folder ${dir} is in use by process ${pid}; PGlite serves one process — set DATABASE_URL to run several nodes`;

let dir: string;
let lockPath: string;
const children: ChildProcess[] = [];

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'ec-lock-'));
  lockPath = join(dir, LOCK_FILE_NAME);
});
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

const lockHolder = () => JSON.parse(readFileSync(lockPath, 'utf8')) as { pid: number; nonce: string };

/** A Node process running `script` with TypeScript imports (tsx), its output collected. */
function node(script: string, env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', '-e', script], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, stdout, stderr })),
  );
  /** Resolves once the output holds `text`; rejects if the process ends first. */
  const printed = (text: string) =>
    new Promise<void>((resolve, reject) => {
      const look = () => {
        if (stdout.includes(text)) {
          child.stdout!.off('data', look);
          resolve();
        }
      };
      child.stdout!.on('data', look);
      look();
      void exited.then(({ code }) => reject(new Error(`the process ended (${String(code)}) before printing ${text}: ${stderr}`)));
    });
  return { child, exited, printed };
}

/** The ID of a process that has ended (and been reaped). */
async function endedPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

describe('lockDataDir', () => {
  it('refuses a second holding in this process until the first is released', async () => {
    const lock = await lockDataDir(dir);
    expect(lockHolder().pid).toBe(process.pid);
    await expect(lockDataDir(dir)).rejects.toThrow(new DataDirInUseError(dir, process.pid).message);
    lock.release();
    expect(existsSync(lockPath)).toBe(false);
    const again = await lockDataDir(dir);
    again.release();
    // A second release is harmless and removes nobody else's lock.
    const other = await lockDataDir(dir);
    lock.release();
    expect(existsSync(lockPath)).toBe(true);
    other.release();
  });

  it('takes over a lock whose process has ended', async () => {
    const pid = await endedPid();
    writeFileSync(lockPath, JSON.stringify({ pid, nonce: 'gone' }));
    const lock = await lockDataDir(dir);
    expect(lockHolder().pid).toBe(process.pid);
    lock.release();
  });

  it('takes over a lock of this process ID that this process does not hold (a restarted container)', async () => {
    writeFileSync(lockPath, JSON.stringify({ pid: process.pid, nonce: 'earlier-life' }));
    const lock = await lockDataDir(dir);
    expect(lockHolder().nonce).not.toBe('earlier-life');
    lock.release();
  });

  const linux = existsSync('/proc/self/stat') ? it : it.skip;
  linux('takes over a lock whose process ID now belongs to a process started at another time', async () => {
    // The parent (jest) is alive; the lock says its holder started at tick 1, which it did not.
    writeFileSync(lockPath, JSON.stringify({ pid: process.ppid, nonce: 'reused', startTime: '1' }));
    const lock = await lockDataDir(dir);
    expect(lockHolder().pid).toBe(process.pid);
    lock.release();
  });

  it('takes over a lock file that is not a lock once it stays so', async () => {
    writeFileSync(lockPath, '');
    const lock = await lockDataDir(dir);
    expect(lockHolder().pid).toBe(process.pid);
    lock.release();
  });

  it('refuses while another process holds it, and takes over once that process is killed', async () => {
    const holder = node(
      `import(${JSON.stringify(join(__dirname, 'data-dir-lock.ts'))}).then(async ({ lockDataDir }) => {
        await lockDataDir(process.env.EC_LOCK_DIR);
        console.log('locked');
        setInterval(() => undefined, 1000);
      });`,
      { EC_LOCK_DIR: dir },
    );
    await holder.printed('locked');
    const pid = holder.child.pid!;
    expect(lockHolder().pid).toBe(pid);
    await expect(lockDataDir(dir)).rejects.toThrow(inUse(dir, pid));
    // SIGKILL: no exit handler runs, the lock stays behind, stale.
    holder.child.kill('SIGKILL');
    await holder.exited;
    expect(lockHolder().pid).toBe(pid);
    const lock = await lockDataDir(dir);
    expect(lockHolder().pid).toBe(process.pid);
    lock.release();
  }, 30_000);

  it('is removed when its process exits without releasing it', async () => {
    const holder = node(
      `import(${JSON.stringify(join(__dirname, 'data-dir-lock.ts'))}).then(async ({ lockDataDir }) => {
        await lockDataDir(process.env.EC_LOCK_DIR);
        process.exit(0);
      });`,
      { EC_LOCK_DIR: dir },
    );
    expect((await holder.exited).code).toBe(0);
    expect(existsSync(lockPath)).toBe(false);
  }, 30_000);
});

describe('openDatabase on a data folder', () => {
  it('refuses a second process, and this process may open the folder again once it closed it', async () => {
    await copyBlankPglite(dir); // the lock is the subject here, not the first start's initdb
    const first = await openDatabase({ dataDir: dir, analyzeEveryMs: 0, sharedBuffers: '16MB' });
    try {
      await expect(openDatabase({ dataDir: dir, analyzeEveryMs: 0 })).rejects.toThrow(inUse(dir, process.pid));
      // Another process tries the server's own way in, and is refused before PGlite touches the folder.
      const second = node(
        `import(${JSON.stringify(join(__dirname, 'connect.ts'))}).then(async ({ openDatabase }) => {
          try {
            const handle = await openDatabase({ dataDir: process.env.EC_LOCK_DIR, analyzeEveryMs: 0 });
            await handle.close();
            console.log('opened');
          } catch (error) {
            console.error(error.message);
            process.exit(3);
          }
        });`,
        { EC_LOCK_DIR: dir },
      );
      const { code, stdout, stderr } = await second.exited;
      expect({ code, stdout }).toEqual({ code: 3, stdout: '' });
      expect(stderr).toContain(inUse(dir, process.pid));
      // Still the first holder's, and its database works.
      expect(lockHolder().pid).toBe(process.pid);
      expect((await sql<{ one: number }>`select 1 as one`.execute(first.db)).rows).toEqual([{ one: 1 }]);
    } finally {
      await first.close();
    }
    expect(existsSync(lockPath)).toBe(false);
    const again = await openDatabase({ dataDir: dir, analyzeEveryMs: 0, sharedBuffers: '16MB' });
    try {
      expect((await sql<{ one: number }>`select 1 as one`.execute(again.db)).rows).toEqual([{ one: 1 }]);
    } finally {
      await again.close();
    }
  }, 120_000);
});
