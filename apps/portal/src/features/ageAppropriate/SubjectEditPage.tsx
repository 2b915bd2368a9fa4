import { Box, Button, chakra, Checkbox, Field, Flex, Grid, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { QUESTION_KIND_LABELS, QUESTION_KINDS, type Question, type QuestionKind } from '@portal/api';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import * as t from '../../i18n/zh-CN';
import { notify } from '../../lib/api';
import { AlertBox, FormField, optionsOf, PageFrame, QueryState, Select } from '../common';
import { QuestionField } from './QuestionField';
import { useAgeMutations, useQuestionnaire } from './queries';

const isChoice = (k: QuestionKind) => k === 'single' || k === 'multiple';
const blank = (kind: QuestionKind = 'single'): Question => ({ kind, title: '', required: true, options: isChoice(kind) ? ['', ''] : [] });

/** One question's editor: kind, title, required, the options of a choice (one per line), and 上移 / 下移 / 删除. */
function QuestionEditor({ q, index, count, onChange, onMove, onRemove }: { q: Question; index: number; count: number; onChange: (q: Question) => void; onMove: (by: -1 | 1) => void; onRemove: () => void }) {
  const D = t.ageAppropriate.design;
  const label = D.questionTitle(index + 1);
  return (
    <Stack borderWidth="1px" rounded="md" p="3" gap="2" bg="white" data-testid="question-editor">
      <Flex gap="2" wrap="wrap" align="center">
        <Text fontWeight="semibold" minW="12">
          {label}
        </Text>
        <Select size="sm" w="28" aria-label={`${label}${D.kind}`} options={optionsOf(QUESTION_KINDS, QUESTION_KIND_LABELS)} value={q.kind} onChange={(v) => onChange({ ...q, kind: v as QuestionKind, options: isChoice(v as QuestionKind) ? (q.options.length >= 2 ? q.options : ['', '']) : [] })} />
        <Checkbox.Root size="sm" checked={q.required} onCheckedChange={(e) => onChange({ ...q, required: e.checked === true })}>
          <Checkbox.HiddenInput aria-label={`${label}${D.required}`} />
          <Checkbox.Control />
          <Checkbox.Label>{D.required}</Checkbox.Label>
        </Checkbox.Root>
        <HStack gap="1" ms="auto">
          {([[D.up, index === 0, () => onMove(-1)], [D.down, index === count - 1, () => onMove(1)], [t.common.remove, false, onRemove]] as const).map(([text, disabled, run]) => (
            <Button key={text} size="xs" variant="outline" colorPalette={run === onRemove ? 'red' : undefined} disabled={disabled} onClick={run} aria-label={`${label}${text}`}>
              {text}
            </Button>
          ))}
        </HStack>
      </Flex>
      <Input size="sm" aria-label={label} placeholder={label} maxLength={200} value={q.title} onChange={(e) => onChange({ ...q, title: e.target.value })} />
      {isChoice(q.kind) && (
        <Field.Root>
          <Field.Label fontSize="sm">{D.options}</Field.Label>
          <Textarea size="sm" aria-label={`${label}${D.options}`} rows={Math.max(2, q.options.length)} value={q.options.join('\n')} onChange={(e) => onChange({ ...q, options: e.target.value.split('\n').slice(0, 10) })} />
        </Field.Root>
      )}
    </Stack>
  );
}

/**
 * /subject-edit[?id=] (问卷设计): the designer of a questionnaire: title, intro and questions
 * (single, multiple, text, number, rating; required or not; reordered with 上移 / 下移), with a
 * live preview at phone width (390 px) drawn by the answer page's own question component. A
 * questionnaire that has started is shown read-only with 复制为新问卷 (SPEC.md section 4: no
 * editing once started). The server checks everything again (4001 naming the field).
 */
export function SubjectEditPage({ id }: { id?: number | undefined }) {
  const existing = useQuestionnaire(id);
  // while the questionnaire loads, or when it cannot be had, the frame shows its state; the designer starts from its answer
  if (id !== undefined && !existing.data)
    return (
      <PageFrame title={t.nav.titles.subjectEdit}>
        <QueryState query={existing}>{() => null}</QueryState>
      </PageFrame>
    );
  return <Designer key={id ?? 'new'} id={id} initial={existing.data ?? { title: '', intro: '', status: 'draft' as const, questions: [blank()] }} />;
}

function Designer({ id, initial }: { id?: number | undefined; initial: { title: string; intro: string; status: 'draft' | 'started' | 'ended'; questions: Question[] } }) {
  const D = t.ageAppropriate.design;
  const m = useAgeMutations();
  const navigate = useNavigate();
  const [title, setTitle] = useState(initial.title);
  const [intro, setIntro] = useState(initial.intro);
  const [questions, setQuestions] = useState<Question[]>(initial.questions);
  const locked = initial.status !== 'draft';
  const set = (i: number, q: Question) => setQuestions((list) => list.map((x, k) => (k === i ? q : x)));
  const move = (i: number, by: -1 | 1) =>
    setQuestions((list) => {
      const next = [...list];
      [next[i], next[i + by]] = [next[i + by]!, next[i]!];
      return next;
    });
  const save = async () => {
    const cleaned = questions.map((q) => ({ ...q, options: q.options.map((o) => o.trim()).filter(Boolean) }));
    await m.save.mutateAsync({ ...(id !== undefined ? { id } : {}), title, intro, questions: cleaned });
    notify(D.saved, 'success');
    void navigate({ to: '/questionnaire-list' });
  };
  const copy = async () => {
    const { id: copied } = await m.copy.mutateAsync(id!);
    void navigate({ to: '/subject-edit', search: { id: copied } });
  };
  return (
    <PageFrame
      title={id === undefined ? `${t.nav.titles.subjectEdit} · ${D.newTitle}` : t.nav.titles.subjectEdit}
      crumbs={[{ label: t.nav.titles.questionnaireList, to: '/questionnaire-list' }, { label: t.nav.titles.subjectEdit }]}
      actions={
        locked ? (
          <Button size="sm" colorPalette="brand" onClick={() => void copy()} loading={m.copy.isPending}>
            {D.copyInstead}
          </Button>
        ) : (
          <Button size="sm" colorPalette="brand" onClick={() => void save().catch(() => undefined)} loading={m.save.isPending}>
            {t.common.saveDraft}
          </Button>
        )
      }
    >
      {locked && <AlertBox role="status" status="warning" mb="4" description={<>{D.locked} <Link to="/questionnaire-list">{t.nav.titles.questionnaireList}</Link></>} />}
      <Grid templateColumns={{ base: '1fr', lg: '1fr 390px' }} gap="6" alignItems="start">
        <chakra.fieldset display="flex" flexDirection="column" gap="3" minW="0" disabled={locked}>
          <FormField label={t.ageAppropriate.q.title} required mark={false}>
            <Input maxLength={100} value={title} onChange={(e) => setTitle(e.target.value)} />
          </FormField>
          <FormField label={D.intro}>
            <Textarea maxLength={500} rows={2} value={intro} onChange={(e) => setIntro(e.target.value)} />
          </FormField>
          {questions.map((q, i) => (
            <QuestionEditor key={i} q={q} index={i} count={questions.length} onChange={(next) => set(i, next)} onMove={(by) => move(i, by)} onRemove={() => setQuestions((list) => list.filter((_x, k) => k !== i))} />
          ))}
          <Button variant="outline" colorPalette="brand" alignSelf="start" disabled={questions.length >= 50} onClick={() => setQuestions((list) => [...list, blank()])}>
            {D.addQuestion}
          </Button>
        </chakra.fieldset>
        <Box position={{ lg: 'sticky' }} top="4">
          <Text fontWeight="semibold" mb="2">
            {D.preview}
          </Text>
          <Stack data-testid="phone-preview" w="full" maxW="390px" h="640px" overflowY="auto" borderWidth="8px" borderColor="gray.800" rounded="3xl" bg="gray.50" p="3" gap="3">
            <Text fontSize="xl" fontWeight="semibold">
              {title || D.newTitle}
            </Text>
            {intro && <Text color="fg.muted">{intro}</Text>}
            {questions.length === 0 && <Text color="fg.muted">{D.noQuestions}</Text>}
            {questions.map((q, i) => (
              <QuestionField key={i} question={{ ...q, title: q.title || D.questionTitle(i + 1), options: q.options.map((o, k) => o || D.optionN(k + 1)) }} index={i} value={null} onChange={() => undefined} />
            ))}
          </Stack>
        </Box>
      </Grid>
    </PageFrame>
  );
}
