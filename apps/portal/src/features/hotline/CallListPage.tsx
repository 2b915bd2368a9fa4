import { Badge, Button, HStack, Input, Text } from '@chakra-ui/react';
import { endpoints, HOTLINE_DEPARTMENTS, HOTLINE_ROLE, HOTLINE_STATUS_LABELS, HOTLINE_STATUSES, type CallEventItem, type HotlineStatus } from '@portal/api';
import { useSession } from '@portal/auth';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { z } from 'zod';
import * as t from '../../i18n/zh-CN';
import { api } from '../../lib/api';
import { FilterBar, FilterSelect, LinkButtons, ListView, optionsOf, PageFrame } from '../common';
import { useCallCategories, useCallEvents } from './queries';

const H = t.hotline;

/** Search params of /respondCall: the filters of the contract's callPage and the page, every one in the URL; `overdue` 1: only open events past their deadline (the 已超时 card of /respondCallEntrance). */
export type CallListSearch = Omit<z.infer<typeof endpoints.callPage.input>, 'overdue'> & { overdue?: 1 | undefined };

const STATUS_COLORS: Record<HotlineStatus, string> = { pending: 'orange', allotted: 'blue', accepted: 'purple', returned: 'yellow', closed: 'green' };

/** A status badge of a call event. */
export const CallStatusBadge = ({ status }: { status: HotlineStatus }) => <Badge colorPalette={STATUS_COLORS[status]}>{HOTLINE_STATUS_LABELS[status]}</Badge>;

/** Time left before the deadline, or how long it is overdue (red). */
export function TimeLeft({ e }: { e: Pick<CallEventItem, 'status' | 'overdue' | 'minutesLeft'> }) {
  if (e.status === 'closed') return <Text as="span" color="fg.muted">—</Text>;
  return e.overdue ? (
    <Text as="span" color="red.fg" fontWeight="semibold">
      {H.overdueBy(-e.minutesLeft)}
    </Text>
  ) : (
    <Text as="span">{H.timeLeft(e.minutesLeft)}</Text>
  );
}

/**
 * /respondCall (热线诉求): the events the user sees (a caller its own; staff those of their
 * department; the hotline centre all), filtered by status, category, department, date range and
 * keyword; open overdue events first, their rows in red. Each row links to /respondCallDetail.
 */
export function CallListPage({ search, onSearchChange }: { search: CallListSearch; onSearchChange: (next: Partial<CallListSearch>) => void }) {
  const user = useSession((s) => s.user);
  const userType = useSession((s) => s.userType);
  const staff = userType === 1;
  const hotline = staff && (user?.userType ?? []).includes(HOTLINE_ROLE);
  const { page, limit, overdue, ...filter } = search;
  const query = useCallEvents({ page, limit, ...filter, overdue: overdue ? '1' : undefined });
  const categories = useCallCategories();
  const [keyword, setKeyword] = useState(search.keyword ?? '');
  const [begin, setBegin] = useState(search.beginTime ?? '');
  const [end, setEnd] = useState(search.endTime ?? '');
  const data = query.data;
  return (
    <PageFrame
      title={staff ? H.allEvents : H.myEvents}
      subtitle={data && H.count(data.total)}
      actions={
        <HStack gap="2">
          {staff && (
            <Button size="sm" variant="outline" onClick={() => void api.download(endpoints.callExport, { ...filter, overdue: overdue ? '1' : undefined }, { loading: true }).catch(() => undefined)}>
              {t.common.export}
            </Button>
          )}
          <LinkButtons
            links={[
              { href: '/respondCallAdd', label: H.addByPhone, solid: true, show: hotline },
              { href: '/respondIntellectCall', label: H.submit, solid: true, show: !staff },
            ]}
          />
        </HStack>
      }
    >
      <FilterBar
        onSearch={() => onSearchChange({ keyword: keyword.trim() || undefined, beginTime: begin || undefined, endTime: end || undefined, page: 1 })}
        onReset={() => {
          setKeyword('');
          setBegin('');
          setEnd('');
          onSearchChange({ status: undefined, categoryId: undefined, deptName: undefined, beginTime: undefined, endTime: undefined, keyword: undefined, overdue: undefined, page: 1 });
        }}
      >
        <FilterSelect w="32" label={t.common.status} all={t.common.allStatuses} value={search.status ?? ''} onChange={(v) => onSearchChange({ status: (v || undefined) as HotlineStatus | undefined, page: 1 })} options={optionsOf(HOTLINE_STATUSES, HOTLINE_STATUS_LABELS)} />
        <FilterSelect w="32" label={H.category} all={t.common.allCategories} value={search.categoryId ? String(search.categoryId) : ''} onChange={(v) => onSearchChange({ categoryId: v ? Number(v) : undefined, page: 1 })} options={(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))} />
        <FilterSelect w="32" label={t.common.timeLimit} all={H.allDeadlines} value={overdue ? '1' : ''} onChange={(v) => onSearchChange({ overdue: v ? 1 : undefined, page: 1 })} options={[{ value: '1', label: H.overdue }]} />
        {staff && <FilterSelect w="44" label={H.dept} all={t.common.allDepts} value={search.deptName ?? ''} onChange={(v) => onSearchChange({ deptName: v || undefined, page: 1 })} options={optionsOf(HOTLINE_DEPARTMENTS)} />}
        <Input size="sm" type="date" w="40" bg="white" aria-label={H.beginTime} value={begin} onChange={(e) => setBegin(e.target.value)} />
        <Input size="sm" type="date" w="40" bg="white" aria-label={H.endTimeLabel} value={end} onChange={(e) => setEnd(e.target.value)} />
        <Input size="sm" w="48" bg="white" aria-label={t.common.keyword} placeholder={H.keywordHint} maxLength={50} value={keyword} onChange={(e) => setKeyword(e.target.value)} />
      </FilterBar>
      <ListView
        query={query}
        rowKey={(e) => e.id}
        testId="call"
        card={false}
        skeletonRows={8}
        empty={H.empty}
        tableProps={{ minW: '860px' }}
        rowProps={(e) => ({ 'data-overdue': e.overdue || undefined, bg: e.overdue ? 'red.subtle' : undefined })}
        paging={{ page, limit, onPage: onSearchChange }}
        columns={[
          {
            header: H.eventNo,
            cell: (e) => (
              <Link to="/respondCallDetail" search={{ id: e.id }}>
                <Text as="span" color={e.overdue ? 'red.fg' : 'brand.700'} fontWeight="medium">
                  {e.eventNo}
                </Text>
              </Link>
            ),
          },
          { header: H.category, cell: (e) => e.categoryName },
          { header: H.content, cell: (e) => <Text lineClamp={2}>{e.content}</Text>, cellProps: { maxW: '72' } },
          { header: H.caller, cell: (e) => e.callerName },
          { header: t.common.status, cell: (e) => <CallStatusBadge status={e.status} /> },
          { header: H.dept, cell: (e) => e.deptName || '—' },
          { header: t.common.submittedAt, cell: (e) => e.createdAt.slice(0, 16), cellProps: { whiteSpace: 'nowrap' } },
          { header: t.common.timeLimit, cell: (e) => <TimeLeft e={e} />, cellProps: { whiteSpace: 'nowrap' } },
        ]}
      />
    </PageFrame>
  );
}
