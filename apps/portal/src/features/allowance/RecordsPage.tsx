import { AREA_AUDIT_STATUS_LABELS, type AreaAuditStatus, type AuditRecord } from '@portal/api';
import * as t from '../../i18n/zh-CN';
import { FilterSelect, KeywordBar, ListView, optionsOf } from '../common';
import { AuditFrame } from './AuditFrame';
import { useRecordList } from './queries';
import type { RecordSearch } from './search';

const T = t.allowance;
const statusText = (s: string) => AREA_AUDIT_STATUS_LABELS[s as AreaAuditStatus] ?? s;
const change = (r: AuditRecord) => (r.kind === 'expert' ? '-' : T.historyLine(statusText(r.fromStatus), statusText(r.toStatus)));
const note = (r: AuditRecord) => [r.kind === 'expert' && r.score !== null ? T.scoreLine(r.score) : '', r.comment].filter(Boolean).join('；') || '-';

/** /modifyRecord: every audit step and expert score, newest first, filtered by kind and by the record's or the actor's name. */
export function RecordsPage({ search, onSearchChange }: { search: RecordSearch; onSearchChange: (next: Partial<RecordSearch>) => void }) {
  const query = useRecordList(search);
  const C = T.recordColumns;
  return (
    <AuditFrame title={t.common.auditRecords} subtitle={query.data && T.total(query.data.total)}>
      <ListView
        filters={
          <KeywordBar label={T.recordKeyword} w="60" applied={search.keyword} onApply={(keyword) => onSearchChange({ keyword, page: 1 })} onReset={() => onSearchChange({ keyword: undefined, kind: undefined, page: 1 })}>
            <FilterSelect
              label={T.kindLabel}
              all={t.common.allTypes}
              value={search.kind ?? ''}
              onChange={(kind) => onSearchChange({ kind: (kind || undefined) as RecordSearch['kind'], page: 1 })}
              options={optionsOf(['person', 'company', 'expert'] as const, T.kinds)}
              w="36"
            />
          </KeywordBar>
        }
        query={query}
        rowKey={(r) => r.id}
        testId="record"
        skeletonRows={8}
        empty={search.keyword || search.kind ? T.emptyFiltered : T.noHistory}
        paging={{ page: search.page, limit: search.limit, onPage: onSearchChange }}
        columns={[
          { header: C[0], cell: (r) => r.createdAt, cellProps: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } },
          { header: C[1], cell: (r) => r.targetName, cellProps: { fontWeight: 'medium' }, card: 'title' },
          { header: C[2], cell: (r) => T.kinds[r.kind] },
          { header: C[3], cell: (r) => r.actorName },
          { header: C[4], cell: (r) => r.actorRole },
          { header: C[5], cell: change, cellProps: { whiteSpace: 'nowrap' } },
          { header: C[6], cell: note },
        ]}
      />
    </AuditFrame>
  );
}
