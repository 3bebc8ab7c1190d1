// Demo help plans' details: target groups, contacts, enrolled people's progress (issue 19).
import type { SeedContext } from './context';
import type { DemoWorld } from './world';

export async function insertHelpProgress(_ctx: SeedContext, _world: DemoWorld): Promise<void> {}
