// The signed-in account's info (GET front/v1/user/info), loaded again when the page comes back
// into view (after the edit page saved it).
import { fetchProfile } from '../../api/profile.api';
import { useRecordQuery } from '../../kit';

export const useProfile = () => useRecordQuery(['profile'], fetchProfile);
