// The platform's documents (the agreement, the rules), served as content (issue 19): public (the
// rules page is read before signing in), in the reader's language (Accept-Language, as every message).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DOCUMENTS } from '../../documents';
import type { RouteContext } from '../context';
import { notFound, ok } from '../envelope';
import { localeOf } from '../i18n';
import { parsePathParams } from '../validate';

const documentParams = z.object({ name: z.string().max(50, 'document.notFound') });

export function registerDocumentRoutes(app: FastifyInstance, _ctx: RouteContext): void {
  app.get('/front/v1/common/document/:name', async (request) => {
    const { name } = parsePathParams(documentParams, request, { key: 'document.notFound' });
    const document = Object.hasOwn(DOCUMENTS, name) ? DOCUMENTS[name] : undefined;
    if (!document) throw notFound('document.notFound');
    return ok({ name, ...document[localeOf(request.headers['accept-language'])] });
  });
}
