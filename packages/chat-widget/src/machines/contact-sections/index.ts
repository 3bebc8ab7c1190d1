export { contactSectionsMachineFor, selectSearch, selectSections } from './contact-sections.connect';
export type { ContactSectionsSnapshot } from './contact-sections.connect';
export type { ContactLists, ContactSearchResults, ContactSectionID, ContactSectionsEvent, ContactSelection } from './contact-sections.types';
export { contactActions } from './contact-actions';
export { loadContactInfo } from './contact-info';
export type { ContactInfo } from './contact-info';
