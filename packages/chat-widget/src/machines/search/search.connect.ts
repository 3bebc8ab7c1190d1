// The search machine bound to an engine: one searchCloudMessages per request, in parallel.
import type { ChatEngine } from '../../engine';
import { fromPromise } from 'xstate';
import { searchMachine } from './search.machine';
import type { SearchRequest, SearchSection } from './search.types';

export function searchMachineFor(engine: ChatEngine, reportError: (error: unknown) => void) {
  return searchMachine.provide({
    actors: {
      search: fromPromise<SearchSection[], { requests: SearchRequest[] }>(({ input }) =>
        Promise.all(
          input.requests.map(async ({ type, options }) => {
            const { data } = await engine.searchCloudMessages(options);
            return { type, items: data.searchResultList, totalCount: data.totalCount, cursor: data.cursor };
          }),
        ),
      ),
    },
    actions: { reportError: (_, { error }) => reportError(error) },
  });
}
