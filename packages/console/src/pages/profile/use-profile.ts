// The signed-in account's info (GET front/v1/user/info), loaded again when the page comes back
// into view (after the edit page saved it).
import { fetchProfile } from '../../api/profile.api';
import { useLoaded } from '../../kit/page/use-loaded';

export type { Loaded } from '../../kit/page/use-loaded';

export const useProfile = (returns: number) => useLoaded(fetchProfile, returns);
