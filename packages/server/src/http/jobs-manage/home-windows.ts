/**
 * The home page's windows (the dashboard's figures), in days from now: a published job expiring
 * within EXPIRING_DAYS, an interview (not cancelled) within UPCOMING_DAYS. The job and interview
 * lists take the same windows as filters (expiringWithin, upcomingWithin), so a card's figure is
 * the count of the list it opens.
 */
export const EXPIRING_DAYS = 3;
export const UPCOMING_DAYS = 7;
/** The longest window a list takes (the contract's, which the list queries check). */
export { MAX_WINDOW_DAYS } from '@employment-cloud/api-contract';
export const DAY_MS = 24 * 60 * 60 * 1000;
