import { targetPersonLedger, type TargetPersonItem } from '@portal/api';
import { useQuery } from '@tanstack/react-query';
import * as t from '../../i18n/zh-CN';
import { api } from '../../lib/api';
import { FactList, ButtonLink, LinkButtons, PageFrame, QueryState } from '../common';
import { LedgerPage, type LedgerSearch } from '../ledger';

/**
 * /basics-import (适龄劳动力基本信息): the target people on the ledger engine: the list with its
 * filters, 新增记录, 导入 (template, row errors by row number, de-duplication by identity number)
 * and 导出; each row links to /basics-detail; links to build a group (/group-query) and to the
 * people with employment difficulties (/hard-list).
 */
export function PeoplePage({ search, onSearchChange }: { search: LedgerSearch; onSearchChange: (next: Partial<LedgerSearch>) => void }) {
  return (
    <LedgerPage
      ledger={targetPersonLedger}
      search={search}
      onSearchChange={onSearchChange}
      tabs={<LinkButtons mb="3" links={[{ href: '/group-query', label: t.nav.titles.groupQuery }, { href: '/hard-list', label: t.nav.titles.hardList }]} />}
      rowActions={(r) => (
        <ButtonLink href={`/basics-detail?id=${r.id}`} size="xs" variant="ghost" colorPalette="brand">{t.common.detail}</ButtonLink>
      )}
    />
  );
}

/** /basics-detail?id= (人员详情): one target person's record (numbers masked as the register shows them), age and sex from the identity number. */
export function PersonDetailPage({ id }: { id: number }) {
  const P = t.ageAppropriate.person;
  const detail = useQuery({ queryKey: ['user', 'ageAppropriate', 'person', id], queryFn: ({ signal }) => api.call(targetPersonLedger.endpoints.detail!, { id }, { signal }) as Promise<TargetPersonItem> });
  return (
    <PageFrame
      title={detail.data ? String(detail.data.name) : t.nav.titles.basicsDetail}
      crumbs={[{ label: t.nav.titles.basicsImport, to: '/basics-import' }, { label: t.nav.titles.basicsDetail }]}
      actions={
        <ButtonLink href="/basics-import" size="sm" variant="outline">{P.back}</ButtonLink>
      }
    >
      <QueryState query={detail}>
        {(d) => (
          <FactList
            rows={[...Object.entries(targetPersonLedger.fields).map(([k, f]): [string, string] => [f.label, String(d[k as keyof TargetPersonItem] ?? '') || '—']), [P.age, P.years(d.age)], [P.sex, d.sex]]}
            labelW="28"
            bg="white"
            borderWidth="1px"
            rounded="md"
            p="4"
          />
        )}
      </QueryState>
    </PageFrame>
  );
}
