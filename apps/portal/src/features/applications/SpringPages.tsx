import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { ListSkeleton } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import * as t from '../../i18n/zh-CN';
import { notify } from '../../lib/api';
import { ButtonLink, PageFrame, QueryState } from '../common';
import { ApplyForm, PeopleImport } from './ApplyPage';
import { DetailView, Section, StatusBadge, yuan } from './DetailView';
import { ApplicationRow } from './ListPage';
import { applicationFormOptions, useApplicationList, useApplicationMutations } from './queries';

const TYPE = 'springAllowance';

/**
 * /modifyChunjieEnts: the enterprise's spring allowance (春节留岗补贴) being prepared: its people,
 * imported from an xlsx (template download, per-row errors with the error workbook, the import
 * dialog of /talentdata) into the enterprise's editable application, then 填写申报信息 (the form,
 * /modifyChunjieEnt) or 提交申报 when the form is complete.
 */
export function SpringPeoplePage() {
  const T = t.applications.spring;
  const query = useQuery(applicationFormOptions(TYPE, undefined));
  const m = useApplicationMutations();
  const navigate = useNavigate();
  const [importing, setImporting] = useState(false);
  const app = query.data?.application ?? null;
  const submit = async () => {
    if (!app) return;
    const saved = await m.entApply.mutateAsync({ id: app.id, version: app.version });
    notify(t.applications.apply.submitted(saved.applyNo), 'success');
    void navigate({ to: '/perBusDetail', search: { id: saved.id } });
  };
  return (
    <PageFrame
      title={T.title}
      maxW="7xl"
      crumbs={[{ label: t.applications.list.ownTitle.ent, to: '/zygSubsidy' }, { label: T.title }]}
      subtitle={T.intro}
      actions={
        <HStack gap="2" wrap="wrap">
          <Button size="sm" colorPalette="brand" variant="outline" onClick={() => setImporting(true)}>
            {T.import}
          </Button>
          <ButtonLink href={app ? `/modifyChunjieEnt?id=${app.id}` : '/modifyChunjieEnt'} size="sm" colorPalette="brand" variant="outline">{T.fill}</ButtonLink>
          <Button size="sm" colorPalette="brand" disabled={!app || !app.allowedActions.includes('entApply')} loading={m.entApply.isPending} onClick={() => void submit().catch(() => undefined)}>
            {T.submit}
          </Button>
        </HStack>
      }
    >
      <QueryState query={query} loading={<ListSkeleton rows={6} />} isEmpty={() => !app} empty={{ compact: true, title: T.none, description: T.noneHint }}>
        {() =>
          app && (
            <DetailView
              app={app}
              extra={
                <HStack gap="3" wrap="wrap" bg="brand.subtle" p="3" borderRadius="md" data-testid="spring-summary">
                  <StatusBadge status={app.status} />
                  <Text fontSize="sm">{T.summary(app.peopleCount, app.amount > 0 ? yuan(app.amount) : '-')}</Text>
                </HStack>
              }
            />
          )
        }
      </QueryState>
      <PastFilings />
      <PeopleImport type={TYPE} open={importing} onClose={() => setImporting(false)} target={() => app?.id} />
    </PageFrame>
  );
}

/** The enterprise's spring allowance filings so far (submitted ones, newest first), each opening its detail. */
function PastFilings() {
  const T = t.applications.spring;
  const query = useApplicationList('own', 'ent', { page: 1, limit: 10, type: TYPE, status: undefined, keyword: undefined });
  const list = (query.data?.list ?? []).filter((a) => a.status !== 'temporary_storage');
  if (list.length === 0) return null;
  return (
    <Section title={T.past}>
      <Stack gap="0">
        {list.map((item) => (
          <ApplicationRow key={item.id} item={item} viewer="own" />
        ))}
      </Stack>
    </Section>
  );
}

/** /modifyChunjieEnt?id=N: the spring allowance form (contact, bank, people), continuing the enterprise's editable application. */
export function SpringFormPage({ id }: { id: number | undefined }) {
  const T = t.applications.spring;
  const navigate = useNavigate();
  return (
    <PageFrame maxW="6xl" title={T.formTitle} crumbs={[{ label: T.title, to: '/modifyChunjieEnts' }, { label: T.formTitle }]} subtitle={t.applications.apply.about.springAllowance}>
      <ApplyForm type={TYPE} id={id} onDone={(done) => void navigate({ to: '/perBusDetail', search: { id: done } })} />
    </PageFrame>
  );
}
