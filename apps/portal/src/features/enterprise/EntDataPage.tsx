import { Alert, Box, Button, Field, Heading, HStack, Input, InputGroup, SimpleGrid, Stack, Table, Tabs, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { annualFields, type AnnualData } from '@portal/api';
import { useSession } from '@portal/auth';
import { ErrorState, ListSkeleton } from '@portal/ui';
import { displayYear } from '@portal/validators';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { t } from '../../i18n/zh-CN';
import { errorText, notify } from '../../lib/api';
import { EntFrame } from './EntFrame';
import { useEntInfo, useSaveEntInfo } from './queries';
import { useDraft } from './useDraft';

const schema = z.object(annualFields);
type FormInput = z.input<typeof schema>;
type FormOutput = z.output<typeof schema>;
type FigureKey = keyof FormInput;

const FIGURES: { key: FigureKey; unit: string }[] = [
  { key: 'revenue', unit: '万元' },
  { key: 'tax', unit: '万元' },
  { key: 'rdInput', unit: '万元' },
  { key: 'talentInput', unit: '万元' },
  { key: 'patents', unit: '项' },
  { key: 'demand', unit: '个' },
];

/**
 * /entdata: the enterprise's annual data for the two open years (the later one, the display year
 * of SPEC.md section 9 from the session's onOffEnt, is shown first) and its latest talent data.
 * Each year's form keeps a draft in localStorage as the user types; only a successful submit
 * removes it.
 */
export function EntDataPage() {
  const query = useEntInfo();
  const onOffEnt = useSession((s) => s.user?.onOffEnt);
  const data = query.data;
  const shown = displayYear(onOffEnt);
  const [tab, setTab] = useState<string | null>(null);
  const years = data?.years ?? [];
  const current = tab ?? String(years.includes(shown) ? shown : years.at(-1) ?? shown);
  return (
    <EntFrame title={t.ent.annualTitle} subtitle={data && <Text fontSize="sm" color="fg.muted">{data.info.name}</Text>}>
      {query.isPending ? (
        <ListSkeleton rows={6} />
      ) : !data ? (
        <ErrorState message={errorText(query.error)} onRetry={() => void query.refetch()} />
      ) : (
        <Stack gap="8">
          <Tabs.Root value={current} onValueChange={(e) => setTab(e.value)} variant="enclosed" colorPalette="brand">
            <Tabs.List>
              {[...data.annual].reverse().map((a) => (
                <Tabs.Trigger key={a.year} value={String(a.year)}>
                  {t.ent.yearTab(a.year)}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            {data.annual.map((a) => (
              <Tabs.Content key={a.year} value={String(a.year)}>
                <AnnualForm data={a} enterpriseId={data.info.id} />
              </Tabs.Content>
            ))}
          </Tabs.Root>
          <Box>
            <Heading as="h2" fontSize="lg" mb="3">
              {t.ent.talentTitle}
            </Heading>
            <Table.Root size="sm" variant="outline" data-testid="talent-table">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t.ent.talentTotal}</Table.ColumnHeader>
                  {data.talent.byEducation.map((b) => (
                    <Table.ColumnHeader key={b.education}>{b.education}</Table.ColumnHeader>
                  ))}
                  <Table.ColumnHeader>{t.ent.under35}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                <Table.Row>
                  <Table.Cell fontWeight="semibold">{data.talent.total}</Table.Cell>
                  {data.talent.byEducation.map((b) => (
                    <Table.Cell key={b.education}>{b.count}</Table.Cell>
                  ))}
                  <Table.Cell>{data.talent.under35}</Table.Cell>
                </Table.Row>
              </Table.Body>
            </Table.Root>
            <Text fontSize="sm" color="fg.muted" mt="2">
              {t.ent.talentHint}
            </Text>
          </Box>
        </Stack>
      )}
    </EntFrame>
  );
}

const toForm = (a: AnnualData): FormInput => Object.fromEntries(FIGURES.map((f) => [f.key, a[f.key] ?? ''])) as FormInput;

/** One year's figures, with the draft kept as the user types. */
function AnnualForm({ data, enterpriseId }: { data: AnnualData; enterpriseId: number }) {
  const draft = useDraft<FormInput>(`entdata-${enterpriseId}-${data.year}`);
  const save = useSaveEntInfo();
  const [restored] = useState(draft.initial !== null);
  const form = useForm<FormInput, unknown, FormOutput>({ resolver: zodResolver(schema), mode: 'onTouched', defaultValues: draft.initial ?? toForm(data) });
  useEffect(() => {
    const sub = form.watch((values) => draft.save(values as FormInput));
    return () => sub.unsubscribe();
  }, [form, draft]);
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ section: 'annual', year: data.year, ...values });
    } catch {
      return; // the reason was shown; the draft stays
    }
    draft.clear();
    notify(t.ent.annualSaved(data.year), 'success');
  });
  const filled = data.revenue !== null;
  return (
    <form onSubmit={submit} noValidate aria-label={t.ent.yearTab(data.year)}>
      <Stack gap="4" pt="4">
        {restored && (
          <Alert.Root status="info" size="sm" data-testid="draft-restored">
            <Alert.Indicator />
            <Alert.Title>{t.ent.draftRestored}</Alert.Title>
            <Button
              size="xs"
              variant="outline"
              ml="auto"
              onClick={() => {
                draft.clear();
                form.reset(toForm(data));
              }}
            >
              {t.ent.discardDraft}
            </Button>
          </Alert.Root>
        )}
        <Text fontSize="sm" color={filled ? 'green.700' : 'orange.700'}>
          {filled ? t.ent.filled(data.year) : t.ent.notFilled(data.year)}
        </Text>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          {FIGURES.map((f) => (
            <Field.Root key={f.key} invalid={Boolean(errors[f.key])} required>
              <Field.Label>
                {t.ent.figures[f.key]}
                <Field.RequiredIndicator />
              </Field.Label>
              <InputGroup endElement={<Text fontSize="sm" color="fg.muted">{f.unit}</Text>}>
                <Input {...form.register(f.key)} type="number" inputMode="decimal" step="any" min={0} css={{ '&::-webkit-inner-spin-button, &::-webkit-outer-spin-button': { appearance: 'none', margin: 0 } }} />
              </InputGroup>
              <Field.ErrorText>{errors[f.key]?.message}</Field.ErrorText>
            </Field.Root>
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
