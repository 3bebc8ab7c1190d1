import { pathTo } from './paths';

describe('pathTo', () => {
  it('drops the leading slash and fills each parameter, encoded', () => {
    expect(pathTo('/front/v1/colleague/:id/disable', { id: 7 })).toBe('front/v1/colleague/7/disable');
    expect(pathTo('/front/v1/x/:a/y/:b', { a: 'a b', b: '1/2' })).toBe('front/v1/x/a%20b/y/1%2F2');
  });

  it('leaves a path without parameters as it is, less the slash', () => {
    expect(pathTo('/front/v1/statistics/recruiting')).toBe('front/v1/statistics/recruiting');
  });

  it('asks the compiler for every parameter a path names', () => {
    // @ts-expect-error: the :id parameter is missing
    expect(pathTo('/front/v1/colleague/:id/enable', {})).toBe('front/v1/colleague/undefined/enable');
    // @ts-expect-error: this path has no parameters
    expect(pathTo('/front/v1/colleague', { id: 1 })).toBe('front/v1/colleague');
  });
});
