export interface BackoffOptions {
  /** Delay before the first retry, ms. */
  initialDelay: number;
  /** Longest delay, ms. */
  maxDelay: number;
  factor: number;
}

export const DEFAULT_BACKOFF: BackoffOptions = { initialDelay: 500, maxDelay: 30_000, factor: 2 };

/**
 * Delay before retry number `attempt` (0-based): exponential, capped, with "equal jitter" (half
 * fixed, half random) so that many clients dropped at once do not come back in step.
 */
export function backoffDelay(attempt: number, options: BackoffOptions, random: () => number = Math.random): number {
  const ceiling = Math.min(options.maxDelay, options.initialDelay * options.factor ** Math.max(0, attempt));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
