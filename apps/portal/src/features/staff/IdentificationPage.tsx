import { Badge, Box, Button, HStack, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { EDUCATION_LEVELS, staffLedger, staffLineValues, type ImportResult } from '@portal/api';
import { ageFromIdCard, isValidIdCard, sexFromIdCard } from '@portal/validators';
import { useMemo, useState } from 'react';
import type { z } from 'zod';
import * as t from '../../i18n/zh-CN';
import { notify } from '../../lib/api';
import { FormField, formFields, SelectField, useZodForm } from '../common';
import { EntFrame } from '../enterprise';
import { ImportOutcome } from '../ledger';
import { useStaffActions } from './queries';

const I = t.staff.idEntry;

const personSchema = staffLedger.record;
type PersonInput = z.input<typeof personSchema>;
type PersonOutput = z.output<typeof personSchema>;

/** What the identity number on a line tells before it is sent: sex and age, or that it is not valid. */
function idCardNote(idCard: string | undefined): { ok: boolean; text: string } {
  if (!idCard) return { ok: false, text: I.noIdCard };
  const id = idCard.toUpperCase();
  if (id.length !== 18 || !isValidIdCard(id)) return { ok: false, text: I.badIdCard };
  return { ok: true, text: I.person(sexFromIdCard(id) === 'female' ? '女' : '男', ageFromIdCard(id) ?? 0) };
}

/** 添加一人: one person's fields, checked with the contract's rules (`staffLedger.record`), appended to the list as a line. */
function AddPerson({ onAdd }: { onAdd: (line: string) => void }) {
  const form = useZodForm<typeof personSchema, PersonInput, PersonOutput>(personSchema, { name: '', idCard: '', phone: '', education: '大学本科', position: '', entryDate: '' });
  const { errors } = form.formState;
  const L = t.staff.fields;
  const field = formFields(form);
  const text = (key: 'name' | 'idCard' | 'phone' | 'position' | 'entryDate', type = 'text', inputMode?: 'numeric' | 'tel') => field(key, L[key], <Input {...form.register(key)} type={type} inputMode={inputMode} />, { required: key !== 'position' });
  return (
    <form
      noValidate
      aria-label={t.staff.idEntry.addOne}
      onSubmit={form.handleSubmit((v) => {
        onAdd([v.name, v.idCard, v.phone, v.education, v.position || '', v.entryDate].map((x) => x.replace(/[\s,，]+/g, '')).join('\t'));
        form.reset({ name: '', idCard: '', phone: '', education: v.education, position: v.position, entryDate: v.entryDate });
      })}
    >
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
        {text('idCard', 'text', 'numeric')}
        {text('name')}
        {text('phone', 'tel', 'tel')}
        <SelectField label={L.education} required error={errors.education?.message} field={form.register('education')} options={EDUCATION_LEVELS} />
        {text('position')}
        {text('entryDate', 'date')}
      </SimpleGrid>
      <Button type="submit" mt="3" size="sm" variant="outline" colorPalette="brand" w={{ base: 'full', md: 'auto' }}>
        {t.staff.idEntry.addOne}
      </Button>
    </form>
  );
}

/**
 * /identificationH5: staff entered by identity card on a phone. People are added one by one
 * through a form, or pasted as lines (one person per line, the template's columns); each line
 * shows what its identity number says (sex, age) before sending. The server checks every line
 * with the import's rules (POST /api/ent/personal/importIdCard), saves the valid ones in one
 * transaction and names the rejected lines and why, with the same error workbook as the Excel import.
 */
export function IdentificationPage() {
  const [rows, setRows] = useState('');
  const [result, setResult] = useState<ImportResult | null>(null);
  const { importIdCard } = useStaffActions();
  const lines = useMemo(
    () =>
      rows
        .split(/\r?\n/)
        .map((line, i) => ({ row: i + 1, values: staffLineValues(line) }))
        .filter((l) => l.values.length > 0),
    [rows],
  );
  const submit = async () => {
    try {
      const r = await importIdCard.mutateAsync(rows);
      setResult(r);
      if (r.problems.length === 0) {
        notify(I.done(r.inserted, r.updated), 'success');
        setRows('');
      }
    } catch {
      // shown by the API client
    }
  };
  return (
    <EntFrame title={I.title} subtitle={I.hint}>
      <Stack gap="5">
        <Box borderWidth="1px" borderRadius="lg" p={{ base: '3', md: '4' }}>
          <AddPerson onAdd={(line) => setRows((r) => (r.trim() ? `${r.replace(/\s+$/, '')}\n${line}` : line))} />
        </Box>
        <FormField label={I.lines} hint={I.format}>
          <Textarea value={rows} onChange={(e) => setRows(e.target.value)} rows={6} placeholder={I.placeholder} fontFamily="mono" fontSize="sm" data-testid="id-entry-rows" />
        </FormField>
        {lines.length > 0 && (
          <Stack gap="2" data-testid="id-entry-preview">
            <Text fontSize="sm" fontWeight="medium">
              {I.count(lines.length)}
            </Text>
            {lines.slice(0, 50).map((l) => {
              const note = idCardNote(l.values[1]);
              return (
                <HStack key={l.row} gap="2" fontSize="sm" borderBottomWidth="1px" borderColor="border.muted" pb="1.5" wrap="wrap">
                  <Text color="fg.muted" w="12" flexShrink={0}>
                    {I.line(l.row)}
                  </Text>
                  <Text fontWeight="medium">{l.values[0]}</Text>
                  <Badge colorPalette={note.ok ? 'green' : 'red'} variant="subtle">
                    {note.text}
                  </Badge>
                  <Text color="fg.muted">{l.values[3]}</Text>
                </HStack>
              );
            })}
          </Stack>
        )}
        <Button colorPalette="brand" size="lg" disabled={lines.length === 0} loading={importIdCard.isPending} onClick={() => void submit()} data-testid="id-entry-submit">
          {I.submit(lines.length)}
        </Button>
        {result && <ImportOutcome result={result} texts={t.staff.import} />}
      </Stack>
    </EntFrame>
  );
}
