import { Box, Button, HStack, Heading, SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { DEPT_DATA_ACTION_LABELS, DEPT_PAGES, DEPT_TYPES, deptModuleOf, reviewsDeptData, type DeptModuleDeclaration, type DeptModuleKey, type DeptModuleYear } from '@portal/api';
import { useSession } from '@portal/auth';
import { ErrorState, ListSkeleton, Note } from '@portal/ui';
import { displayYear } from '@portal/validators';
import { useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import * as t from '../../i18n/zh-CN';
import { errorText, notify } from '../../lib/api';
import { AlertBox, ConfirmDialog, FactList, LinkTabs, PageFrame, ReasonDialog, YearSelect } from '../common';
import { LedgerFieldInput } from '../ledger';
import { StatusBadge, yearsUpTo } from './ProgressTable';
import { useDeptModule } from './queries';

const T = t.deptData;

/** A figure as shown read-only: the number with its unit, or '-'. */
const shown = (v: number | string | null | undefined, unit?: string) => (v === null || v === undefined || v === '' ? '-' : `${v}${unit ? ` ${unit}` : ''}`);

/** The buttons of the actions the server allows on a module's year, in order: save and submit at once, the reviewer's after a question. */
const BUTTONS: readonly { action: 'save' | 'submit' | 'confirm' | 'return' | 'reopen'; variant?: 'outline'; palette?: string }[] = [
  { action: 'save', variant: 'outline', palette: 'brand' },
  { action: 'submit', palette: 'brand' },
  { action: 'confirm', palette: 'green' },
  { action: 'return', variant: 'outline', palette: 'red' },
  { action: 'reopen', variant: 'outline' },
];

/**
 * One module's year: the figures as a form when the user may save or submit (as read-only values
 * otherwise), the status with who changed it last and any return reason, the buttons of the
 * actions the server allows (保存草稿, 提交; for a reviewer 确认, 退回, 重新打开), import from the
 * department's template, export of every year, and the timeline. A refused change (someone saved
 * first: 4009) keeps what was typed.
 */
function ModuleYear({ m, year }: { m: DeptModuleDeclaration; year: number }) {
  const { query, history, modify, review, importFile, template, exportAll } = useDeptModule(m.key as DeptModuleKey, year);
  const data = query.data;
  const schema = useMemo(() => z.object(Object.fromEntries(Object.entries(m.fields).map(([k, f]) => [k, f.schema]))), [m]);
  const values = useMemo(() => Object.fromEntries(Object.keys(m.fields).map((k) => [k, data?.values[k] ?? ''])), [m, data]);
  const form = useForm<Record<string, unknown>>({ resolver: zodResolver(schema as never), mode: 'onTouched', values });
  const [asking, setAsking] = useState<'return' | 'reopen' | 'confirm' | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const fileInput = useRef<HTMLInputElement>(null);
  if (query.isPending) return <ListSkeleton rows={6} />;
  if (!data) return <ErrorState message={errorText(query.error)} onRetry={() => void query.refetch()} />;
  const can = (a: DeptModuleYear['actions'][number]) => data.actions.includes(a);
  const editable = can('save') || can('submit');
  const send = (action: 'save' | 'submit') =>
    void form.handleSubmit((v) => modify.mutateAsync({ version: data.version, action, values: v }).then(() => notify(action === 'save' ? T.saved : T.submitted, 'success'), () => undefined))();
  const fields = Object.entries(m.fields);
  return (
    <Stack gap="5">
      <HStack gap="3" wrap="wrap" fontSize="sm">
        <StatusBadge status={data.status} />
        <Text color="fg.muted">{data.updatedAt ? T.updatedBy(data.updatedBy || '-', data.updatedAt) : T.neverUpdated}</Text>
      </HStack>
      {data.returnReason && data.status === 'returned' && (
        <AlertBox status="error" data-testid="dept-return-reason" title={T.returned(data.returnReason)} />
      )}
      {!editable && data.status !== 'submitted' && year !== data.collectingYear && (
        <AlertBox status="info" description={T.readOnlyHint(data.collectingYear)} />
      )}
      {editable ? (
        <chakra.form noValidate onSubmit={(e) => e.preventDefault()}>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {fields.map(([name, field]) => (
              <LedgerFieldInput key={name} name={name} field={field} form={form} />
            ))}
          </SimpleGrid>
        </chakra.form>
      ) : (
        <FactList labelW="40" display="grid" gridTemplateColumns={{ base: '1fr', md: '1fr 1fr' }} fontVariantNumeric="tabular-nums" data-testid="dept-values" rows={fields.map(([k, f]) => [f.label, shown(data.values[k], f.unit)])} />
      )}
      {problems.length > 0 && (
        <AlertBox
          status="error"
          title={T.importProblems}
          description={problems.map((p) => (
            <Text key={p}>{p}</Text>
          ))}
        />
      )}
      <HStack gap="2" wrap="wrap">
        {BUTTONS.filter((b) => can(b.action)).map((b) => (
          <Button key={b.action} variant={b.variant} colorPalette={b.palette} loading={(b.action === 'save' || b.action === 'submit') && modify.isPending} onClick={() => (b.action === 'save' || b.action === 'submit' ? send(b.action) : setAsking(b.action))}>
            {T[b.action]}
          </Button>
        ))}
        {can('save') && (
          <>
            <Button variant="ghost" colorPalette="brand" onClick={() => void template().catch(() => undefined)}>
              {T.importTemplate}
            </Button>
            <Button variant="ghost" colorPalette="brand" loading={importFile.isPending} onClick={() => fileInput.current?.click()}>
              {T.importFile}
            </Button>
            <input
              ref={fileInput}
              type="file"
              hidden
              aria-label={T.importFile}
              accept=".xlsx"
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = '';
                if (!file) return;
                void importFile.mutateAsync({ version: data.version, file }).then(
                  (r) => {
                    setProblems(r.problems.map((p) => T.problem(p.row, p.column, p.reason)));
                    if (r.data) notify(T.imported, 'success');
                  },
                  () => undefined,
                );
              }}
            />
          </>
        )}
        <Button variant="ghost" onClick={() => void exportAll().catch(() => undefined)}>
          {T.exportAll}
        </Button>
      </HStack>
      <Box>
        <Heading as="h2" fontSize="md" mb="2">
          {T.timeline}
        </Heading>
        {history.data && history.data.length > 0 ? (
          <Stack as="ol" gap="1" fontSize="sm" data-testid="dept-timeline">
            {history.data.map((e, i) => (
              <Text as="li" key={i} listStyleType="none">
                <Text as="span" color="fg.muted">
                  {e.at}
                </Text>{' '}
                {e.userName || '-'} {DEPT_DATA_ACTION_LABELS[e.action]}
                {e.note && `：${e.note}`}
              </Text>
            ))}
          </Stack>
        ) : (
          <Note>{T.noTimeline}</Note>
        )}
      </Box>
      {asking === 'confirm' && (
        <ConfirmDialog
          open
          message={T.confirmAsk(m.title, year)}
          confirmLabel={T.confirm}
          confirmPalette="green"
          onClose={() => setAsking(null)}
          onConfirm={() => {
            setAsking(null);
            void review.mutateAsync({ version: data.version, action: 'confirm' }).then(() => notify(T.confirmed, 'success'), () => undefined);
          }}
        />
      )}
      {(asking === 'return' || asking === 'reopen') && (
        <ReasonDialog
          title={asking === 'return' ? T.returnTitle(m.title) : T.reopenTitle(m.title)}
          label={T.reason}
          hint={T.reasonHint}
          requiredMessage={T.reasonRequired}
          submitLabel={t.common.ok}
          onClose={() => setAsking(null)}
          onSubmit={(reason) => review.mutateAsync({ version: data.version, action: asking, reason }).then(() => notify(asking === 'return' ? T.returnedDone : T.reopened, 'success'))}
        />
      )}
    </Stack>
  );
}

/** The search params of a department page: the open module (default the page's first) and the year (default the one being collected). */
export interface DeptPageSearch {
  module?: string | undefined;
  year?: number | undefined;
}

export interface DeptModulePageProps {
  /** the department page (SPEC.md section 2, e.g. /kjj) */
  path: string;
  search: DeptPageSearch;
  onSearchChange: (next: DeptPageSearch) => void;
}

/**
 * A department page (/kjj, /mohrss/ec, ...; issue 13): for a reviewer, links to every department's
 * page (to go through them in turn); its modules as tabs (links) when it has several (/zhsj), the
 * year picker, and the open module's year ({@link ModuleYear}).
 */
export function DeptModulePage({ path, search, onSearchChange }: DeptModulePageProps) {
  const modules = (DEPT_PAGES[path] ?? []).map((place) => deptModuleOf(place.key)!);
  const m = modules.find((x) => x.key === search.module) ?? modules[0]!;
  const collectingYear = displayYear(useSession((s) => s.user?.onOff));
  const year = search.year ?? collectingYear;
  const pageTitle = t.nav.titles.deptPages[path] ?? m.title;
  const reviewer = useSession((s) => reviewsDeptData({ userKind: s.userType, personRouters: s.personRouters.map((r) => r.name) }));
  return (
    <PageFrame
      title={m.title}
      crumbs={[{ label: T.typeCard(DEPT_TYPES[m.type]), to: `/xzsjIndex?type=${m.type}` }, ...(modules.length > 1 ? [{ label: pageTitle, to: path }] : []), { label: m.title }]}
      subtitle={pageTitle}
      actions={<YearSelect year={year} years={yearsUpTo(collectingYear)} collecting={collectingYear} onChange={(y) => onSearchChange({ ...search, year: y })} />}
    >
      {reviewer && <LinkTabs label={t.common.dept} current={path} tabs={Object.keys(DEPT_PAGES).map((p) => ({ key: p, label: T.pageShort[p] ?? p, href: `${p}?year=${year}` }))} />}
      {modules.length > 1 && <LinkTabs label={pageTitle} current={m.key} tabs={modules.map((x) => ({ key: x.key, label: x.title, href: `${path}?module=${x.key}&year=${year}` }))} />}
      <ModuleYear key={`${m.key}|${year}`} m={m} year={year} />
    </PageFrame>
  );
}
