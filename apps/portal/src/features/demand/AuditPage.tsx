import { Button, HStack, Input, Text } from '@chakra-ui/react';
import { Note } from '@portal/ui';
import { endpoints } from '@portal/api';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import * as t from '../../i18n/zh-CN';
import { api, notify } from '../../lib/api';
import { ListView, PageFrame } from '../common';
import { ImportDialog } from '../ledger';
import { DemandStatusBadge, DemandStatusFilter } from './EntDemandPage';
import { salaryText } from './JobRows';
import { useAuditList, useDemandMutations } from './queries';
import type { OwnDemandSearch } from './search';

/** /modifyDemand (government staff): every job demand, pending first; approve, send back or hide the selected ones; import enterprise demands from an xlsx (importQyxq). */
export function AuditPage({ search, onSearchChange }: { search: OwnDemandSearch; onSearchChange: (next: Partial<OwnDemandSearch>) => void }) {
  const query = useAuditList(search);
  const m = useDemandMutations();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [note, setNote] = useState('');
  const [importing, setImporting] = useState(false);
  const data = query.data;
  const C = t.demand.auditColumns;
  const run = (action: 'approve' | 'reject' | 'hide') =>
    void m.audit.mutateAsync({ ids: [...selected], action, note }).then(({ updated }) => {
      notify(t.demand.audited(updated), 'success');
      setSelected(new Set());
      setNote('');
    }, () => undefined);
  return (
    <PageFrame
      title={t.demand.auditTitle}
      subtitle={data && <Note>{t.demand.jobTotal(data.total)}</Note>}
      actions={
        <HStack gap="2">
          <Button size="sm" variant="outline" colorPalette="brand" onClick={() => setImporting(true)}>
            {t.common.import}
          </Button>
          <DemandStatusFilter status={search.status} onSearchChange={onSearchChange} />
        </HStack>
      }
    >
      <HStack gap="2" wrap="wrap">
        <Input aria-label={t.demand.auditNoteLabel} placeholder={t.demand.auditNoteLabel} value={note} onChange={(e) => setNote(e.target.value)} size="sm" maxW="72" maxLength={200} />
        <Button size="sm" colorPalette="brand" disabled={selected.size === 0} onClick={() => run('approve')}>
          {t.demand.approve(selected.size)}
        </Button>
        <Button size="sm" variant="outline" disabled={selected.size === 0} onClick={() => run('reject')}>
          {t.demand.reject}
        </Button>
        <Button size="sm" variant="outline" colorPalette="red" disabled={selected.size === 0} onClick={() => run('hide')}>
          {t.demand.hide}
        </Button>
      </HStack>
      <ListView
        query={query}
        rowKey={(d) => d.id}
        testId="audit"
        card={false}
        tableProps={{ minW: '760px' }}
        paging={{ page: search.page, limit: search.limit, onPage: onSearchChange }}
        selection={{ selected, onChange: setSelected, label: (d) => `${t.staff.select} ${d.postName}（${d.entName}）`, pageLabel: t.allowance.selectPage }}
        columns={[
          {
            header: C[0]!,
            cell: (d) => (
              <Link to="/entDemandDetail" search={{ id: d.id }}>
                <Text as="span" color="brand.700" fontWeight="medium">
                  {d.postName}
                </Text>
              </Link>
            ),
          },
          { header: C[1]!, cell: (d) => d.entName },
          { header: C[2]!, cell: salaryText },
          { header: C[3]!, cell: (d) => d.streetName },
          { header: C[4]!, cell: (d) => <DemandStatusBadge d={d} /> },
          { header: C[5]!, cell: (d) => d.updatedAt.slice(0, 16), cellProps: { whiteSpace: 'nowrap' } },
        ]}
      />
      <ImportDialog
        open={importing}
        onClose={() => setImporting(false)}
        texts={{ ...t.staff.import, ...t.demand.importTexts }}
        onTemplate={() => api.download(endpoints.templateDownload, { name: 'demand' })}
        onImport={(file, onProgress) => m.importQyxq.mutateAsync({ file, onProgress })}
      />
    </PageFrame>
  );
}
