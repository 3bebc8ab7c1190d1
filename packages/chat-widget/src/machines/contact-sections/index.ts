export { contactSectionsMachine, EMPTY_LISTS, SEARCH_STATE_DEBOUNCE_MS } from './contact-sections.machine';
export { contactSectionsMachineFor, selectSearch, selectSections } from './contact-sections.connect';
export type { ContactSectionsSnapshot, ContactSectionView } from './contact-sections.connect';
export type {
  ContactLists,
  ContactSearchResults,
  ContactSectionID,
  ContactSectionsContext,
  ContactSectionsEvent,
  ContactSelection,
} from './contact-sections.types';
