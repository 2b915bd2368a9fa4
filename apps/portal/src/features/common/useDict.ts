import { endpoints, type DictType } from '@portal/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../../lib/api';

/** Every option of a dictionary type, disabled ones flagged (GET /api/common/dict/{dictType}?withDisabled=1). */
export const dictOptions = (dictType: DictType) =>
  queryOptions({ queryKey: ['dict', dictType] as const, queryFn: ({ signal }) => api.call(endpoints.dictData, { dictType, withDisabled: '1' }, { signal }), staleTime: 60_000 });

/** A dictionary as a form reads it ({@link useDict}). */
export interface Dict {
  /** the enabled options a form offers, in the administrators' order; null while loading */
  options: { value: string; label: string }[] | null;
  /** the label of a stored value, a disabled option's too; the value itself when the dictionary does not know it (or is loading) */
  labelOf: (value: string) => string;
}

/**
 * The one way a portal form reads an option list kept in the dictionaries (issue 18, /sysDict):
 * the options of `dictType` (none when undefined), and the label of any stored value.
 */
export function useDict(dictType: DictType | undefined): Dict {
  const query = useQuery({ ...dictOptions(dictType ?? 'education'), enabled: dictType !== undefined });
  const data = dictType ? query.data : undefined;
  return useMemo(() => {
    const labels = new Map((data ?? []).map((o) => [o.dictValue, o.dictLabel]));
    return {
      options: data ? data.filter((o) => !o.disabled).map((o) => ({ value: o.dictValue, label: o.dictLabel })) : null,
      labelOf: (value: string) => labels.get(value) ?? value,
    };
  }, [data]);
}
