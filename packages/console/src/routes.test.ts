// pathOf: a route's path from its name in the table, with the query's non-empty values.
import { pathOf } from './routes';

it('writes a route path by name, with its query', () => {
  expect(pathOf('zhiweiIndex')).toBe('/zhiwei/index');
  expect(pathOf('zhiweiEdit', { id: 7, mode: '', copy: undefined })).toBe('/zhiwei/edit?id=7');
  expect(pathOf('qiyeZhaopinhuiEdit', { id: 'a b' })).toBe('/qiye/zhaopinhui/edit?id=a+b');
});

it('refuses a name the table does not hold, and an external link', () => {
  expect(() => pathOf('nowhere')).toThrow('No route named nowhere');
  expect(() => pathOf('survey')).toThrow('No route named survey');
});
