// Demo job fairs beyond community.ts's two: booths, schedules, the company's jobs at them, candidates who applied through them (issue 19).
import type { SeedContext } from './context';
import type { DemoWorld } from './world';

export async function insertFairDetails(_ctx: SeedContext, _world: DemoWorld): Promise<void> {}
