import type { ChatServiceConfig } from '../config';
import { readUpload, type UploadStore } from '../uploads/store';
import { isStoredName, UPLOADS_PREFIX } from '../uploads/stored-name';
import { ChatError, invalidParams } from './errors';
import { ERROR_CODES } from './protocol';

// The optional translation and speech-to-text services (docs/chat.md §5: features of the plan).

const TIMEOUT_MS = 15_000;

export const featureNotEnabled = (feature: string) => new ChatError(ERROR_CODES.FEATURE_NOT_ENABLED, `${feature} is not enabled on this server`);

const providerFailed = (what: string, detail: string) => new ChatError(ERROR_CODES.NETWORK, `${what} failed: ${detail}`);

async function answerOf(response: Response, what: string): Promise<Record<string, unknown>> {
  if (!response.ok) throw providerFailed(what, `the service answered ${response.status}`);
  const body: unknown = await response.json().catch(() => undefined);
  if (!body || typeof body !== 'object') throw providerFailed(what, 'the service answered no JSON object');
  return body as Record<string, unknown>;
}

/** Each text through a LibreTranslate-style endpoint: POST { q, source, target } → { translatedText }. */
export async function translateTexts(
  fetchFn: typeof fetch,
  provider: NonNullable<ChatServiceConfig['translate']>,
  texts: string[],
  source: string,
  target: string,
): Promise<string[]> {
  return Promise.all(
    texts.map(async (q) => {
      let response: Response;
      try {
        response = await fetchFn(provider.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ q, source, target, format: 'text', ...(provider.apiKey ? { api_key: provider.apiKey } : {}) }),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (error) {
        throw providerFailed('translation', error instanceof Error ? error.name : 'no answer');
      }
      const body = await answerOf(response, 'translation');
      if (typeof body.translatedText !== 'string') throw providerFailed('translation', 'no translatedText in the answer');
      return body.translatedText;
    }),
  );
}

/**
 * The bytes of a voice message's file. Only files uploaded to this server are read (from the
 * upload store, by their random name): the server fetches no URL a client names.
 */
export async function uploadedAudio(uploads: UploadStore, url: string): Promise<{ bytes: Buffer; name: string }> {
  let path: string;
  try {
    path = new URL(url, 'http://local.invalid').pathname;
  } catch {
    throw invalidParams('url is not a URL');
  }
  const name = path.startsWith(UPLOADS_PREFIX) ? path.slice(UPLOADS_PREFIX.length) : '';
  if (!isStoredName(name)) throw invalidParams('only voice messages uploaded to this server can be converted');
  const bytes = await readUpload(uploads, name);
  if (!bytes) throw new ChatError(ERROR_CODES.FILE_MISSING, 'the voice file does not exist');
  return { bytes, name };
}

/** Speech to text through an OpenAI-style endpoint: POST multipart { file, model, language } → { text }. */
export async function transcribe(
  fetchFn: typeof fetch,
  provider: NonNullable<ChatServiceConfig['speech']>,
  audio: { bytes: Buffer; name: string },
  language: string | undefined,
): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(audio.bytes)]), audio.name);
  form.append('model', 'whisper-1');
  if (language) form.append('language', language);
  let response: Response;
  try {
    response = await fetchFn(provider.url, {
      method: 'POST',
      headers: provider.apiKey ? { authorization: `Bearer ${provider.apiKey}` } : {},
      body: form,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw providerFailed('speech to text', error instanceof Error ? error.name : 'no answer');
  }
  const body = await answerOf(response, 'speech to text');
  if (typeof body.text !== 'string') throw providerFailed('speech to text', 'no text in the answer');
  return body.text;
}
