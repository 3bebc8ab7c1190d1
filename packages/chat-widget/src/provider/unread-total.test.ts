// The unread total read from an engine: its value at once, each change once, from either event.
import { fakeUnreadEngine } from '../../test/fake-unread-engine';
import { watchUnreadTotal } from './unread-total';

it('tells the current total at once, then each change once, from the total event or the list', () => {
  const fake = fakeUnreadEngine(2);
  const seen: number[] = [];
  const stop = watchUnreadTotal(fake.engine, (total) => seen.push(total));
  expect(seen).toEqual([2]);
  fake.announce(2);
  fake.listChanged(2);
  fake.announce(5);
  fake.listChanged(5);
  fake.listChanged(7);
  fake.announce(7);
  fake.announce(0);
  expect(seen).toEqual([2, 5, 7, 0]);
  stop();
  expect(fake.listeners()).toBe(0);
  fake.announce(9);
  expect(seen).toEqual([2, 5, 7, 0]);
});
