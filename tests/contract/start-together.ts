// Parts a suite starts side by side (a server, the example portal, Chromium). Promise.all gives up
// at the first failure while the others are still starting, and those were then never closed: a
// portal left running held the jest run open past CI's limit.

/** What each part gave, undefined for a part that failed. */
type Started<T extends readonly unknown[]> = { -readonly [K in keyof T]: Awaited<T[K]> | undefined };

/**
 * Waits for every part. If one failed, `release` gets what each part gave (undefined where it
 * failed) to close it, and the first failure is thrown; otherwise resolves with them all.
 */
export async function startTogether<T extends readonly unknown[] | []>(
  parts: T,
  release: (started: Started<T>) => Promise<void>,
): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  const settled = await Promise.allSettled(parts);
  const failure = settled.find((result) => result.status === 'rejected');
  if (!failure) return settled.map((result) => (result as PromiseFulfilledResult<unknown>).value) as { -readonly [K in keyof T]: Awaited<T[K]> };
  await release(settled.map((result) => (result.status === 'fulfilled' ? result.value : undefined)) as Started<T>);
  throw (failure as PromiseRejectedResult).reason;
}
