// Demo recruitment data (job views and the like) and colleagues' activity (issue 19).
import type { SeedContext } from './context';
import type { DemoWorld } from './world';

export async function insertRecruitingStatistics(_ctx: SeedContext, _world: DemoWorld): Promise<void> {}
