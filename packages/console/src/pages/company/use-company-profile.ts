// The company profile (GET front/v1/company/profile), loaded again when the page comes back into
// view (after the edit page saved it).
import { fetchCompanyProfile } from '../../api/company.api';
import { useLoaded } from '../../kit/page/use-loaded';

export const useCompanyProfile = (returns: number) => useLoaded(fetchCompanyProfile, returns);
