import { APPLICATION_FILERS, APPLICATION_TYPES, type ApplicationType } from '@portal/api';

/** The filer kind of a session: individuals (type 3) file person types, enterprises (type 2) enterprise types. */
export function filerOf(userType: 1 | 2 | 3 | null): 'person' | 'ent' | null {
  return userType === 3 ? 'person' : userType === 2 ? 'ent' : null;
}

/** The types a filer kind may apply for, in the contract's order. */
export const typesOf = (filer: 'person' | 'ent'): ApplicationType[] => APPLICATION_TYPES.filter((type) => APPLICATION_FILERS[type] === filer);
