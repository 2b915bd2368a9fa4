import { Button, HStack, Text, chakra } from '@chakra-ui/react';
import { Note } from '@portal/ui';
import {
  AREA_AUDIT_STATUSES,
  AREA_AUDIT_STATUS_LABELS,
  COMPANY_SUBSIDY_ITEMS,
  endpoints,
  PERSON_SUBSIDY_ITEMS,
  type AreaAuditCompany,
  type AreaAuditDecision,
  type AreaAuditKind,
  type AreaAuditPerson,
  type BatchResult,
} from '@portal/api';
import type { UseQueryResult } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import * as t from '../../i18n/zh-CN';
import { api, notify } from '../../lib/api';
import { DraftFilterBar, ImportDialog } from '../ledger';
import { AccountPanel } from './AccountPanel';
import { AlertBox, ExportButtons, FilterInput, FilterSelect, type ListColumn, ListView, MaskedNumber, optionsOf } from '../common';
import { AuditDecision, AuditFrame, AuditStatusBadge } from './AuditFrame';
import { DetailDrawer } from './DetailDrawer';
import { useAbilities, useAreaAuditMutations, useCompanyList, usePersonList } from './queries';
import type { CompanySearch, PersonSearch } from './search';

const T = t.allowance;

type Row = AreaAuditPerson | AreaAuditCompany;

const nums = { fontVariantNumeric: 'tabular-nums' } as const;

/**
 * The person list's columns: the identity number as the server masked it (issue 24), with the 显示
 * button for the roles that may reveal it (`fullNumbers`).
 */
const personColumns = (reveal: boolean): ListColumn<AreaAuditPerson>[] => [
  { header: T.personColumns[1], cell: (r) => <MaskedNumber value={r.idCard} kind="idCard" source="areaAuditPerson" id={r.id} field="idCard" revealable={reveal} /> },
  { header: T.personColumns[2], cell: (r) => r.companyName || '-' },
  { header: T.personColumns[3], cell: (r) => `${r.subsidyItem}（${r.year}）` },
  { header: T.personColumns[4], cell: (r) => T.yuan(r.amount), cellProps: nums },
  { header: T.personColumns[5], cell: (r) => (r.expertScore === null ? '-' : r.expertScore) },
];
const COMPANY_COLUMNS: ListColumn<AreaAuditCompany>[] = [
  { header: T.companyColumns[1], cell: (r) => r.creditCode, cellProps: nums },
  { header: T.companyColumns[2], cell: (r) => r.streetName || '-' },
  { header: T.companyColumns[3], cell: (r) => `${r.subsidyItem}（${r.year}）` },
  { header: T.companyColumns[4], cell: (r) => T.yuan(r.amount), cellProps: nums },
  { header: T.companyColumns[5], cell: (r) => r.personCount },
];

type Search = PersonSearch | CompanySearch;

/** The list's filters: the keyword, the status and the subsidy item, applied together on 搜索. */
function Filters({ kind, search, onSubmit }: { kind: AreaAuditKind; search: Search; onSubmit: (next: Partial<Search>) => void }) {
  const F = T.filters;
  return (
    <DraftFilterBar applied={{ keyword: search.keyword, status: search.status, subsidyItem: search.subsidyItem }} onApply={(next) => onSubmit({ ...(next as Partial<Search>), page: 1 })}>
      {(draft, set) => (
        <>
          <FilterInput label={t.common.keyword} placeholder={kind === 'person' ? F.personKeyword : F.companyKeyword} value={draft.keyword} onChange={(v) => set('keyword', v)} w="60" />
          <FilterSelect label={F.status} all={t.common.allStatuses} value={draft.status} onChange={(v) => set('status', v)} options={optionsOf(AREA_AUDIT_STATUSES, AREA_AUDIT_STATUS_LABELS)} w={{ base: 'calc(50% - 4px)', sm: '36' }} />
          <FilterSelect label={F.item} all={F.allItems} value={draft.subsidyItem} onChange={(v) => set('subsidyItem', v)} options={optionsOf(kind === 'person' ? PERSON_SUBSIDY_ITEMS : COMPANY_SUBSIDY_ITEMS)} w={{ base: 'calc(50% - 4px)', sm: '48' }} />
        </>
      )}
    </DraftFilterBar>
  );
}

/** What the last batch call answered: how many changed, and each record that did not with the reason. */
function BatchOutcome({ result, names, onClose }: { result: BatchResult; names: Map<number, string>; onClose: () => void }) {
  const failed = result.results.filter((r) => !r.ok);
  return (
    <AlertBox
      status={failed.length ? 'warning' : 'success'}
      data-testid="batch-outcome"
      title={`${T.resultTitle}：${T.batchDone(result.succeeded, result.failed)}`}
      description={
        failed.length > 0 && (
          <>
            <Text>{T.resultFailed}</Text>
            <chakra.ul ps="4" listStyleType="disc">
              {failed.map((f) => (
                <li key={f.id}>
                  {names.get(f.id) ?? `#${f.id}`}：{f.message}
                </li>
              ))}
            </chakra.ul>
          </>
        )
      }
    >
      <Button size="xs" variant="ghost" onClick={onClose}>
        {t.common.close}
      </Button>
    </AlertBox>
  );
}

interface ListProps<S extends Search> {
  search: S;
  onSearchChange: (next: Partial<S>) => void;
}

/** /modifyGJN: the person records of the area audit, with batch audit, push, import, export and the external account panel. */
export function PersonAuditPage(props: ListProps<PersonSearch>) {
  const reveal = useAbilities().data?.fullNumbers === true;
  return <AuditListPage kind="person" query={usePersonList(props.search)} columns={personColumns(reveal)} {...(props as ListProps<Search>)} />;
}

/** /modifyGJNS: the company records of the area audit, with batch audit, push and export. */
export function CompanyAuditPage(props: ListProps<CompanySearch>) {
  return <AuditListPage kind="company" query={useCompanyList(props.search)} columns={COMPANY_COLUMNS} {...(props as ListProps<Search>)} />;
}

function AuditListPage<R extends Row>({
  kind,
  query,
  columns,
  search,
  onSearchChange,
}: ListProps<Search> & { kind: AreaAuditKind; query: UseQueryResult<{ list: R[]; total: number }>; columns: ListColumn<R>[] }) {
  const abilities = useAbilities().data;
  const m = useAreaAuditMutations();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [outcome, setOutcome] = useState<{ result: BatchResult; names: Map<number, string> } | null>(null);
  const [importing, setImporting] = useState(false);
  const [open, setOpen] = useState<number | null>(null);
  const data = query.data;
  const rows = data?.list ?? [];
  const chosen = rows.map((r) => r.id).filter((id) => selected.has(id));
  const canAudit = abilities?.audit === true;
  const canReveal = abilities?.fullNumbers === true;
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const names = new Map(rows.map((r) => [r.id, r.name]));

  const finish = (result: BatchResult) => {
    setOutcome({ result, names });
    notify(T.batchDone(result.succeeded, result.failed), result.failed ? 'warning' : 'success');
    setSelected(new Set());
  };
  const audit = (status: AreaAuditDecision, comment: string) => m.batchAudit.mutateAsync({ kind, ids: chosen, status, comment }).then(finish);
  const push = () => void m.push.mutateAsync({ kind, ids: chosen }).then(finish, () => undefined);
  const busy = m.batchAudit.isPending || m.push.isPending;
  const filtered = Boolean(search.keyword || search.status || search.subsidyItem || ('companyId' in search && search.companyId));

  return (
    <AuditFrame
      title={kind === 'person' ? T.personsTitle : T.companiesTitle}
      subtitle={data && T.total(data.total)}
      subtitleTestId="audit-total"
      actions={
        <HStack gap="2" wrap="wrap">
          {kind === 'person' && canAudit && (
            <Button size="sm" colorPalette="brand" variant="outline" onClick={() => setImporting(true)}>
              {T.importButton}
            </Button>
          )}
          <ExportButtons
            full={canReveal}
            onExport={(full) => {
              const filter = { keyword: search.keyword, status: search.status, subsidyItem: search.subsidyItem, companyId: 'companyId' in search ? search.companyId : undefined, ...(full ? { fullNumbers: true, page: pathname } : {}) };
              void (kind === 'person' ? api.download(endpoints.areaAuditPersonExport, filter as never, { loading: true }) : api.download(endpoints.areaAuditCompanyExport, filter as never, { loading: true })).catch(() => undefined);
            }}
          />
        </HStack>
      }
    >
      <ListView
        filters={
          <>
            {kind === 'person' && canAudit && <AccountPanel />}
            <Filters key={JSON.stringify([search.keyword, search.status, search.subsidyItem])} kind={kind} search={search} onSubmit={(next) => onSearchChange(next)} />
            {'companyId' in search && search.companyId !== undefined && (
              <HStack gap="2" fontSize="sm" data-testid="company-filter">
                <Text color="fg.muted">{T.onlyCompany}</Text>
                <Button size="xs" variant="ghost" colorPalette="brand" onClick={() => onSearchChange({ companyId: undefined, page: 1 } as Partial<Search>)}>
                  {T.clearCompany}
                </Button>
              </HStack>
            )}
          </>
        }
        toolbar={
          <>
            {abilities && !canAudit && (
              <Note>{T.noPermission}</Note>
            )}
            {canAudit && (
              <AuditDecision direction={{ base: 'column', md: 'row' }} align={{ base: 'stretch', md: 'center' }} count={chosen.length} disabled={chosen.length === 0} busy={busy} onDecide={audit}>
                <Button size="sm" variant="ghost" colorPalette="brand" disabled={chosen.length === 0 || busy} onClick={push}>
                  {T.push}
                </Button>
              </AuditDecision>
            )}
            {outcome && <BatchOutcome result={outcome.result} names={outcome.names} onClose={() => setOutcome(null)} />}
          </>
        }
        query={query}
        rowKey={(r) => r.id}
        testId="audit"
        tableProps={{ interactive: true }}
        skeletonRows={8}
        empty={filtered ? T.emptyFiltered : T.empty}
        paging={{ page: search.page, limit: search.limit, onPage: onSearchChange }}
        {...(canAudit && { selection: { selected, onChange: setSelected, label: (r: R) => `${T.select} ${r.name}`, pageLabel: T.selectPage } })}
        columns={[
          {
            header: kind === 'person' ? T.personColumns[0] : T.companyColumns[0],
            card: 'title',
            cell: (r) => (
              <chakra.button type="button" color="brand.700" fontWeight="medium" textAlign="start" onClick={() => setOpen(r.id)} _hover={{ textDecoration: 'underline' }}>
                {r.name}
              </chakra.button>
            ),
          },
          ...columns,
          { header: T.personColumns[6], cell: (r) => <AuditStatusBadge status={r.status} />, card: 'badge' },
        ]}
      />
      {kind === 'person' && (
        <ImportDialog
          open={importing}
          onClose={() => setImporting(false)}
          onImport={(file) => m.importFile.mutateAsync(file)}
          texts={T.import}
          onTemplate={() => api.download(endpoints.templateDownload, { name: 'areaAudit' })}
        />
      )}
      <DetailDrawer kind={kind} id={open} canAudit={canAudit} canReveal={canReveal} onClose={() => setOpen(null)} />
    </AuditFrame>
  );
}
