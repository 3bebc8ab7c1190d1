// A PostgreSQL for benchmarks: BENCH_DATABASE_URL when set, else a throwaway cluster of Debian's
// postgresql (as .ci/run starts one) on a free loopback port, else none (the bench says so).
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface BenchPostgres {
  url: string;
  /** Where it came from, for the bench's header. */
  label: string;
  stop(): void;
}

const PG_ROOT = '/usr/lib/postgresql';

/** A free loopback port (the benchmarks' servers and balancer listen on 127.0.0.1 only). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Runs a PostgreSQL program as the postgres user when this process is root (initdb refuses root). */
function runAsOwner(program: string, args: string[]): void {
  const isRoot = process.getuid?.() === 0;
  if (!isRoot) {
    execFileSync(program, args, { stdio: 'ignore' });
    return;
  }
  const quoted = [program, ...args].map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ');
  execFileSync('su', ['postgres', '-c', quoted], { stdio: 'ignore' });
}

export async function benchPostgres(): Promise<BenchPostgres | null> {
  if (process.env.BENCH_DATABASE_URL) return { url: process.env.BENCH_DATABASE_URL, label: 'BENCH_DATABASE_URL', stop: () => undefined };
  if (!existsSync(PG_ROOT)) return null;
  const version = readdirSync(PG_ROOT)
    .sort((a, b) => Number(a) - Number(b))
    .at(-1);
  if (!version) return null;
  const bin = join(PG_ROOT, version, 'bin');
  const dir = mkdtempSync(join(tmpdir(), 'ec-bench-pg-'));
  if (process.getuid?.() === 0)
    chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString().trim()), Number(execFileSync('id', ['-g', 'postgres']).toString().trim()));
  const port = await freePort();
  const data = join(dir, 'data');
  runAsOwner(join(bin, 'initdb'), ['-D', data, '--auth=trust', '--username=postgres', '--encoding=UTF8', '--locale=C.UTF-8']);
  runAsOwner(join(bin, 'pg_ctl'), ['-D', data, '-l', join(dir, 'log'), '-w', '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`, 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    label: `PostgreSQL ${version}, a throwaway cluster`,
    stop: () => {
      try {
        runAsOwner(join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
