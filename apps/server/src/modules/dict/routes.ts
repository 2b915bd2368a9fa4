import { endpoints } from '@portal/api';
import type { Router } from '../../http/router';
import { listDict, publicDict, saveDict, setDictStatus } from './service';
import { sysDict } from './tables';

/**
 * Dictionaries (issue 18): the public options of a type (cached by the data version of sys_dict,
 * so an administrator's change is seen at the next call) and their administration (/sysDict,
 * person router 'admin', checked by the router).
 */
export function dictRoutes(r: Router): void {
  r.handle(endpoints.dictData, ({ dictType, withDisabled }, { db }) => publicDict(db, dictType, withDisabled === '1'), { cache: { tables: [sysDict] } });
  r.handle(endpoints.dictList, ({ dictType }, { db }) => listDict(db, dictType));
  r.handle(endpoints.dictSave, (input, { db }) => saveDict(db, input), { record: sysDict });
  r.handle(endpoints.dictAble, ({ id, status }, { db }) => setDictStatus(db, id, status), { record: sysDict });
}
