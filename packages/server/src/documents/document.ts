// A platform document as the console renders it: structured text, never markup, so no
// sanitising is needed on either side.
import type { DocumentText } from '@employment-cloud/api-contract';
import type { Locale } from '../http/i18n';

/** A document's text in each language (the contract's DocumentText). */
export type Localized = Record<Locale, DocumentText>;
