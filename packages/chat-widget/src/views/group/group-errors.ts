// The engine's errors as a toast shows them: the SDK's message (spec/chat.md §8).
export function errorMessage(error: unknown): string {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : String(error);
}
