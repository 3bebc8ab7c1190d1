// Removes the library build outputs so a build never ships files from an earlier one.
import { rmSync } from 'node:fs';

for (const dir of ['packages/usersig/dist', 'packages/chat-widget/dist', 'packages/server/dist'])
  rmSync(new URL(`../${dir}`, import.meta.url), { recursive: true, force: true });
