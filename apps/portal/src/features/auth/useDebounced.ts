import { useEffect, useState } from 'react';

/** `value`, once it has stayed the same for `ms` milliseconds (for search-as-you-type calls). */
export function useDebounced<T>(value: T, ms = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return settled;
}
