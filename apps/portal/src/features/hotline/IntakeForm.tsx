import { Box, Button, Input, SimpleGrid, Stack, Text, Textarea, useBreakpointValue } from '@chakra-ui/react';
import { CALL_CONTENT_MAX, type Attachment } from '@portal/api';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import * as t from '../../i18n/zh-CN';
import { notify } from '../../lib/api';
import { FormField, SelectField } from '../common';
import { AttachmentField } from '../files';
import { KnowledgeSuggestions } from '../knowledge';
import { useCallCategories, useHotlineMutations } from './queries';

/** What the intake form holds; kept in sessionStorage per form while the tab lives, so leaving the page and coming back keeps the question (kept alive, SPEC.md section 2). */
interface Draft {
  categoryId: string;
  content: string;
  contact: string;
  callerName: string;
  callerPhone: string;
}
const EMPTY: Draft = { categoryId: '', content: '', contact: '', callerName: '', callerPhone: '' };

function useKeptDraft(key: string): [Draft, (d: Partial<Draft>) => void, () => void] {
  const [draft, setDraft] = useState<Draft>(() => {
    try {
      return { ...EMPTY, ...(JSON.parse(sessionStorage.getItem(key) ?? '{}') as Partial<Draft>) };
    } catch {
      return EMPTY;
    }
  });
  useEffect(() => sessionStorage.setItem(key, JSON.stringify(draft)), [key, draft]);
  return [draft, (d) => setDraft((prev) => ({ ...prev, ...d })), () => setDraft(EMPTY)];
}

/**
 * The form of a call event: category, question, contact and attachments; `phone` (the hotline
 * centre's /respondCallAdd) adds the caller's name and mobile number. The server checks every
 * field again (libs/api hotline.ts callAddEvent). On success it shows the event number with a link
 * to its detail and clears the form.
 */
export function IntakeForm({ phone = false }: { phone?: boolean }) {
  const H = t.hotline;
  const categories = useCallCategories();
  const { add } = useHotlineMutations();
  const [draft, set, reset] = useKeptDraft(phone ? 'hotline.phoneIntake' : 'hotline.intake');
  const [files, setFiles] = useState<Attachment[]>([]);
  const [done, setDone] = useState<{ id: number; eventNo: string } | null>(null);
  // beside the form on a wide screen; on a phone right under the question, where the caller looks
  const wide = useBreakpointValue({ base: false, lg: true }) ?? false;
  const submit = async () => {
    const saved = await add.mutateAsync({
      categoryId: Number(draft.categoryId),
      content: draft.content,
      contact: draft.contact,
      attachmentIds: files.map((f) => f.id),
      ...(phone ? { callerName: draft.callerName, callerPhone: draft.callerPhone } : {}),
    });
    notify(H.submitted(saved.eventNo), 'success');
    setDone(saved);
    setFiles([]);
    reset();
  };
  return (
    <SimpleGrid columns={{ base: 1, lg: 5 }} gap="5" alignItems="start">
      <Box gridColumn={{ lg: 'span 3' }}>
        <Stack
          as="form"
          gap="4"
          onSubmit={(e) => {
            e.preventDefault();
            void submit().catch(() => undefined);
          }}
        >
          {done && (
            <Text role="status" color="green.fg" data-testid="call-submitted">
              {H.submitted(done.eventNo)}{' '}
              <Link to="/respondCallDetail" search={{ id: done.id }}>
                {H.detailTitle}
              </Link>
            </Text>
          )}
          {phone && (
            <Stack direction={{ base: 'column', md: 'row' }} gap="4">
              <FormField required label={H.callerName}>
                <Input maxLength={30} value={draft.callerName} onChange={(e) => set({ callerName: e.target.value })} />
              </FormField>
              <FormField required label={H.callerPhone}>
                <Input inputMode="tel" maxLength={11} value={draft.callerPhone} onChange={(e) => set({ callerPhone: e.target.value })} />
              </FormField>
            </Stack>
          )}
          <SelectField label={H.category} required value={draft.categoryId} onChange={(categoryId) => set({ categoryId })} placeholder={H.chooseCategory} options={(categories.data ?? []).map((c) => ({ value: c.id, label: c.name }))} />
          <FormField required label={H.content} hint={H.contentHint(draft.content.length)}>
            <Textarea rows={6} maxLength={CALL_CONTENT_MAX} value={draft.content} onChange={(e) => set({ content: e.target.value })} />
          </FormField>
          {!wide && <KnowledgeSuggestions text={draft.content} />}
          <FormField label={H.contact} hint={H.contactHint}>
            <Input maxLength={50} value={draft.contact} onChange={(e) => set({ contact: e.target.value })} />
          </FormField>
          <FormField label={t.files.title} hint={H.attachmentsHint}>
            <AttachmentField files={files} onChange={setFiles} />
          </FormField>
          <Button type="submit" colorPalette="brand" alignSelf="start" loading={add.isPending} disabled={!draft.categoryId || !draft.content.trim()}>
            {H.submit}
          </Button>
        </Stack>
      </Box>
      {wide && (
        <Box gridColumn="span 2">
          <KnowledgeSuggestions text={draft.content} />
        </Box>
      )}
    </SimpleGrid>
  );
}
