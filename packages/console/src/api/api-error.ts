// What a call that failed rejects with: the body code or the HTTP status, and the server's message.
export class ApiError extends Error {
  constructor(
    message: string,
    /** The envelope's code, when the server answered one. */
    readonly code: number | undefined,
    /** The HTTP status; 200 for a business error carried in the body code, 0 when nothing answered. */
    readonly status: number,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
