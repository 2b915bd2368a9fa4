import { HStack, Link as ChakraLink } from '@chakra-ui/react';
import { useSession } from '@portal/auth';
import { Link } from '@tanstack/react-router';
import { DEPT_DATA_STATUSES, DEPT_DATA_STATUS_LABELS, DEPT_PAGES, DEPT_RECONCILIATIONS, DEPT_REGISTER_PAGES, DEPT_TYPES, DEPT_TYPE_PAGES, deptModuleOf, deptTypesOf, type DeptDataStatus, type DeptType } from '@portal/api';
import * as t from '../../i18n/zh-CN';
import { FilterSelect, LinkTabs, PageFrame, YearSelect } from '../common';
import { ProgressTable, yearsUpTo } from './ProgressTable';
import { useDeptProgress } from './queries';

/** The search params of /xzsjIndex and /modifySummary: the department type (xzsjIndex), the year (default: the year being collected) and a status (modifySummary). */
export interface ProgressSearch {
  type?: number | undefined;
  year?: number | undefined;
  status?: DeptDataStatus | undefined;
}

export interface ProgressPageProps {
  search: ProgressSearch;
  onSearchChange: (next: ProgressSearch) => void;
  /** /modifySummary: every department the user may see, with a status filter */
  summary?: boolean;
}

/**
 * /xzsjIndex?type=N: the data-collection home of one department type (issue 13): the year being
 * collected and its deadline, a year picker (earlier years read-only), and the type's modules with
 * their status, who changed them last and any return reason, each linking to its form, links to
 * the type's other pages (all its modules on one page: /mohrss/rs; the registers it keeps:
 * /modifyCompany, /modifyStaff; 名录核对 /modifyDR, also from /modifySummary) and to the
 * department's own profile (/modifyGovernment).
 * /modifySummary: the same for every department, with a status filter and a row of links to
 * every department's page (the reviewers' list).
 * The server refuses a type the user's department and roles do not give (the error state says so).
 */
export function ProgressPage({ search, onSearchChange, summary = false }: ProgressPageProps) {
  const query = useDeptProgress(search);
  const collects = useSession((s) => s.user !== null && s.userType === 1 && deptTypesOf({ deptName: s.user.deptName, roles: s.user.userType }).length > 0);
  const data = query.data;
  const T = t.deptData;
  const type = search.type as DeptType;
  /** the type's other pages: all its modules on one page (/mohrss/rs), the registers it keeps (/modifyCompany, /modifyStaff), 名录核对 where its figures have a register (/modifyDR, also for the reviewers) and the department's profile */
  const reconciles = summary || DEPT_RECONCILIATIONS.some((c) => deptModuleOf(c.module)?.type === type);
  const typeLinks = [
    ...(!summary && DEPT_TYPE_PAGES[type] ? [{ to: DEPT_TYPE_PAGES[type], label: t.nav.titles.deptPages[DEPT_TYPE_PAGES[type]]!, search: { year: search.year } }] : []),
    ...(summary ? [] : Object.entries(DEPT_REGISTER_PAGES).flatMap(([to, r]) => ((r.types as readonly DeptType[]).includes(type) ? [{ to, label: t.nav.titles.deptRegisters[to]!, search: {} }] : []))),
    ...(reconciles ? [{ to: '/modifyDR', label: t.nav.titles.modifyDR, search: { year: search.year } }] : []),
    ...(collects ? [{ to: '/modifyGovernment', label: T.profileLink, search: {} }] : []),
  ];
  const title = summary ? t.nav.titles.modifySummary : T.typeCard(DEPT_TYPES[search.type as keyof typeof DEPT_TYPES] ?? '');
  return (
    <PageFrame
      title={title}
      subtitle={data && T.collecting(data.collectingYear, data.deadline, data.open)}
      subtitleTestId="dept-collecting"
      actions={
        data && (
          <HStack gap="2" wrap="wrap">
            {summary && (
              <FilterSelect
                w="36"
                label={t.common.status}
                all={t.common.allStatuses}
                options={DEPT_DATA_STATUSES.map((s) => ({ value: s, label: DEPT_DATA_STATUS_LABELS[s] }))}
                value={search.status ?? ''}
                onChange={(v) => onSearchChange({ ...search, status: (v || undefined) as DeptDataStatus | undefined })}
              />
            )}
            <YearSelect year={data.year} years={yearsUpTo(data.collectingYear)} collecting={data.collectingYear} onChange={(year) => onSearchChange({ ...search, year })} />
            {typeLinks.map((l) => (
              <ChakraLink key={l.to} asChild color="brand.700" fontSize="sm">
                <Link to={l.to} search={l.search}>
                  {l.label}
                </Link>
              </ChakraLink>
            ))}
          </HStack>
        )
      }
    >
      {summary && <LinkTabs label={t.common.dept} current="" tabs={Object.keys(DEPT_PAGES).map((p) => ({ key: p, label: T.pageShort[p] ?? p, href: `${p}${search.year ? `?year=${search.year}` : ''}` }))} />}
      <ProgressTable query={query} showDepartment={summary} />
    </PageFrame>
  );
}
