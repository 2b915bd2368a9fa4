import type { Endpoint, OutputOf } from '@portal/api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../../lib/api';

/** `value`, once it has stayed the same for `ms` milliseconds (for search-as-you-type calls). */
export function useDebounced<T>(value: T, ms = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return settled;
}

/**
 * What `endpoint` suggests for the text being typed (the district's enterprise names of /register
 * and /settledEnt): asked once the text, settled for 300 ms, has two characters, the last answer
 * kept while the next loads; nothing while the text is shorter or `enabled` is false.
 */
export function useSuggestions<E extends Endpoint>(endpoint: E, typed: string, enabled = true): OutputOf<E> | [] {
  const keyword = useDebounced(typed.trim());
  const on = enabled && keyword.length >= 2;
  const query = useQuery({ queryKey: [endpoint.path, keyword], queryFn: ({ signal }) => api.call(endpoint, { keyword } as never, { signal }), enabled: on, placeholderData: keepPreviousData, staleTime: 60_000 });
  return on ? (query.data ?? []) : [];
}
