// zod as the console's pages use it, under the server's Content Security Policy (no 'unsafe-eval',
// packages/server/README.md): without `jitless`, zod's first object parse probes `new Function`,
// which the policy refuses and reports as a violation on every page with a form, though zod goes
// on without it. Imported by the signed-in gate (layout/signed-in-gate.tsx), ahead of every page
// that has a form; the login page has no zod.
import { z } from 'zod';

z.config({ jitless: true });
