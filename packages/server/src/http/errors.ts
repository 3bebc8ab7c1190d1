import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from './envelope';
import { localeOf, t } from './i18n';

function answer(reply: FastifyReply, request: FastifyRequest, status: number, code: number, key: string, params?: Record<string, string | number>) {
  const msg = t(localeOf(request.headers['accept-language']), key, params);
  return reply.status(status).type('application/json; charset=utf-8').send({ code, msg, data: null });
}

/** Fastify's own errors for malformed requests, as the envelope (never a 500). */
const fastifyErrors: Record<string, [status: number, key: string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'body.invalidJson'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'body.invalidJson'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'body.tooLarge'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'body.unsupported'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'body.invalidJson'],
  FST_REQ_FILE_TOO_LARGE: [200, 'upload.tooLarge'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'body.unsupported'],
  FST_PARTS_LIMIT: [413, 'body.tooLarge'],
  FST_FILES_LIMIT: [413, 'body.tooLarge'],
  FST_FIELDS_LIMIT: [413, 'body.tooLarge'],
  FST_ERR_VALIDATION: [400, 'field.invalid'],
};

/** `pagePrefixes`: where single-page apps live (their page paths fall back to index.html). */
export function registerErrorHandling(app: FastifyInstance, pagePrefixes: readonly string[] = []): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      return answer(reply, request, error.status, error.code, error.key, error.params);
    }
    const known = error.code ? fastifyErrors[error.code] : undefined;
    if (known) {
      const [status, key] = known;
      return answer(reply, request, status, key === 'upload.tooLarge' ? 400 : status, key, { field: 'body' });
    }
    if (error.statusCode === 429) return answer(reply, request, 429, 429, 'rate.limited');
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return answer(reply, request, error.statusCode, error.statusCode, 'field.invalid', { field: 'request' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return answer(reply, request, 500, 500, 'server.error');
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]!;
    if (isPageNavigation(request)) {
      // A page of a single-page app whose index.html is missing: a deploy is writing it. The
      // browser gets a page that tries again shortly, never the API's JSON.
      const updating = pagePrefixes.some((prefix) => path.startsWith(prefix) || path === prefix.replace(/\/$/, ''));
      const locale = localeOf(request.headers['accept-language']);
      if (updating) reply.header('retry-after', '5');
      return reply
        .status(updating ? 503 : 404)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(htmlPage(locale, updating ? t(locale, 'page.updating') : t(locale, 'page.notFound'), updating));
    }
    return answer(reply, request, 404, 404, 'route.notFound', { method: request.method, url: path });
  });
}

/** A browser opening a page (an address, a link, a reload), not a script's call. */
function isPageNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (request.headers['sec-fetch-mode'] === 'navigate') return true;
  const accept = request.headers.accept ?? '';
  return accept.includes('text/html');
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function htmlPage(locale: string, text: string, retry: boolean): string {
  const safe = escapeHtml(text);
  return `<!doctype html><html lang="${escapeHtml(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">${
    retry ? '<meta http-equiv="refresh" content="5">' : ''
  }<title>${safe}</title></head><body style="font-family:sans-serif;text-align:center;padding:96px 24px;color:#303133"><p>${safe}</p></body></html>`;
}

/**
 * The router's own refusals (a path that is not valid percent-encoded UTF-8, a parameter above
 * maxParamLength), which never reach the error handler: answered as the envelope too. Passed
 * to Fastify as its `frameworkErrors` option.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_BAD_URL') return answer(reply, request, 400, 400, 'field.invalid', { field: 'url' });
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return answer(reply, request, 414, 414, 'field.invalid', { field: 'url' });
  request.log.error({ err: error }, 'router error');
  return answer(reply, request, 500, 500, 'server.error');
}
