// Demo feedback replies from the platform (issue 19).
import type { SeedContext } from './context';
import type { DemoWorld } from './world';

export async function insertFeedbackReplies(_ctx: SeedContext, _world: DemoWorld): Promise<void> {}
