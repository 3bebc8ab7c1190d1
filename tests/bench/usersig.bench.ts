import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Bench } from 'tinybench';
import * as nodeBuild from '@employment-cloud/usersig';
import * as pureBuild from '@employment-cloud/usersig/browser';
import { browserBundle } from '@employment-cloud/test-support/build/browser-bundle';

interface OfficialApi {
  genUserSig(userID: string, expire: number): string;
}
const require = createRequire(import.meta.url);
const { Api } = require('tls-sig-api-v2/TLSSigAPIv2.js') as { Api: new (app: number, key: string) => OfficialApi };

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const APP = 1400000000;
const KEY = '5bd2850fff3ecb11d7c805251c51ee463a25727bddc2385f3fa8bfee1bb93b5e';

function opsPerSecond(bench: Bench, name: string): number {
  const result = bench.getTask(name)?.result;
  if (!result || !('period' in result)) throw new Error(`benchmark ${name} did not complete`);
  return 1000 / result.period;
}

export async function benchUserSig(): Promise<void> {
  const official = new Api(APP, KEY);
  let i = 0;
  // A different user every call, so nothing can be served from a cache.
  const bench = new Bench({ time: 2000, warmupTime: 300 });
  bench
    .add('tls-sig-api-v2 genUserSig', () => official.genUserSig(`user${i++}`, 86400))
    .add('@employment-cloud/usersig genUserSig (node)', () => nodeBuild.genUserSig({ sdkAppID: APP, secretKey: KEY, userID: `user${i++}`, expire: 86400 }))
    .add('@employment-cloud/usersig genUserSig (browser build, in Node)', () =>
      pureBuild.genUserSig({ sdkAppID: APP, secretKey: KEY, userID: `user${i++}`, expire: 86400 }),
    );
  await bench.run();

  const base = opsPerSecond(bench, 'tls-sig-api-v2 genUserSig');
  console.log('\nusersig: sigs per second (Node %s, same process and run)', process.version);
  for (const task of bench.tasks) {
    const ops = opsPerSecond(bench, task.name);
    console.log('  %s %s/s  %sx', task.name.padEnd(62), Math.round(ops).toLocaleString('en-US').padStart(9), (ops / base).toFixed(2));
  }
  const ratio = opsPerSecond(bench, '@employment-cloud/usersig genUserSig (node)') / base;
  console.log('  ratio node build / tls-sig-api-v2: %sx (goal >= 1.0x, aim >= 2x)', ratio.toFixed(2));

  const only = (await browserBundle("import { genUserSig } from '@employment-cloud/usersig'; window.s = genUserSig;", repoRoot)).gzip;
  const all = (await browserBundle("import * as u from '@employment-cloud/usersig'; window.u = u;", repoRoot)).gzip;
  console.log('\nusersig: browser bundle, minified + gzip -9');
  console.log('  app importing only genUserSig: %s bytes (budget 12288)', only);
  console.log('  app importing everything:      %s bytes', all);
}
