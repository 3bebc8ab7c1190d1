// Demo company profiles: industry, size, licence (issue 19).
import type { SeedContext } from './context';
import type { DemoWorld } from './world';

export async function insertCompanyProfiles(_ctx: SeedContext, _world: DemoWorld): Promise<void> {}
