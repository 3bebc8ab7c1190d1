// The company pages' paths (routes.ts: mycompany-info, mycompany-edit).
export const COMPANY_INFO_PATH = '/mycompany/info';
export const COMPANY_EDIT_PATH = '/mycompany/edit';
