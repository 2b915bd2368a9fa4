import { Badge, Button, chakra, HStack, Input, Table, Text } from '@chakra-ui/react';
import { endpoints, HOTLINE_DEPARTMENTS, HOTLINE_ROLE, HOTLINE_STATUS_LABELS, HOTLINE_STATUSES, type CallEventItem, type HotlineStatus } from '@portal/api';
import { useSession } from '@portal/auth';
import { ListSkeleton, PaginationBar } from '@portal/ui';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { t } from '../../i18n/zh-CN';
import { api } from '../../lib/api';
import { FilterBar, FilterSelect, optionsOf, PageFrame, QueryState } from '../common';
import { useCallCategories, useCallEvents } from './queries';

/** Search params of /respondCall (every filter and the page in the URL). */
export interface CallListSearch {
  page: number;
  limit: number;
  status?: HotlineStatus | undefined;
  categoryId?: number | undefined;
  deptName?: string | undefined;
  beginTime?: string | undefined;
  endTime?: string | undefined;
  keyword?: string | undefined;
  /** 1: only open events past their deadline (the 已超时 card of /respondCallEntrance) */
  overdue?: 1 | undefined;
}

const STATUS_COLORS: Record<HotlineStatus, string> = { pending: 'orange', allotted: 'blue', accepted: 'purple', returned: 'yellow', closed: 'green' };

/** A status badge of a call event. */
export const CallStatusBadge = ({ status }: { status: HotlineStatus }) => <Badge colorPalette={STATUS_COLORS[status]}>{HOTLINE_STATUS_LABELS[status]}</Badge>;

/** Time left before the deadline, or how long it is overdue (red). */
export function TimeLeft({ e }: { e: Pick<CallEventItem, 'status' | 'overdue' | 'minutesLeft'> }) {
  const H = t.hotline;
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
  const H = t.hotline;
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
      subtitle={data && <Text fontSize="sm" color="fg.muted">{H.count(data.total)}</Text>}
      actions={
        <HStack gap="2">
          {staff && (
            <Button size="sm" variant="outline" onClick={() => void api.download(endpoints.callExport, { ...filter, overdue: overdue ? '1' : undefined }, { loading: true }).catch(() => undefined)}>
              {H.exportButton}
            </Button>
          )}
          {hotline && (
            <Button asChild size="sm" colorPalette="brand">
              <Link to="/respondCallAdd">{H.addByPhone}</Link>
            </Button>
          )}
          {!staff && (
            <Button asChild size="sm" colorPalette="brand">
              <Link to="/respondIntellectCall">{H.submit}</Link>
            </Button>
          )}
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
        <FilterSelect w="32" label={H.status} all={H.allStatuses} value={search.status ?? ''} onChange={(v) => onSearchChange({ status: (v || undefined) as HotlineStatus | undefined, page: 1 })} options={optionsOf(HOTLINE_STATUSES, HOTLINE_STATUS_LABELS)} />
        <FilterSelect w="32" label={H.category} all={H.allCategories} value={search.categoryId ? String(search.categoryId) : ''} onChange={(v) => onSearchChange({ categoryId: v ? Number(v) : undefined, page: 1 })} options={(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))} />
        <FilterSelect w="32" label={H.deadlineFilter} all={H.allDeadlines} value={overdue ? '1' : ''} onChange={(v) => onSearchChange({ overdue: v ? 1 : undefined, page: 1 })} options={[{ value: '1', label: H.overdue }]} />
        {staff && <FilterSelect w="44" label={H.dept} all={H.allDepts} value={search.deptName ?? ''} onChange={(v) => onSearchChange({ deptName: v || undefined, page: 1 })} options={optionsOf(HOTLINE_DEPARTMENTS)} />}
        <Input size="sm" type="date" w="40" bg="white" aria-label={H.beginTime} value={begin} onChange={(e) => setBegin(e.target.value)} />
        <Input size="sm" type="date" w="40" bg="white" aria-label={H.endTimeLabel} value={end} onChange={(e) => setEnd(e.target.value)} />
        <Input size="sm" w="48" bg="white" aria-label={H.keyword} placeholder={H.keywordHint} maxLength={50} value={keyword} onChange={(e) => setKeyword(e.target.value)} />
      </FilterBar>
      <QueryState query={query} loading={<ListSkeleton rows={8} />} isEmpty={(d) => d.list.length === 0} empty={H.empty}>
        {(data) => (
          <>
            <chakra.div overflowX="auto" tabIndex={0}>
              <Table.Root size="sm" minW="860px">
                <Table.Header>
                  <Table.Row bg="bg.muted">
                    {[H.eventNo, H.category, H.content, H.caller, H.status, H.dept, H.createdAt, H.deadline].map((c) => (
                      <Table.ColumnHeader key={c}>{c}</Table.ColumnHeader>
                    ))}
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {data.list.map((e) => (
                    <Table.Row key={e.id} data-testid="call-row" data-overdue={e.overdue || undefined} bg={e.overdue ? 'red.subtle' : undefined}>
                      <Table.Cell>
                        <Link to="/respondCallDetail" search={{ id: e.id }}>
                          <Text as="span" color={e.overdue ? 'red.fg' : 'brand.700'} fontWeight="medium">
                            {e.eventNo}
                          </Text>
                        </Link>
                      </Table.Cell>
                      <Table.Cell>{e.categoryName}</Table.Cell>
                      <Table.Cell maxW="72">
                        <Text lineClamp={2}>{e.content}</Text>
                      </Table.Cell>
                      <Table.Cell>{e.callerName}</Table.Cell>
                      <Table.Cell>
                        <CallStatusBadge status={e.status} />
                      </Table.Cell>
                      <Table.Cell>{e.deptName || '—'}</Table.Cell>
                      <Table.Cell whiteSpace="nowrap">{e.createdAt.slice(0, 16)}</Table.Cell>
                      <Table.Cell whiteSpace="nowrap">
                        <TimeLeft e={e} />
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </chakra.div>
            <PaginationBar page={page} limit={limit} total={data.total} onPageChange={(p) => onSearchChange({ page: p })} onLimitChange={(l) => onSearchChange({ limit: l, page: 1 })} />
          </>
        )}
      </QueryState>
    </PageFrame>
  );
}
