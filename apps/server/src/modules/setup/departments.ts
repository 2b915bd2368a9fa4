import type { DepartmentItem } from '@portal/api';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { conflict } from '../../http/errors';
import { appUser } from '../account/tables';
import { department } from './tables';

/** The departments in order (GET /api/center/district/departments), each with its staff accounts' count. */
export async function listDepartments(db: Db): Promise<(DepartmentItem & { staffCount: number })[]> {
  const [rows, counts] = await Promise.all([
    db.select().from(department).orderBy(asc(department.sort), asc(department.name)),
    db.select({ deptName: appUser.deptName, n: count() }).from(appUser).where(eq(appUser.userKind, 1)).groupBy(appUser.deptName),
  ]);
  const staffOf = new Map(counts.map((c) => [c.deptName, c.n]));
  return rows.map((d) => ({ name: d.name, roles: d.roles, staffCount: staffOf.get(d.name) ?? 0 }));
}

/**
 * Replaces the departments (POST /api/center/district/departments) in one transaction, in the order
 * given; names are unique (checked by the contract). A stored department left out while staff
 * accounts belong to it is refused, naming it and its count.
 * @throws Fail 4009 '部门“X”仍有 N 个工作人员账号，请先调整这些账号的部门'
 */
export async function saveDepartments(db: Db, departments: readonly DepartmentItem[]): Promise<{ saved: number }> {
  const names = departments.map((d) => d.name);
  await db.transaction(async (tx) => {
    const stored = await tx.select({ name: department.name }).from(department);
    const removed = stored.map((d) => d.name).filter((n) => !names.includes(n));
    if (removed.length > 0) {
      const used = await tx.select({ deptName: appUser.deptName, n: count() }).from(appUser).where(and(eq(appUser.userKind, 1), inArray(appUser.deptName, removed))).groupBy(appUser.deptName);
      if (used.length > 0) throw conflict(used.map((u) => `部门“${u.deptName}”仍有 ${u.n} 个工作人员账号`).join('；') + '，请先调整这些账号的部门');
      await tx.delete(department).where(inArray(department.name, removed));
    }
    const rows = departments.map((d, i) => ({ name: d.name, roles: [...new Set(d.roles)], sort: i + 1 }));
    for (const row of rows) {
      await tx
        .insert(department)
        .values(row)
        .onConflictDoUpdate({ target: department.name, set: { roles: row.roles, sort: row.sort } });
    }
  });
  return { saved: departments.length };
}
