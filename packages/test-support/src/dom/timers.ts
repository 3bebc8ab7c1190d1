// Jest's fake timers for some of the clock's APIs only, every other one left real: Date alone for
// a step whose rules depend on the time of day, setTimeout alone to pass a debounce while the live
// engine keeps its own timers. Jest's option names what stays real; this names what is faked.
const EVERY_API = [
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
  // Temporal is left out: @types/jest does not name it, and Node 20 has no Temporal to fake.
] as const;
type FakeableAPI = (typeof EVERY_API)[number];

/** The modern fake timers' options this helper passes through (both jest typings have them). */
interface ClockConfig {
  now?: number | Date;
  advanceTimers?: boolean | number;
}

/** jest.useFakeTimers with only `faked` fake; `config` as jest's (now, advanceTimers...). */
export function useFakeOnly(faked: readonly FakeableAPI[], config: ClockConfig = {}): void {
  jest.useFakeTimers({ ...config, doNotFake: EVERY_API.filter((api) => !faked.includes(api)) });
}
