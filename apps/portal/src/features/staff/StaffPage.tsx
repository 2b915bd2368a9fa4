import { Badge, Box, Button, Card, Dialog, Flex, HStack, Input, NativeSelect, Portal, Stack, Table, Text, chakra } from '@chakra-ui/react';
import { EDUCATION_LEVELS, type StaffRecord } from '@portal/api';
import { EmptyState, ErrorState, ListSkeleton, PaginationBar } from '@portal/ui';
import { useState, type FormEvent, type ReactNode } from 'react';
import { t } from '../../i18n/zh-CN';
import { errorText, notify } from '../../lib/api';
import { EntFrame } from '../enterprise/EntFrame';
import { ImportDialog } from '../ledger';
import { useStaffList, useStaffMutations } from './queries';
import type { StaffSearch } from './search';
import { StaffFormDialog } from './StaffFormDialog';

export interface StaffPageProps {
  search: StaffSearch;
  onSearchChange: (next: Partial<StaffSearch>) => void;
  /** 'cards' always lays rows out as cards (/talentdataH5); 'auto' uses a table from the md breakpoint (/talentdata) */
  layout: 'auto' | 'cards';
}

/** Today in Asia/Shanghai as 'YYYY-MM-DD', the default leaving date. */
const todayInShanghai = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

/** A question with 确定 / 取消; `onConfirm` runs on 确定. */
function Confirm({ text, onConfirm, onClose }: { text: string | null; onConfirm: () => void; onClose: () => void }) {
  return (
    <Dialog.Root role="alertdialog" open={text !== null} onOpenChange={(e) => !e.open && onClose()} placement="center" size="sm">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t.staff.confirmTitle}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{text}</Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {t.staff.cancel}
              </Button>
              <Button
                colorPalette="red"
                onClick={() => {
                  onConfirm();
                  onClose();
                }}
              >
                {t.staff.ok}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** The filter form; its inputs start from the URL and are re-created when the URL changes. */
function Filters({ search, onSubmit }: { search: StaffSearch; onSubmit: (next: Partial<StaffSearch>) => void }) {
  const [keyword, setKeyword] = useState(search.keyword ?? '');
  const [education, setEducation] = useState(search.education ?? '');
  const [status, setStatus] = useState(search.status ?? '');
  const F = t.staff.filters;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit({ keyword: keyword.trim() || undefined, education: (education || undefined) as StaffSearch['education'], status: (status || undefined) as StaffSearch['status'], page: 1 });
  };
  return (
    <chakra.form role="search" onSubmit={submit} display="flex" flexWrap="wrap" gap="2" alignItems="center">
      <Input aria-label={F.keyword} placeholder={F.keywordPlaceholder} value={keyword} onChange={(e) => setKeyword(e.target.value)} size="sm" maxLength={50} flex="1" minW="44" maxW={{ md: '64' }} bg="white" />
      <NativeSelect.Root size="sm" w={{ base: 'calc(50% - 4px)', md: '36' }}>
        <NativeSelect.Field aria-label={F.education} value={education} onChange={(e) => setEducation(e.target.value)} bg="white">
          <option value="">{F.allEducation}</option>
          {EDUCATION_LEVELS.map((e) => (
            <option key={e} value={e}>
              {e}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <NativeSelect.Root size="sm" w={{ base: 'calc(50% - 4px)', md: '32' }}>
        <NativeSelect.Field aria-label={F.status} value={status} onChange={(e) => setStatus(e.target.value)} bg="white">
          <option value="">{F.allStatus}</option>
          <option value="active">{t.staff.active}</option>
          <option value="left">{t.staff.left}</option>
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <HStack gap="2">
        <Button type="submit" size="sm" colorPalette="brand" px="5">
          {F.search}
        </Button>
        <Button
          type="button"
          size="sm"
          variant="outline"
          onClick={() => {
            setKeyword('');
            setEducation('');
            setStatus('');
            onSubmit({ keyword: undefined, education: undefined, status: undefined, page: 1 });
          }}
        >
          {F.reset}
        </Button>
      </HStack>
    </chakra.form>
  );
}

/** A native checkbox for row selection, in the brand colour. */
export function SelectBox({ checked, indeterminate = false, onChange, label }: { checked: boolean; indeterminate?: boolean; onChange: (on: boolean) => void; label: string }) {
  return (
    <chakra.input
      type="checkbox"
      aria-label={label}
      checked={checked}
      ref={(el: HTMLInputElement | null) => {
        if (el) el.indeterminate = indeterminate;
      }}
      onChange={(e) => onChange(e.target.checked)}
      w="4"
      h="4"
      cursor="pointer"
      style={{ accentColor: 'var(--chakra-colors-brand-600)' }}
    />
  );
}

const StatusBadge = ({ r }: { r: StaffRecord }) =>
  r.leftOn ? (
    <Badge colorPalette="gray">{t.staff.leftOn(r.leftOn)}</Badge>
  ) : (
    <Badge colorPalette="green">{t.staff.active}</Badge>
  );

/**
 * /talentdata and /talentdataH5: the enterprise's staff records with search, add, edit, leaving
 * dates, delete (one or the selected rows) and the Excel import. Filters and page live in the URL.
 */
export function StaffPage({ search, onSearchChange, layout }: StaffPageProps) {
  const query = useStaffList(search);
  const m = useStaffMutations();
  const [editing, setEditing] = useState<StaffRecord | null | undefined>(undefined);
  const [importing, setImporting] = useState(false);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [confirm, setConfirm] = useState<{ text: string; run: () => void } | null>(null);
  const data = query.data;
  const rows = data?.list ?? [];
  const pageIds = rows.map((r) => r.id);
  const chosen = pageIds.filter((id) => selected.has(id));

  const toggle = (id: number, on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const askRemove = (ids: number[], label: string) =>
    setConfirm({
      text: t.staff.confirmRemove(label),
      run: () =>
        void m.remove.mutateAsync(ids).then(({ removed }) => {
          notify(t.staff.removed(removed), 'success');
          setSelected(new Set());
        }, () => undefined),
    });
  const askLeft = (ids: number[], label: string) =>
    setConfirm({
      text: t.staff.confirmLeft(label, todayInShanghai()),
      run: () => void m.setLeft.mutateAsync({ ids, leftOn: todayInShanghai() }).then(() => notify(t.staff.marked, 'success'), () => undefined),
    });
  const rejoin = (r: StaffRecord) => void m.setLeft.mutateAsync({ ids: [r.id], leftOn: null }).then(() => notify(t.staff.rejoined(r.name), 'success'), () => undefined);

  const actions = (r: StaffRecord): ReactNode => (
    <HStack gap="1" justify="flex-end">
      <Button size="xs" variant="ghost" colorPalette="brand" onClick={() => setEditing(r)} aria-label={`${t.staff.edit} ${r.name}`}>
        {t.staff.edit}
      </Button>
      {r.leftOn ? (
        <Button size="xs" variant="ghost" onClick={() => rejoin(r)}>
          {t.staff.rejoin}
        </Button>
      ) : (
        <Button size="xs" variant="ghost" onClick={() => askLeft([r.id], r.name)}>
          {t.staff.markLeft}
        </Button>
      )}
      <Button size="xs" variant="ghost" colorPalette="red" onClick={() => askRemove([r.id], r.name)} aria-label={`${t.staff.remove} ${r.name}`}>
        {t.staff.remove}
      </Button>
    </HStack>
  );

  const cards = (
    <Stack gap="3" display={layout === 'auto' ? { base: 'flex', md: 'none' } : 'flex'}>
      {rows.map((r) => (
        <Card.Root key={r.id} size="sm" data-testid="staff-row">
          <Card.Body gap="1">
            <Flex justify="space-between" align="center">
              <HStack as="label" gap="2" cursor="pointer">
                <SelectBox checked={selected.has(r.id)} onChange={(on) => toggle(r.id, on)} label={`${t.staff.select} ${r.name}`} />
                <Text fontWeight="semibold" fontSize="md">
                  {r.name}
                </Text>
              </HStack>
              <StatusBadge r={r} />
            </Flex>
            <Text fontSize="sm" color="fg.muted" fontVariantNumeric="tabular-nums">
              {r.idCard}
            </Text>
            <Text fontSize="sm">
              {r.sex} · {r.age ?? '-'}岁 · {r.education} · {r.position || t.staff.noPosition}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {r.phone} · {t.staff.entryOn(r.entryDate)}
            </Text>
            {actions(r)}
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );

  const table = layout === 'auto' && (
    <Box display={{ base: 'none', md: 'block' }} overflowX="auto">
      <Table.Root size="sm" interactive>
        <Table.Header>
          <Table.Row bg="bg.muted">
            <Table.ColumnHeader w="8">
              <SelectBox
                checked={chosen.length > 0 && chosen.length === pageIds.length}
                indeterminate={chosen.length > 0 && chosen.length < pageIds.length}
                onChange={(on) => setSelected(on ? new Set(pageIds) : new Set())}
                label={t.staff.selectPage}
              />
            </Table.ColumnHeader>
            {t.staff.columns.map((c) => (
              <Table.ColumnHeader key={c}>{c}</Table.ColumnHeader>
            ))}
            <Table.ColumnHeader textAlign="end">{t.staff.actions}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((r) => (
            <Table.Row key={r.id} data-testid="staff-row">
              <Table.Cell>
                <SelectBox checked={selected.has(r.id)} onChange={(on) => toggle(r.id, on)} label={`${t.staff.select} ${r.name}`} />
              </Table.Cell>
              <Table.Cell fontWeight="medium">{r.name}</Table.Cell>
              <Table.Cell fontVariantNumeric="tabular-nums">{r.idCard}</Table.Cell>
              <Table.Cell>{r.sex}</Table.Cell>
              <Table.Cell>{r.age ?? '-'}</Table.Cell>
              <Table.Cell>{r.education}</Table.Cell>
              <Table.Cell>{r.position || '-'}</Table.Cell>
              <Table.Cell fontVariantNumeric="tabular-nums">{r.phone}</Table.Cell>
              <Table.Cell fontVariantNumeric="tabular-nums">{r.entryDate}</Table.Cell>
              <Table.Cell>
                <StatusBadge r={r} />
              </Table.Cell>
              <Table.Cell>{actions(r)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );

  const filtered = Boolean(search.keyword || search.education || search.status);
  let body: ReactNode;
  if (query.isPending) body = <ListSkeleton rows={8} />;
  else if (query.isError && !data) body = <ErrorState message={errorText(query.error)} onRetry={() => void query.refetch()} />;
  else if (rows.length === 0)
    body = (
      <EmptyState
        title={filtered ? t.staff.emptyFiltered : t.staff.empty}
        description={filtered ? undefined : t.staff.emptyHint}
        action={
          !filtered && (
            <Button size="sm" colorPalette="brand" onClick={() => setImporting(true)}>
              {t.staff.importButton}
            </Button>
          )
        }
      />
    );
  else
    body = (
      <Box aria-busy={query.isFetching} opacity={query.isPlaceholderData ? 0.55 : 1} transition="opacity 0.2s" data-testid="staff-list">
        {table}
        {cards}
      </Box>
    );

  return (
    <EntFrame
      title={t.staff.title}
      subtitle={
        data && (
          <Text fontSize="sm" color="fg.muted" data-testid="staff-total">
            {t.staff.total(data.total)}
          </Text>
        )
      }
      actions={
        <HStack gap="2" wrap="wrap">
          <Button size="sm" colorPalette="brand" onClick={() => setEditing(null)}>
            {t.staff.add}
          </Button>
          <Button size="sm" colorPalette="brand" variant="outline" onClick={() => setImporting(true)}>
            {t.staff.importButton}
          </Button>
          <Button size="sm" variant="outline" disabled={chosen.length === 0} onClick={() => askLeft(chosen, t.staff.selectedCount(chosen.length))}>
            {t.staff.markLeft}
          </Button>
          <Button size="sm" variant="outline" colorPalette="red" disabled={chosen.length === 0} onClick={() => askRemove(chosen, t.staff.selectedCount(chosen.length))}>
            {t.staff.removeSelected(chosen.length)}
          </Button>
        </HStack>
      }
    >
      <Filters key={JSON.stringify([search.keyword, search.education, search.status])} search={search} onSubmit={onSearchChange} />
      {body}
      {data && data.total > 0 && (
        <PaginationBar page={search.page} limit={search.limit} total={data.total} onPageChange={(p) => onSearchChange({ page: p })} onLimitChange={(l) => onSearchChange({ limit: l, page: 1 })} />
      )}
      <StaffFormDialog
        open={editing !== undefined}
        record={editing ?? null}
        onClose={() => setEditing(undefined)}
        onSave={(values) => m.save.mutateAsync(values).then(() => notify(t.staff.saved, 'success'))}
      />
      <ImportDialog open={importing} onClose={() => setImporting(false)} onImport={(file, onProgress) => m.importFile.mutateAsync({ file, onProgress })} />
      <Confirm text={confirm?.text ?? null} onConfirm={() => confirm?.run()} onClose={() => setConfirm(null)} />
    </EntFrame>
  );
}
