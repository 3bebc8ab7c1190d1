// The company profile calls (issue 19, main admin only): GET and PUT front/v1/company/profile.
// Industry and size travel as dictionary codes (dict-data industry / company_scale).
import { request } from './client';

export interface CompanyProfile {
  id: number;
  name: string;
  shortName: string | null;
  logo: string | null;
  /** The dictionary labels, and their codes (null when the label is not in the dictionary). */
  industry: string | null;
  industryCode: string | null;
  scale: string | null;
  scaleCode: string | null;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  description: string | null;
  licenceNo: string | null;
  licenceImage: string | null;
  updatedAt: string | null;
}

export interface CompanyInput {
  name: string;
  shortName: string | null;
  logo: string | null;
  industry: string;
  scale: string;
  address: string;
  latitude: number | null;
  longitude: number | null;
  description: string | null;
  licenceNo: string | null;
  licenceImage: string | null;
}

const PATH = 'front/v1/company/profile';
export const fetchCompanyProfile = () => request<CompanyProfile>(PATH);
export const saveCompanyProfile = (input: CompanyInput) => request<CompanyProfile>(PATH, { method: 'PUT', body: input });
