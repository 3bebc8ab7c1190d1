// Access by the route table (docs/console.md §4, §6): the user's effective access and the one
// pure filter the menu, guard and tabs use.
import type { RouteDef } from '../routes';

export interface UserInfo {
  id: number;
  nickname?: string;
  name?: string;
  avatar?: string;
  access?: string[];
  isCompanyMainAdmin?: boolean;
  [field: string]: unknown;
}

/** The access list, or for a company main admin just the flag (spec §4). */
export type Access = { isCompanyMainAdmin: true } | { isCompanyMainAdmin: false; names: readonly string[] };

export function accessOf(user: Pick<UserInfo, 'access' | 'isCompanyMainAdmin'>): Access {
  return user.isCompanyMainAdmin ? { isCompanyMainAdmin: true } : { isCompanyMainAdmin: false, names: user.access ?? [] };
}

/** Whether a signed-in user with `access` may open `route`. */
export function canOpen(route: RouteDef, access: Access): boolean {
  switch (route.access ?? 'listed') {
    case 'public':
    case 'session':
      return true;
    case 'mainAdmin':
      return access.isCompanyMainAdmin;
    case 'listed':
      return access.isCompanyMainAdmin || access.names.includes(route.name);
  }
}

/** The routes a user may open (the guard's rule); `menu` keeps only those the menu lists. */
export function filterRoutes(table: readonly RouteDef[], access: Access, { menu = false } = {}): RouteDef[] {
  return table.filter((route) => canOpen(route, access) && !(menu && (route.hidden || route.access === 'public')));
}
