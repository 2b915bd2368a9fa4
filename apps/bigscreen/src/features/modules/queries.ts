import { BOARD_MODULES, type BoardModuleName } from '@portal/api';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api';
import type { Scope } from '../talentIndex/queries';

/** A table-shaped dashboard module (libs/api BOARD_MODULES) for a scope (ignored by modules without one). */
export const boardModuleQuery = (name: BoardModuleName, scope: Scope = {}) =>
  queryOptions({
    queryKey: ['dataBoard', name, scope],
    queryFn: ({ signal }) => api.call(BOARD_MODULES[name] as (typeof BOARD_MODULES)['getEducationVO'], scope, { signal }),
  });
