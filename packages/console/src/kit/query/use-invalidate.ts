// After a change on the server: the queries named `name` (every page and filter of that list) are
// stale; those on screen load again, the others when they are next shown.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

export function useInvalidate(name: string): () => Promise<void> {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: [name] }), [client, name]);
}
