// The platform's documents (the agreement, the rules), served as content (issue 19): public (the
// rules page is read before signing in), in the reader's language (Accept-Language, as every message).
import { DOCUMENT_PATHS, documentParams, type PlatformDocument } from '@employment-cloud/api-contract';
import type { FastifyInstance } from 'fastify';
import { DOCUMENTS, isDocumentName } from '../../documents';
import type { RouteContext } from '../context';
import { notFound, ok } from '../envelope';
import { localeOf } from '../i18n';
import { parsePathParams } from '../validate';

export function registerDocumentRoutes(app: FastifyInstance, _ctx: RouteContext): void {
  app.get(DOCUMENT_PATHS.document, async (request) => {
    const { name } = parsePathParams(documentParams, request, { key: 'document.notFound' });
    if (!isDocumentName(name)) throw notFound('document.notFound');
    return ok<PlatformDocument>({ name, ...DOCUMENTS[name][localeOf(request.headers['accept-language'])] });
  });
}
