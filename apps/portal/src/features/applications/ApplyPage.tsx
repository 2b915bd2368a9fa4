import { Badge, Flex, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { APPLICATION_FILERS, APPLICATION_FORM_FIELDS, APPLICATION_TYPE_LABELS, PEOPLE_TYPES, applicationFormSchema, applyForms, endpoints, type ApplicationDetail, type ApplicationType } from '@portal/api';
import { useSession } from '@portal/auth';
import { ListSkeleton, Note } from '@portal/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMemo, useRef, useState } from 'react';
import * as t from '../../i18n/zh-CN';
import { api, notify } from '../../lib/api';
import { ApplicationForm } from './ApplicationForm';
import { ButtonLink, PageFrame, QueryState } from '../common';
import { filerOf, typesOf } from './filers';
import { toDraft, toFormValues, type FormContent } from './formValues';
import { ImportDialog } from '../ledger';
import { applicationFormOptions, useApplicationMutations } from './queries';
import type { ApplySearch } from './search';
import { useServerDraft } from './useServerDraft';

/** The note over a continued application: the staff's reason for a return, a withdrawn one, or a restored draft. */
function noticeOf(app: ApplicationDetail | null) {
  const T = t.applications.apply;
  if (!app) return null;
  if (app.status === 'against') {
    const reason = [...app.timeline].reverse().find((e) => e.toStatus === 'against')?.comment ?? '';
    return { status: 'warning' as const, text: T.returned(reason), testId: 'returned-note' };
  }
  if (app.status === 'withdraw' || app.status === 'ent_withdraw') return { status: 'info' as const, text: T.withdrawn, testId: 'withdrawn-note' };
  return { status: 'info' as const, text: T.restored(app.updatedAt), testId: 'draft-restored' };
}

/**
 * The form of one type, continuing the caller's application when there is one (a draft, or one
 * returned for correction or withdrawn; or `id`). Every change is kept on the server as temporary
 * storage (save, DRAFT_DELAY_MS after typing pauses, with the version the last save answered);
 * 提交申请 sends the draft's pending change, then fills with the same id and version and opens
 * the application's detail. A failed submit changes nothing on the server and keeps the form.
 */
export function ApplyForm({ type, id, onDone }: { type: ApplicationType; id?: number; onDone: (id: number) => void }) {
  const query = useQuery(applicationFormOptions(type, id));
  const [importing, setImporting] = useState(false);
  /** set by the form: stores its pending change and answers the application's id, before an import merges into it */
  const beforeImport = useRef<() => Promise<number | undefined>>(async () => id);
  return (
    <QueryState query={query} loading={<ListSkeleton rows={6} />}>
      {({ application: app, prefill }) => (
        <>
          {/* a new version from the server (after an import) draws the form again from it */}
          <Filler key={`${type}:${app?.id ?? 'new'}:${app?.version ?? 0}`} type={type} application={app} prefill={prefill} onDone={onDone} beforeImport={beforeImport} onImportPeople={PEOPLE_TYPES.includes(type) ? () => setImporting(true) : undefined} />
          {PEOPLE_TYPES.includes(type) && <PeopleImport type={type} open={importing} onClose={() => setImporting(false)} target={() => beforeImport.current()} />}
        </>
      )}
    </QueryState>
  );
}

/** The import of an application's people from the type's xlsx template (row errors, the error workbook) into the application `target` answers (after storing a pending draft, where it has one). */
export function PeopleImport({ type, open, onClose, target }: { type: ApplicationType; open: boolean; onClose: () => void; target: () => Promise<number | undefined> | number | undefined }) {
  const m = useApplicationMutations();
  return <ImportDialog open={open} onClose={onClose} texts={{ ...t.staff.import, ...t.applications.importDialog }} onTemplate={() => api.download(endpoints.taskImportTemplate, { type })} onImport={async (file) => m.importPeople.mutateAsync({ type, id: await target(), file })} />;
}

/** The form of one type, its draft kept on the server as it changes; 提交申请 fills the application and hands its id to `onDone`. */
function Filler({ type, application, prefill, onDone, beforeImport, onImportPeople }: { type: ApplicationType; application: ApplicationDetail | null; prefill: Record<string, unknown>; onDone: (id: number) => void; beforeImport: { current: () => Promise<number | undefined> }; onImportPeople: (() => void) | undefined }) {
  const fields = APPLICATION_FORM_FIELDS[type];
  const schema = useMemo(() => applicationFormSchema(type), [type]);
  const qc = useQueryClient();
  const ref = useRef<{ id?: number; version?: number }>({ id: application?.id, version: application?.version });
  const initial = useMemo<FormContent>(() => ({ values: toFormValues(fields, application ? { ...prefill, ...application.fields } : prefill), attachments: application?.attachments ?? [] }), [fields, application, prefill]);
  const draft = useServerDraft<FormContent>(async (c) => {
    const saved = await api.call(applyForms[type].save, { ...ref.current, fields: toDraft(fields, c.values, c.attachments) });
    ref.current = { id: saved.id, version: saved.version };
  });
  beforeImport.current = async () => {
    await draft.flush();
    return ref.current.id;
  };
  const submit = async (payload: Record<string, unknown>) => {
    await draft.flush();
    const saved = await api.call(applyForms[type].fill, { ...ref.current, fields: payload }, { loading: true });
    draft.drop();
    ref.current = { id: saved.id, version: saved.version };
    // lists and details change; this form is left, so its own answer is not fetched again
    await qc.invalidateQueries({ queryKey: ['user', 'applications'], predicate: (q) => q.queryKey[2] !== 'form' });
    notify(t.applications.apply.submitted(saved.applyNo), 'success');
    onDone(saved.id);
  };
  return (
    <ApplicationForm
      title={APPLICATION_TYPE_LABELS[type]}
      fields={fields}
      schema={schema}
      initial={initial}
      notice={noticeOf(application)}
      onChange={draft.save}
      draft={draft.state}
      onImportPeople={onImportPeople}
      onSubmit={submit}
      submitLabel={application && application.status !== 'temporary_storage' ? t.applications.apply.resubmit : undefined}
    />
  );
}

/** The type cards of /applySubsidies: each type the caller may file, with who files it. */
function TypeChooser({ filer }: { filer: 'person' | 'ent' }) {
  const T = t.applications.apply;
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4" data-testid="type-chooser">
      {typesOf(filer).map((type) => (
        <Flex key={type} direction="column" gap="2" p="4" borderWidth="1px" borderColor="border.muted" borderRadius="lg" bg="bg.subtle">
          <Flex justify="space-between" align="flex-start" gap="2">
            <Text fontWeight="semibold" color="brand.800">
              {APPLICATION_TYPE_LABELS[type]}
            </Text>
            {(type === 'ruhu' || type === 'zhufang') && (
              <Badge colorPalette="accent" variant="subtle" flexShrink={0}>
                {T.taskCode(type === 'ruhu' ? '10' : '20')}
              </Badge>
            )}
          </Flex>
          <Note flex="1">{T.about[type]}</Note>
          <ButtonLink href={`/applySubsidies?type=${type}`} size="sm" colorPalette="brand" alignSelf="flex-start">{T.start}</ButtonLink>
        </Flex>
      ))}
    </SimpleGrid>
  );
}

/**
 * /applySubsidies: without a type, the types the caller may file (individuals the person types,
 * enterprises the enterprise types); with ?type=, that type's form, continuing the caller's draft
 * or returned application (?id= names one).
 */
export function ApplyPage({ search }: { search: ApplySearch }) {
  const T = t.applications.apply;
  const userType = useSession((s) => s.userType);
  const filer = filerOf(userType);
  const navigate = useNavigate();
  const type = search.type && filer && APPLICATION_FILERS[search.type] === filer ? search.type : undefined;
  const title = type ? APPLICATION_TYPE_LABELS[type] : T.title;
  let body;
  if (!filer)
    body = (
      <Stack gap="3" align="flex-start">
        <Text>{T.staffHint}</Text>
        <ButtonLink href="/perBusiness" size="sm" colorPalette="brand">{T.toWorkbench}</ButtonLink>
      </Stack>
    );
  else if (!type) body = <TypeChooser filer={filer} />;
  else body = <ApplyForm type={type} id={search.id} onDone={(id) => void navigate({ to: '/perBusDetail', search: { id } })} />;
  return (
    <PageFrame
      maxW="6xl"
      title={title}
      crumbs={type ? [{ label: T.title, to: '/applySubsidies' }, { label: title }] : [{ label: T.title }]}
      subtitle={type ? T.about[type] : filer === 'ent' ? T.entIntro : T.personIntro}
      actions={
        <ButtonLink href={filer === 'ent' ? '/zygSubsidy' : '/perBusiness'} size="sm" variant="outline" colorPalette="brand">
          {T.mine}
        </ButtonLink>
      }
    >
      {body}
    </PageFrame>
  );
}
