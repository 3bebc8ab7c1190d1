// The built server (`packages/server/dist/main.js`, as `npm start` runs it) for benchmarks.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** The resident memory of a process, in MiB (Linux). */
export function residentMiB(pid: number): number {
  const kB = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Math.round(Number(kB) / 1024);
}

/**
 * Starts the built server on a free loopback port with a fresh PGlite folder (or `dataDir`,
 * which it removes when stopped); `nodeArgs` go before the script (a CPU profile).
 */
export async function startBuiltServer(env: Record<string, string> = {}, options: { dataDir?: string; nodeArgs?: string[] } = {}) {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'ec-bench-'));
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), 'packages/server/dist/main.js'], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, ALLOW_MOCK_LOGIN: '1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let buffer = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error('the server did not start within 60 s'));
    }, 60_000);
    child.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const match = /listening on (http:\/\/[^\s"]+)/.exec(buffer);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
        buffer = '';
      }
    });
    child.on('exit', (code) => reject(new Error(`the server exited with ${code}`)));
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    }).finally(() => rmSync(dataDir, { recursive: true, force: true }));
  return { url, stop, rssMiB: () => residentMiB(child.pid!) };
}
