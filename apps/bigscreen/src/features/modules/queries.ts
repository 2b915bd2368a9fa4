import { BOARD_MODULES, type BoardModuleName } from '@portal/api';
import { callQuery } from '../../api';
import type { Scope } from '../talentIndex/queries';

/** A table-shaped dashboard module (libs/api BOARD_MODULES) for a scope (ignored by modules without one). */
export const boardModuleQuery = (name: BoardModuleName, scope: Scope = {}) =>
  callQuery(['dataBoard', name, scope], BOARD_MODULES[name] as (typeof BOARD_MODULES)['getEducationVO'], scope);
