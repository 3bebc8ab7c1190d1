// The platform's documents by name: the company agreement and the recruiting rules.
import type { DocumentName } from '@employment-cloud/api-contract';
import { agreement } from './agreement';
import type { Localized } from './document';
import { rule } from './rule';

export const DOCUMENTS: Record<DocumentName, Localized> = { agreement, rule };

/** Whether a document has this name (not a key of Object's prototype). */
export const isDocumentName = (name: string): name is DocumentName => Object.hasOwn(DOCUMENTS, name);
