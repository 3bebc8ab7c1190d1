// The company profile (GET front/v1/company/profile), loaded again when the page comes back into
// view (after the edit page saved it).
import { fetchCompanyProfile } from '../../api/company.api';
import { useRecordQuery } from '../../kit';

export const useCompanyProfile = () => useRecordQuery(['company-profile'], fetchCompanyProfile);
