export { ContactTab } from './contact-tab';
