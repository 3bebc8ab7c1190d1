import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ApiError, badRequest } from './envelope';
import { findUnstorable } from '../util/storable-text';
import { fieldLabel, hasMessage, localeOf, t } from './i18n';

type Issue = z.core.$ZodIssue;

/** One clear, localised message naming the first bad field. */
export function describeIssue(issue: Issue, acceptLanguage: string | undefined): string {
  const locale = localeOf(acceptLanguage);
  if (hasMessage(issue.message)) return t(locale, issue.message);
  const field = fieldLabel(locale, issue.path.map(String).join('.') || 'body');
  switch (issue.code) {
    case 'invalid_type':
      return t(locale, issue.input === undefined || issue.input === null || issue.input === '' ? 'field.required' : 'field.invalid', { field });
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1 ? t(locale, 'field.required', { field }) : t(locale, 'field.tooShort', { field, min: String(issue.minimum) });
      }
      return t(locale, 'field.tooSmall', { field, min: String(issue.minimum) });
    case 'too_big':
      return issue.origin === 'string'
        ? t(locale, 'field.tooLong', { field, max: String(issue.maximum) })
        : t(locale, 'field.tooBig', { field, max: String(issue.maximum) });
    case 'unrecognized_keys':
      return t(locale, 'field.unknown', { field: issue.keys.join(', ') });
    default:
      return t(locale, 'field.invalid', { field });
  }
}

/**
 * The 400 for a string the database cannot store (NUL, an unpaired surrogate; see
 * util/storable-text.ts), naming the field in the request's language.
 */
export function badCharacter(field: string, acceptLanguage: string | undefined) {
  return badRequest('field.badCharacter', { field: fieldLabel(localeOf(acceptLanguage), field) });
}

/** Parses part of a request with schema, or throws the 400 answer naming the field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, request: FastifyRequest): z.output<S> {
  // One rule for every string and key of every input, before any schema sees it.
  const unstorable = findUnstorable(input);
  if (unstorable) throw badCharacter(unstorable.map(String).join('.') || 'body', request.headers['accept-language']);
  const result = schema.safeParse(input ?? {}, { reportInput: true });
  if (result.success) return result.data;
  const message = describeIssue(result.error.issues[0]!, request.headers['accept-language']);
  throw badRequest('field.raw', { message });
}

/**
 * Parses a route's path parameters with schema. A parameter the schema refuses (0, -1, abc, an
 * id beyond the column's range) names no record, so it answers as an unknown one does: 404 with
 * `key` (记录不存在 by default), in the body, or with `httpStatus` for a blob route; never a
 * message about the parameter's value the user did not type (编号不能小于1).
 */
export function parsePathParams<S extends z.ZodType>(
  schema: S,
  request: FastifyRequest,
  { key = 'record.notFound', httpStatus = 200 }: { key?: string; httpStatus?: number } = {},
): z.output<S> {
  const unstorable = findUnstorable(request.params);
  if (unstorable) throw badCharacter(unstorable.map(String).join('.') || 'body', request.headers['accept-language']);
  const result = schema.safeParse(request.params ?? {});
  if (result.success) return result.data;
  throw new ApiError(404, key, {}, httpStatus);
}
