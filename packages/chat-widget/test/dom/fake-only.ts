// Jest's fake timers for some of the clock's APIs only, every other one left real: Date alone for
// a step whose rules depend on the time of day, setTimeout alone to pass a debounce while the live
// engine keeps its own timers. Jest's option names what stays real; this names what is faked.
type FakeTimersConfig = NonNullable<Parameters<typeof jest.useFakeTimers>[0]>;
type FakeableAPI = NonNullable<FakeTimersConfig['doNotFake']>[number];

const EVERY_API: readonly FakeableAPI[] = [
  'Date',
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
  'setTimeout',
  'clearTimeout',
  'Temporal',
];

/** jest.useFakeTimers with only `faked` fake; `config` as jest's (now, advanceTimers...). */
export function useFakeOnly(faked: readonly FakeableAPI[], config: Omit<FakeTimersConfig, 'doNotFake'> = {}): void {
  jest.useFakeTimers({ ...config, doNotFake: EVERY_API.filter((api) => !faked.includes(api)) });
}
