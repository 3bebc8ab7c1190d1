import { routes } from '../routes';
import { accessOf, filterRoutes } from './access';

const recruiter = accessOf({ isCompanyMainAdmin: false, access: ['home', 'zhiweiIndex', 'zhiweiEdit', 'HelpManage'] });
const admin = accessOf({ isCompanyMainAdmin: true, access: ['home'] });
const names = (list: { name: string }[]) => list.map((route) => route.name);

it('replaces a main admin access list by the flag alone', () => {
  expect(admin).toEqual({ isCompanyMainAdmin: true });
  expect(accessOf({ isCompanyMainAdmin: false })).toEqual({ isCompanyMainAdmin: false, names: [] });
});

it('lets a recruiter open the listed routes, session and public ones, never the main admin ones', () => {
  const open = names(filterRoutes(routes, recruiter));
  expect(open).toEqual(expect.arrayContaining(['home', 'zhiweiIndex', 'zhiweiEdit', 'HelpManage', 'CompanyAgreement', 'login', '401']));
  expect(open).not.toEqual(expect.arrayContaining(['jianliIndex']));
  for (const name of ['jianliIndex', 'friendIndex', 'mycompany-info', 'mycompany-edit']) expect(open).not.toContain(name);
});

it('lists in the menu only visible routes, with the main admin ones for the main admin', () => {
  expect(names(filterRoutes(routes, recruiter, { menu: true }))).toEqual(['home', 'zhiweiIndex', 'HelpManage', 'survey']);
  const adminMenu = names(filterRoutes(routes, admin, { menu: true }));
  expect(adminMenu).toEqual(expect.arrayContaining(['friendIndex', 'mycompany-info', 'yijianIndex', 'survey']));
  for (const name of ['mycompany-edit', 'zhiweiEdit', 'login', '401', 'CompanyAgreement']) expect(adminMenu).not.toContain(name);
});
