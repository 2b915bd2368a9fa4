import { Badge, Box, Button, Flex, Input, SimpleGrid, Stack, Steps, Text, chakra, useBreakpointValue } from '@chakra-ui/react';
import { endpoints, type OutputOf } from '@portal/api';
import { isValidIdCard } from '@portal/validators';
import { useSession } from '@portal/auth';
import { ListSkeleton, Note } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';
import * as t from '../../i18n/zh-CN';
import { api } from '../../lib/api';
import { formFields, PageFrame, QueryState, STATIC_STEPS_ITEM, STATIC_STEPS_LIST, useZodForm } from '../common';
import { filerOf } from './filers';
import { Section } from './DetailView';
import { useApplicationList } from './queries';
import { statusPalette } from './status';
import { ApplicationTimeline } from './Timeline';

type Lookup = { id: number } | { applyNo: string; idCard: string };

const P = t.applications.progress;
/** The lookup by application number and identity number, both as typed in capitals: each required, the identity number a valid one. */
const lookupSchema = z.object({ applyNo: z.string().trim().toUpperCase().min(1, P.applyNoRequired), idCard: z.string().trim().toUpperCase().min(1, P.idCardRequired).refine(isValidIdCard, P.idCardInvalid) });

/** The answer of queryJindu: the four steps (提交申请, 部门审核, 结果公示, 办结) and the timeline. */
function ProgressResult({ lookup }: { lookup: Lookup }) {
  const query = useQuery({ queryKey: ['applications', 'progress', lookup], queryFn: ({ signal }) => api.call(endpoints.queryJindu, lookup, { signal }), retry: false });
  return (
    <QueryState query={query} loading={<ListSkeleton rows={4} />} errorTitle={t.applications.progress.notFound}>
      {(p) => <ProgressView p={p} />}
    </QueryState>
  );
}

/** The steps and the timeline of an application found by {@link ProgressResult}. */
function ProgressView({ p }: { p: OutputOf<typeof endpoints.queryJindu> }) {
  const T = t.applications.progress;
  // the four steps side by side from the md breakpoint, one under the other on phones
  const orientation = useBreakpointValue<'horizontal' | 'vertical'>({ base: 'vertical', md: 'horizontal' }) ?? 'horizontal';
  const current = p.steps.findIndex((s) => s.state === 'current' || s.state === 'stopped');
  return (
    <Stack gap="6" data-testid="progress-result">
      <Flex gap="3" wrap="wrap" align="center">
        <Text fontWeight="semibold" color="brand.800">
          {p.typeLabel}
        </Text>
        <Note>{p.applyNo} · {p.applicantName}</Note>
        <Badge colorPalette={statusPalette(p.status)} variant="subtle" data-testid="progress-status">
          {p.statusLabel}
        </Badge>
      </Flex>
      <Steps.Root step={current === -1 ? p.steps.length : current} count={p.steps.length} size="sm" orientation={orientation} colorPalette="brand">
        <Steps.List {...STATIC_STEPS_LIST}>
          {p.steps.map((s, i) => (
            <Steps.Item key={s.name} index={i} title={s.name} {...STATIC_STEPS_ITEM}>
              <Steps.Indicator bg={s.state === 'stopped' ? 'red.500' : undefined} borderColor={s.state === 'stopped' ? 'red.500' : undefined} />
              <Box>
                <Steps.Title>{s.name}</Steps.Title>
                <Steps.Description fontSize="xs">{s.at ? s.at.slice(0, 16) : s.state === 'stopped' ? T.stopped : ''}</Steps.Description>
              </Box>
              <Steps.Separator />
            </Steps.Item>
          ))}
        </Steps.List>
      </Steps.Root>
      <Section title={T.timeline}>
        <ApplicationTimeline steps={p.timeline} />
      </Section>
    </Stack>
  );
}

/** A logged-in filer's latest submitted applications, each with 查看进度. */
function MineToLookUp({ filer, onPick }: { filer: 'person' | 'ent'; onPick: (id: number) => void }) {
  const T = t.applications.progress;
  const query = useApplicationList('own', filer, { page: 1, limit: 10, type: undefined, status: undefined, keyword: undefined });
  const list = (query.data?.list ?? []).filter((a) => a.submittedAt !== null).slice(0, 5);
  if (list.length === 0) return null;
  return (
    <Section title={T.mine}>
      <Stack gap="2">
        {list.map((a) => (
          <Flex key={a.id} gap="3" align="center" wrap="wrap" fontSize="sm" borderBottomWidth="1px" borderColor="border.muted" pb="2">
            <Text flex="1" minW="48">
              {a.typeLabel} <Text as="span" color="fg.muted">{a.applyNo}</Text>
            </Text>
            <Badge colorPalette={statusPalette(a.status)} variant="subtle">
              {a.statusLabel}
            </Badge>
            <Button size="xs" variant="outline" colorPalette="brand" onClick={() => onPick(a.id)}>
              {T.view}
            </Button>
          </Flex>
        ))}
      </Stack>
    </Section>
  );
}

/**
 * /serviceProgress: progress lookup (queryJindu) by application number and the applicant's
 * identity number, without logging in; a logged-in individual or enterprise also picks one of
 * its latest applications (or opens ?id=). Shows the four steps and the timeline; identity numbers in the answer are masked.
 */
export function ProgressPage({ id }: { id: number | undefined }) {
  const T = t.applications.progress;
  const filer = filerOf(useSession((s) => s.userType));
  const [lookup, setLookup] = useState<Lookup | null>(id ? { id } : null);
  const form = useZodForm(lookupSchema, { applyNo: '', idCard: '' }, 'onSubmit');
  const field = formFields(form);
  return (
    <PageFrame maxW="6xl" title={T.title} crumbs={[{ label: T.title }]} subtitle={T.intro}>
      <chakra.form onSubmit={(e) => void form.handleSubmit(setLookup)(e)} noValidate aria-label={T.title}>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="3" alignItems="flex-start">
          {field('applyNo', t.common.applyNo, <Input {...form.register('applyNo')} placeholder={T.applyNoPlaceholder} maxLength={20} />)}
          {field('idCard', T.idCard, <Input {...form.register('idCard')} maxLength={18} autoComplete="off" />)}
          <Button type="submit" colorPalette="brand" mt={{ md: '6' }}>
            {t.common.query}
          </Button>
        </SimpleGrid>
      </chakra.form>
      {filer && <MineToLookUp filer={filer} onPick={(id) => setLookup({ id })} />}
      {lookup && <ProgressResult key={JSON.stringify(lookup)} lookup={lookup} />}
    </PageFrame>
  );
}
