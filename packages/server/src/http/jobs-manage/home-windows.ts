/**
 * The home page's windows (the dashboard's figures), in days from now: a published job expiring
 * within EXPIRING_DAYS, an interview (not cancelled) within UPCOMING_DAYS. The job and interview
 * lists take the same windows as filters (expiringWithin, upcomingWithin), so a card's figure is
 * the count of the list it opens; the longest window a list takes is the contract's MAX_WINDOW_DAYS.
 */
export const EXPIRING_DAYS = 3;
export const UPCOMING_DAYS = 7;
export const DAY_MS = 24 * 60 * 60 * 1000;
