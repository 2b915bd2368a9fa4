import { Button, HStack, Input, InputGroup, SimpleGrid, Stack, Table, Tabs, Text } from '@chakra-ui/react';
import { annualFields, SCHOOL_ANNUAL_MESSAGE, schoolAnnualFields, schoolAnnualOk, type AnnualData, type SchoolAnnualData } from '@portal/api';
import { useSession } from '@portal/auth';
import { ListSkeleton, Note } from '@portal/ui';
import { displayYear } from '@portal/validators';
import { useEffect, useState } from 'react';
import { type FieldValues, type Path } from 'react-hook-form';
import { z } from 'zod';
import * as t from '../../i18n/zh-CN';
import { notify } from '../../lib/api';
import { EntFrame } from './EntFrame';
import { useEntInfo, useSaveEntInfo } from './queries';
import { useDraft } from './useDraft';
import { AlertBox, DataTable, FormField, QueryState, SubSection, useZodForm } from '../common';

type Overview = NonNullable<ReturnType<typeof useEntInfo>['data']>;
type YearRow = { year: number } & Record<string, number | null>;

/**
 * The figures one annual-data page collects: the form section the server expects, the schema
 * (the contract's fields, plus any rule across fields), each figure with its unit and label, the
 * years' rows of the overview, the draft key and the page title.
 */
interface FieldSet {
  section: 'annual' | 'school';
  schema: z.ZodType<FieldValues, FieldValues>;
  figures: { key: string; unit: string }[];
  labels: Record<string, string>;
  rows: (data: Overview) => YearRow[];
  draft: string;
  title: string;
}

/** The figures of a set, in order, from each one's unit. */
const figuresOf = (units: Record<string, string>): FieldSet['figures'] => Object.entries(units).map(([key, unit]) => ({ key, unit }));

/** /entdata: an enterprise's annual figures (`annualFields`). */
const ENTERPRISE_SET: FieldSet = {
  section: 'annual',
  schema: z.object(annualFields),
  figures: figuresOf({ revenue: '万元', tax: '万元', rdInput: '万元', talentInput: '万元', patents: '项', demand: '个' }),
  labels: t.ent.figures,
  rows: (d) => d.annual as (AnnualData & YearRow)[],
  draft: 'entdata',
  title: t.ent.annualTitle,
};

/** /entdataSchool: a private vocational training institution's figures (`schoolAnnualFields`). */
const SCHOOL_SET: FieldSet = {
  section: 'school',
  schema: z.object(schoolAnnualFields).refine(schoolAnnualOk, { message: SCHOOL_ANNUAL_MESSAGE, path: ['certified'] }),
  figures: figuresOf({ trainees: '人次', certified: '人', employed: '人', teachers: '人', courses: '项', trainingRevenue: '万元' }),
  labels: t.ent.schoolFigures,
  rows: (d) => d.school as (SchoolAnnualData & YearRow)[],
  draft: 'entdataSchool',
  title: t.ent.schoolTitle,
};

export const ANNUAL_FIELD_SETS = { enterprise: ENTERPRISE_SET, school: SCHOOL_SET } as const;

/**
 * /entdata and /entdataSchool: the annual data for the two open years (the later one, the display
 * year of SPEC.md section 9 from the session's onOffEnt, is shown first) and the latest talent
 * data; `kind` chooses the figures (an enterprise's, or a private vocational training
 * institution's). Each year's form keeps a draft in localStorage as the user types; only a
 * successful submit removes it.
 */
export function EntDataPage({ kind = 'enterprise' }: { kind?: keyof typeof ANNUAL_FIELD_SETS }) {
  const set = ANNUAL_FIELD_SETS[kind];
  const query = useEntInfo();
  const onOffEnt = useSession((s) => s.user?.onOffEnt);
  const data = query.data;
  const shown = displayYear(onOffEnt);
  const [tab, setTab] = useState<string | null>(null);
  const years = data?.years ?? [];
  const current = tab ?? String(years.includes(shown) ? shown : years.at(-1) ?? shown);
  return (
    <EntFrame title={set.title} subtitle={data?.info.name}>
      <QueryState query={query} loading={<ListSkeleton rows={6} />}>
        {(data) => (
          <Stack gap="8">
            <Tabs.Root value={current} onValueChange={(e) => setTab(e.value)} variant="enclosed" colorPalette="brand">
              <Tabs.List>
                {[...set.rows(data)].reverse().map((a) => (
                  <Tabs.Trigger key={a.year} value={String(a.year)}>
                    {t.ent.yearTab(a.year)}
                  </Tabs.Trigger>
                ))}
              </Tabs.List>
              {set.rows(data).map((a) => (
                <Tabs.Content key={a.year} value={String(a.year)}>
                  <AnnualForm set={set} data={a} enterpriseId={data.info.id} />
                </Tabs.Content>
              ))}
            </Tabs.Root>
            <SubSection ruled={false} title={t.ent.talentTitle} subtitle={t.ent.talentHint}>
              <TalentTable talent={data.talent} />
            </SubSection>
          </Stack>
        )}
      </QueryState>
    </EntFrame>
  );
}

/** The latest talent data of an enterprise: employed staff in all, by education and under 35 (/entdata, /entdataSchool and the data-collection summary's detail). */
export function TalentTable({ talent }: { talent: Overview['talent'] }) {
  return (
    <DataTable variant="outline" data-testid="talent-table" whiteSpace="nowrap" columns={[t.ent.talentTotal, ...talent.byEducation.map((b) => b.education), t.ent.under35]}>
      <Table.Row>
        <Table.Cell fontWeight="semibold">{talent.total}</Table.Cell>
        {talent.byEducation.map((b) => (
          <Table.Cell key={b.education}>{b.count}</Table.Cell>
        ))}
        <Table.Cell>{talent.under35}</Table.Cell>
      </Table.Row>
    </DataTable>
  );
}

const toForm = (set: FieldSet, a: YearRow): FieldValues => Object.fromEntries(set.figures.map((f) => [f.key, a[f.key] ?? '']));

/** One year's figures, with the draft kept as the user types. */
function AnnualForm({ set, data, enterpriseId }: { set: FieldSet; data: YearRow; enterpriseId: number }) {
  const draft = useDraft<FieldValues>(`${set.draft}-${enterpriseId}-${data.year}`);
  const save = useSaveEntInfo();
  const [restored] = useState(draft.initial !== null);
  const form = useZodForm<typeof set.schema, FieldValues, FieldValues>(set.schema, draft.initial ?? toForm(set, data));
  useEffect(() => {
    const sub = form.watch((values) => draft.save(values));
    return () => sub.unsubscribe();
  }, [form, draft]);
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ section: set.section, year: data.year, ...values } as Parameters<typeof save.mutateAsync>[0]);
    } catch {
      return; // the reason was shown; the draft stays
    }
    draft.clear();
    notify(t.ent.annualSaved(data.year), 'success');
  });
  const filled = data[set.figures[0]!.key] !== null;
  return (
    <form onSubmit={submit} noValidate aria-label={t.ent.yearTab(data.year)}>
      <Stack gap="4" pt="4">
        {restored && (
          <AlertBox status="info" size="sm" data-testid="draft-restored" title={t.ent.draftRestored}>
            <Button size="xs" variant="outline" ml="auto" onClick={() => (draft.clear(), form.reset(toForm(set, data)))}>
              {t.ent.discardDraft}
            </Button>
          </AlertBox>
        )}
        <Text fontSize="sm" color={filled ? 'green.700' : 'orange.700'}>
          {filled ? t.ent.filled(data.year) : t.ent.notFilled(data.year)}
        </Text>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          {set.figures.map((f) => (
            <FormField key={f.key} required label={set.labels[f.key]} error={errors[f.key]?.message as string | undefined}>
              <InputGroup endElement={<Note>{f.unit}</Note>}>
                <Input {...form.register(f.key as Path<FieldValues>)} type="number" inputMode="decimal" step="any" min={0} css={{ '&::-webkit-inner-spin-button, &::-webkit-outer-spin-button': { appearance: 'none', margin: 0 } }} />
              </InputGroup>
            </FormField>
          ))}
        </SimpleGrid>
        <HStack justify="flex-end">
          <Button type="submit" colorPalette="brand" loading={isSubmitting} px="8">
            {t.ent.submitYear(data.year)}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
