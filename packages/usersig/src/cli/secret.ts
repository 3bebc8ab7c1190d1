import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';

/**
 * The secret key comes from USERSIG_SECRET_KEY or standard input, never from a flag, so it stays
 * out of shell history and process listings. On a terminal the typed key is not echoed.
 */
export async function readSecretKey(env: NodeJS.ProcessEnv, stdin: NodeJS.ReadStream, stderr: NodeJS.WriteStream): Promise<string> {
  const fromEnv = env.USERSIG_SECRET_KEY;
  if (fromEnv !== undefined && fromEnv !== '') return fromEnv;
  if (stdin.isTTY) return promptHidden(stdin, stderr);
  let text = '';
  stdin.setEncoding('utf8');
  for await (const chunk of stdin) text += chunk as string;
  return text.trim();
}

function promptHidden(stdin: NodeJS.ReadStream, stderr: NodeJS.WriteStream): Promise<string> {
  stderr.write('Secret key (not shown): ');
  const muted = new Writable({ write: (_chunk, _encoding, done) => done() });
  const rl = createInterface({ input: stdin, output: muted, terminal: true });
  return new Promise((resolve) => {
    rl.once('line', (line) => {
      rl.close();
      stderr.write('\n');
      resolve(line.trim());
    });
    rl.once('close', () => resolve(''));
  });
}
