// The search machine without a DOM: a recording fake search actor, jest's fake timers for the
// 500 ms debounce.
import { createActor, fromPromise } from 'xstate';
import type { SearchResultItem } from '../../engine';
import { searchMachine } from './search.machine';
import type { SearchInput, SearchRequest, SearchSection } from './search.types';

type Answer = (requests: SearchRequest[]) => Promise<SearchSection[]>;

const item = (conversationID: string, count = 1): SearchResultItem => ({ conversationID, messageCount: count, messageList: [] });
const sectionsFor = (requests: SearchRequest[], cursor = ''): SearchSection[] =>
  requests.map(({ type }) => ({
    type,
    items: [item(`C2C-${type}-1`), item(`C2C-${type}-2`), item(`C2C-${type}-3`), item(`C2C-${type}-4`)],
    totalCount: 4,
    cursor,
  }));

function start(input: SearchInput = { mode: 'global' }, answer: Answer = async (requests) => sectionsFor(requests)) {
  const calls: SearchRequest[][] = [];
  const errors: string[] = [];
  const actor = createActor(
    searchMachine.provide({
      actors: {
        search: fromPromise(async ({ input: { requests } }: { input: { requests: SearchRequest[] } }) => {
          calls.push(requests);
          return answer(requests);
        }),
      },
      actions: { reportError: (_, { error }) => void errors.push(error instanceof Error ? error.message : String(error)) },
    }),
    { input },
  );
  actor.start();
  return { actor, calls, errors };
}

/** Past the debounce, and the fake search's promise settled. */
async function settle() {
  jest.advanceTimersByTime(500);
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('is idle until the input is clicked; searching starts with nothing to show', () => {
  const { actor } = start();
  expect(actor.getSnapshot().value).toBe('idle');
  actor.send({ type: 'INPUT', text: 'ignored while idle' });
  expect(actor.getSnapshot().context.text).toBe('');
  actor.send({ type: 'OPEN' });
  expect(actor.getSnapshot().value).toEqual({ searching: 'waiting' });
});

it('searches 500 ms after the last change only, with all keywords required', async () => {
  const { actor, calls } = start();
  actor.send({ type: 'OPEN' });
  actor.send({ type: 'INPUT', text: '面' });
  jest.advanceTimersByTime(300);
  actor.send({ type: 'INPUT', text: '  面试   Offer ' });
  jest.advanceTimersByTime(499);
  expect(calls).toHaveLength(0);
  await settle();
  expect(calls).toHaveLength(1);
  // The all tab: one request per type group, three conversations each.
  expect(calls[0]!.map((request) => request.type)).toEqual(['text', 'file', 'imageVideo', 'other']);
  expect(calls[0]![0]!.options).toMatchObject({
    keywordList: ['面试', 'Offer'],
    keywordListMatchType: 'and',
    messageTypeList: ['TIMTextElem'],
    count: 3,
    timePosition: 0,
    timePeriod: 0,
  });
  expect(actor.getSnapshot().value).toEqual({ searching: 'shown' });
  expect(actor.getSnapshot().context.sections).toHaveLength(4);
});

it('empty keywords in global mode clear the results and search nothing', async () => {
  const { actor, calls } = start();
  actor.send({ type: 'OPEN' });
  actor.send({ type: 'INPUT', text: '面试' });
  await settle();
  expect(actor.getSnapshot().context.sections).not.toHaveLength(0);
  actor.send({ type: 'INPUT', text: '   ' });
  await settle();
  expect(calls).toHaveLength(1);
  expect(actor.getSnapshot().context.sections).toEqual([]);
  expect(actor.getSnapshot().value).toEqual({ searching: 'waiting' });
});

it('a change while a search runs drops it: only the newest answer is shown', async () => {
  let release: (sections: SearchSection[]) => void = () => undefined;
  const { actor, calls } = start({ mode: 'global' }, (requests) =>
    requests[0]!.options.keywordList?.[0] === 'slow' ? new Promise((resolve) => (release = resolve)) : Promise.resolve(sectionsFor(requests)),
  );
  actor.send({ type: 'OPEN' });
  actor.send({ type: 'INPUT', text: 'slow' });
  await settle();
  expect(actor.getSnapshot().hasTag('loading')).toBe(true);
  actor.send({ type: 'INPUT', text: 'fast' });
  await settle();
  release([{ type: 'text', items: [item('C2Cstale')], totalCount: 1, cursor: '' }]);
  await settle();
  expect(calls).toHaveLength(2);
  expect(actor.getSnapshot().context.sections.flatMap((s) => s.items.map((i) => i.conversationID))).not.toContain('C2Cstale');
});

it('type and time changes search again; view more switches to that type', async () => {
  const { actor, calls } = start();
  actor.send({ type: 'OPEN' });
  actor.send({ type: 'INPUT', text: '简历' });
  await settle();
  actor.send({ type: 'VIEW_MORE', searchType: 'file' });
  await settle();
  expect(actor.getSnapshot().context.type).toBe('file');
  expect(calls[1]).toEqual([{ type: 'file', options: expect.objectContaining({ messageTypeList: ['TIMFileElem'] }) }]);
  expect(calls[1]![0]!.options).not.toHaveProperty('count');
  actor.send({ type: 'SET_TIME', time: { key: 'threeDays' } });
  await settle();
  expect(calls[2]![0]!.options).toMatchObject({ timePosition: 0, timePeriod: 3 * 86_400 });
  actor.send({ type: 'SET_TIME', time: { key: 'range', from: 1_700_000_000, to: 1_699_000_000 } });
  await settle();
  expect(calls[3]![0]!.options).toMatchObject({ timePosition: 1_700_000_000, timePeriod: 1_000_000 });
  actor.send({ type: 'SET_TYPE', searchType: 'imageVideo' });
  await settle();
  expect(calls[4]![0]!.options.messageTypeList).toEqual(['TIMImageElem', 'TIMVideoFileElem']);
});

it('loads the next page of a single-type search with its cursor and appends it', async () => {
  const { actor, calls } = start({ mode: 'global' }, async (requests) => sectionsFor(requests, requests[0]!.options.cursor ? '' : 'page-2'));
  actor.send({ type: 'OPEN' });
  actor.send({ type: 'SET_TYPE', searchType: 'text' });
  actor.send({ type: 'INPUT', text: '面试' });
  await settle();
  actor.send({ type: 'LOAD_MORE' });
  await settle();
  expect(calls[1]![0]!.options.cursor).toBe('page-2');
  expect(actor.getSnapshot().context.sections[0]!.cursor).toBe('');
  // Same conversations: their messages merged, not listed twice.
  expect(actor.getSnapshot().context.sections[0]!.items).toHaveLength(4);
  actor.send({ type: 'LOAD_MORE' }); // nothing more
  await settle();
  expect(calls).toHaveLength(2);
});

it('a failure reports its reason (the toast) and shows no results', async () => {
  const { actor, errors } = start({ mode: 'global' }, async () => {
    throw Object.assign(new Error('network down'), { code: 2801 });
  });
  actor.send({ type: 'OPEN' });
  actor.send({ type: 'INPUT', text: '面试' });
  await settle();
  expect(errors).toEqual(['network down']);
  expect(actor.getSnapshot().context).toMatchObject({ sections: [], error: 'network down' });
});

it('selecting a result opens its detail view; back closes it; close clears everything', async () => {
  const { actor } = start();
  actor.send({ type: 'OPEN' });
  actor.send({ type: 'INPUT', text: '面试' });
  await settle();
  actor.send({ type: 'SELECT', conversationID: 'C2C-text-1' });
  expect(actor.getSnapshot().context.detailConversationID).toBe('C2C-text-1');
  actor.send({ type: 'BACK' });
  expect(actor.getSnapshot().context.detailConversationID).toBeNull();
  actor.send({ type: 'CLOSE' });
  expect(actor.getSnapshot().value).toBe('idle');
  expect(actor.getSnapshot().context).toMatchObject({ text: '', type: 'all', sections: [], time: { key: 'all' } });
});

it('in one conversation: text first, no search without keywords there, but files list by type alone', async () => {
  const { actor, calls } = start({ mode: 'conversation', conversationID: 'C2Cpeer' });
  expect(actor.getSnapshot().context.type).toBe('text');
  actor.send({ type: 'OPEN' });
  actor.send({ type: 'INPUT', text: '' });
  await settle();
  expect(calls).toHaveLength(0);
  actor.send({ type: 'SET_TYPE', searchType: 'file' });
  await settle();
  expect(calls).toHaveLength(1);
  expect(calls[0]![0]!.options).toEqual({ conversationID: 'C2Cpeer', messageTypeList: ['TIMFileElem'], timePosition: 0, timePeriod: 0 });
});
