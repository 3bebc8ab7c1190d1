#!/usr/bin/env node
import { runCli } from './cli/commands';
import { readSecretKey } from './cli/secret';

runCli(process.argv.slice(2), {
  out: (line) => process.stdout.write(line + '\n'),
  err: (line) => process.stderr.write(line + '\n'),
  secretKey: () => readSecretKey(process.env, process.stdin, process.stderr),
}).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`employment-usersig: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  },
);
