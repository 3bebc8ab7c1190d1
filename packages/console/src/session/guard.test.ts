import { accessOf } from './access';
import { decideGuard } from './guard';

const recruiter = accessOf({ isCompanyMainAdmin: false, access: ['home', 'zhiweiIndex'] });
const admin = accessOf({ isCompanyMainAdmin: true });

it('redirects / to the job list, with or without a token', () => {
  expect(decideGuard({ target: '/', hasToken: false, access: null })).toEqual({ type: 'redirect', to: '/zhiwei/index' });
  expect(decideGuard({ target: '/', hasToken: true, access: recruiter })).toEqual({ type: 'redirect', to: '/zhiwei/index' });
});

describe('without a token', () => {
  it.each(['/login', '/loginByUnion', '/resetPass', '/register', '/rule'])('allows %s', (target) => {
    expect(decideGuard({ target, hasToken: false, access: null }).type).toBe('allow');
  });
  it('sends anything else to login, keeping the target', () => {
    expect(decideGuard({ target: '/zhiwei/index?x=1', hasToken: false, access: null })).toEqual({
      type: 'redirect',
      to: '/login?redirect=%2Fzhiwei%2Findex%3Fx%3D1',
    });
    expect(decideGuard({ target: '/no/such/page', hasToken: false, access: null })).toMatchObject({ type: 'redirect' });
  });
});

describe('with a token', () => {
  it('sends login to home, or to the page it was asked for (never another site)', () => {
    expect(decideGuard({ target: '/login', hasToken: true, access: recruiter })).toEqual({ type: 'redirect', to: '/home' });
    expect(decideGuard({ target: '/login?redirect=%2Fjianli%2Findex', hasToken: true, access: null })).toEqual({ type: 'redirect', to: '/jianli/index' });
    expect(decideGuard({ target: '/login?redirect=%2F%2Fevil.example', hasToken: true, access: null })).toEqual({ type: 'redirect', to: '/home' });
  });
  it('loads the user info first', () => {
    expect(decideGuard({ target: '/zhiwei/index', hasToken: true, access: null })).toEqual({ type: 'loadUser' });
  });
  it('allows the listed routes and shows 401 for others', () => {
    expect(decideGuard({ target: '/zhiwei/index', hasToken: true, access: recruiter }).type).toBe('allow');
    expect(decideGuard({ target: '/jianli/index', hasToken: true, access: recruiter })).toEqual({ type: 'forbidden' });
  });
  it.each(['/friend/index', '/mycompany/info', '/mycompany/edit'])('opens %s to the main admin only', (target) => {
    expect(decideGuard({ target, hasToken: true, access: admin }).type).toBe('allow');
    expect(
      decideGuard({ target, hasToken: true, access: accessOf({ isCompanyMainAdmin: false, access: ['friendIndex', 'mycompany-info', 'mycompany-edit'] }) }),
    ).toEqual({ type: 'forbidden' });
  });
  it('shows the 404 page for unknown paths', () => {
    expect(decideGuard({ target: '/no/such/page', hasToken: true, access: recruiter })).toMatchObject({ type: 'allow', route: { name: '404' } });
  });
});
