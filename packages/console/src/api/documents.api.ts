// The platform's documents (issue 19): the agreement and the rules, as structured text in the
// reader's language, named by the caller: the page's i18n instance is not the global i18next the
// client takes its Accept-Language from. Public.
import { request } from './client';

export type DocumentName = 'agreement' | 'rule';

export interface PlatformDocument {
  name: DocumentName;
  title: string;
  updatedAt: string;
  sections: { heading: string; paragraphs: string[] }[];
}

export const fetchDocument = (name: DocumentName, language: string) =>
  request<PlatformDocument>(`front/v1/common/document/${name}`, { headers: { 'accept-language': language } });
