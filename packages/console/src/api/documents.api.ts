// The platform's documents (issue 19): the agreement and the rules, as structured text in the
// reader's language (the client sends i18next's language as Accept-Language). Public.
import { request } from './client';

export type DocumentName = 'agreement' | 'rule';

export interface PlatformDocument {
  name: DocumentName;
  title: string;
  updatedAt: string;
  sections: { heading: string; paragraphs: string[] }[];
}

export const fetchDocument = (name: DocumentName) => request<PlatformDocument>(`front/v1/common/document/${name}`);
