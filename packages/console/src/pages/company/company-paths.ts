// The company pages' paths (routes.ts: mycompany-info, mycompany-edit).
import { pathOf } from '../../routes';

export const COMPANY_INFO_PATH = pathOf('mycompany-info');
export const COMPANY_EDIT_PATH = pathOf('mycompany-edit');
