export { ContactTab, preloadContacts } from './contact-tab';
