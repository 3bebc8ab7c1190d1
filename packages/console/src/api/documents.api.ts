// The platform's documents (issue 19): the agreement and the rules, as structured text in the
// reader's language, named by the caller: the page's i18n instance is not the global i18next the
// client takes its Accept-Language from. Public. Typed by the contract (@employment-cloud/api-contract).
import { DOCUMENT_PATHS, pathTo, type DocumentName, type PlatformDocument } from '@employment-cloud/api-contract';
import { request } from './client';

export const fetchDocument = (name: DocumentName, language: string) =>
  request<PlatformDocument>(pathTo(DOCUMENT_PATHS.document, { name }), { headers: { 'accept-language': language } });
