import { DEPT_MODULES, DEPT_TYPES, deptTypesOf } from '@portal/api';
import { useSession } from '@portal/auth';
import * as t from '../../i18n/zh-CN';
import { PageFrame } from '../common';
import { EntryCards } from '../enterprise';

/**
 * /daam: for a staff member whose roles give several department types (SPEC.md section 6), one
 * card per type, linking to that type's /xzsjIndex, with the modules it holds; nothing of a type
 * the roles do not give.
 */
export function DaamPage() {
  const user = useSession((s) => s.user);
  const types = user ? deptTypesOf({ deptName: user.deptName, roles: user.userType }) : [];
  const T = t.deptData;
  return (
    <PageFrame title={T.daamTitle} subtitle={T.daamHint}>
      <EntryCards testId="daam-type" entries={types.map((type) => ({ to: `/xzsjIndex?type=${type}`, label: T.typeCard(DEPT_TYPES[type]), hint: DEPT_MODULES.filter((m) => m.type === type).map((m) => m.title).join('、') }))} />
    </PageFrame>
  );
}
