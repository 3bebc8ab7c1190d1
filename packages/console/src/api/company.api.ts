// The company profile calls (issue 19, main admin only): GET and PUT front/v1/company/profile, as
// the contract (@employment-cloud/api-contract, company) types them. Industry and size travel as
// dictionary codes (dict-data industry / company_scale).
import { COMPANY_PATHS, pathTo, type CompanyInput, type CompanyProfile } from '@employment-cloud/api-contract';
import { request } from './client';

export const fetchCompanyProfile = () => request<CompanyProfile>(pathTo(COMPANY_PATHS.profile));
export const saveCompanyProfile = (input: CompanyInput) => request<CompanyProfile>(pathTo(COMPANY_PATHS.profile), { method: 'PUT', body: input });
