export { seedAll } from './seed-all';
export { DEMO_LOGINS, DEMO_PASSWORD } from './demo';
export { DICTIONARIES } from './dictionaries';
