import type { ChatResponse } from './chat-engine';

/** What every engine promise rejects with, like the SDK: an Error with the SDK's numeric `code`. */
export class ChatError extends Error {
  readonly code: number;

  constructor(code: number, message: string) {
    super(message);
    this.name = 'ChatError';
    this.code = code;
  }
}

export function ok<T>(data: T): ChatResponse<T> {
  return { code: 0, data };
}

/** A ChatError from anything thrown or answered: `{ code, message }` keeps its code. */
export function toChatError(error: unknown, fallbackCode: number): ChatError {
  if (error instanceof ChatError) return error;
  if (typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'number') {
    const { code, message } = error as { code: number; message?: unknown };
    return new ChatError(code, typeof message === 'string' ? message : String(code));
  }
  return new ChatError(fallbackCode, error instanceof Error ? error.message : String(error));
}
