import { parseArgs } from 'node:util';
import { decodeUserSig, genUserSig, UserSigError, verifyUserSig } from '../node';

export const USAGE = `employment-usersig: build and check TLS-Sig v2 (UserSig) chat credentials

Usage:
  employment-usersig gen --app-id N --user ID [--expire SECONDS]
  employment-usersig verify SIG --app-id N [--user ID]
  employment-usersig --help

The secret key is read from the USERSIG_SECRET_KEY environment variable, or from standard
input when that is unset (typed at a prompt on a terminal). It is never taken as a flag.

gen     prints a sig valid for --expire seconds (default 604800, 7 days).
verify  prints the sig's fields and the verdict; exits 0 when valid, 1 when not.
Usage errors exit 2.`;

export interface Io {
  out(line: string): void;
  err(line: string): void;
  secretKey(): Promise<string>;
}

class UsageError extends Error {}

function wholeNumber(value: string | undefined, flag: string): number {
  if (value === undefined) throw new UsageError(`${flag} is required`);
  if (!/^\d+$/.test(value)) throw new UsageError(`${flag} must be a whole number`);
  return Number(value);
}

async function requireKey(io: Io): Promise<string> {
  const key = await io.secretKey();
  if (key === '') throw new UsageError('no secret key: set USERSIG_SECRET_KEY or pipe it on standard input');
  return key;
}

async function gen(args: string[], io: Io): Promise<number> {
  const { values } = parseArgs({
    args,
    options: { 'app-id': { type: 'string' }, user: { type: 'string' }, expire: { type: 'string' } },
  });
  const sdkAppID = wholeNumber(values['app-id'], '--app-id');
  if (values.user === undefined) throw new UsageError('--user is required');
  const expire = values.expire === undefined ? undefined : wholeNumber(values.expire, '--expire');
  const secretKey = await requireKey(io);
  io.out(genUserSig({ sdkAppID, secretKey, userID: values.user, expire }));
  return 0;
}

async function verify(args: string[], io: Io): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { 'app-id': { type: 'string' }, user: { type: 'string' } },
  });
  const sig = positionals[0];
  if (sig === undefined || positionals.length > 1) throw new UsageError('verify takes exactly one SIG');
  const sdkAppID = wholeNumber(values['app-id'], '--app-id');
  const secretKey = await requireKey(io);
  try {
    const d = decodeUserSig(sig);
    io.out(`identifier: ${d.identifier}`);
    io.out(`sdkAppID:   ${d.sdkAppID}`);
    io.out(`issued:     ${new Date(d.time * 1000).toISOString()} (${d.time})`);
    io.out(`expires:    ${new Date((d.time + d.expire) * 1000).toISOString()} (after ${d.expire} s)`);
    if (d.userbuf) io.out(`userbuf:    ${d.userbuf.length} bytes`);
  } catch (error) {
    if (!(error instanceof UserSigError)) throw error;
  }
  const verdict = verifyUserSig(sig, { sdkAppID, secretKey, userID: values.user });
  io.out(verdict.ok ? 'verdict:    valid' : `verdict:    invalid (${verdict.reason})`);
  return verdict.ok ? 0 : 1;
}

export async function runCli(argv: string[], io: Io): Promise<number> {
  const [command, ...rest] = argv;
  try {
    if (command === undefined || command === '--help' || command === '-h' || command === 'help') {
      io.out(USAGE);
      return command === undefined ? 2 : 0;
    }
    if (command === 'gen') return await gen(rest, io);
    if (command === 'verify') return await verify(rest, io);
    throw new UsageError(`unknown command: ${command}`);
  } catch (error) {
    if (error instanceof UsageError || error instanceof UserSigError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      io.err(`employment-usersig: ${(error as Error).message}`);
      io.err('Run employment-usersig --help for usage.');
      return 2;
    }
    throw error;
  }
}
