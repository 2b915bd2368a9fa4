import { z } from 'zod';
import { searchRoute } from '../../lib/search';
import type { DeptPageSearch } from './DeptModulePage';

/** The search params of a department page: unknown values are dropped (the first module, the year being collected). */
const deptPageSearch = z.object({
  module: z.string().max(40).optional().catch(undefined),
  year: z.coerce.number().int().min(2000).max(2100).optional().catch(undefined),
});

/**
 * The route options of a department page but its guard (the route's `guardPage`): its search
 * params, and DeptModulePage loaded when the page is first opened (its own chunk, not the
 * first load's; docs/decisions.md, "First load").
 */
export function deptPageRoute(path: string) {
  return searchRoute((raw: Record<string, unknown>): DeptPageSearch => deptPageSearch.parse(raw), () => import('./DeptModulePage').then((m) => m.DeptModulePage), { path });
}
