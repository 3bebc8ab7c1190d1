// The signed-in console's server state (docs/architecture.md §8): one TanStack Query client per session
// gate, so a new sign-in starts with an empty cache. A failed call is not retried (the error
// policy has told the user; the list offers its retry) and a window's focus loads nothing again:
// a page loads again when it comes back into view (useListQuery) or after a change (useInvalidate).
import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
}
