// One multi-select per engine (one chat window shows at a time): the message menu starts it, the
// rows tick in it and the bar acts on it, each reaching it through the engine they share.
import { createActor, type ActorRefFrom } from 'xstate';
import { multiSelectMachine } from './multi-select.machine';

export type MultiSelectActor = ActorRefFrom<typeof multiSelectMachine>;

const byEngine = new WeakMap<object, MultiSelectActor>();

export function multiSelectOf(engine: object): MultiSelectActor {
  let actor = byEngine.get(engine);
  if (!actor) byEngine.set(engine, (actor = createActor(multiSelectMachine).start()));
  return actor;
}
