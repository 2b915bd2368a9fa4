import { Box, Button, Flex, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { endpoints, renderSms, smsSegments, smsTemplate, type SmsTemplateItem } from '@portal/api';
import { ListSkeleton, Note } from '@portal/ui';
import { useState } from 'react';
import * as t from '../../i18n/zh-CN';
import { notify } from '../../lib/api';
import { ButtonLink, ConfirmDialog, FormDialog, FormField, formFields, PageFrame, QueryState, submitForm, useZodForm } from '../common';
import { useAgeMutations, useTemplates } from './queries';

/** The site and the token a preview shows in place of a recipient's own link (the real token is signed). */
export const PREVIEW_ORIGIN = typeof window === 'undefined' ? '' : window.location.origin;
export const PREVIEW_TOKEN = '123.XXXXXXXXXXXXXXXXXXXXXX';
/** The link a count or preview shows in place of a recipient's own. */
export const PREVIEW_LINK = `${PREVIEW_ORIGIN}/qt?token=${PREVIEW_TOKEN}`;

/**
 * The 短信内容 field of a campaign message (/sms-add, /sms-edit): the text with {name} and {link},
 * buttons inserting them, the template's problem as typed (the contract's own rule: length, unknown
 * variables, the link), and a live count of the characters of the whole message (signature and
 * opt-out text included) and of its billable segments.
 */
export function TemplateField({ value, onChange }: { value: string; onChange: (next: string) => void }) {
  const s = t.ageAppropriate.sms;
  const problem = smsTemplate.safeParse(value).error?.issues[0]?.message;
  const { chars, segments } = smsSegments(renderSms(value, { name: '张三', link: PREVIEW_LINK }));
  return (
    <Stack gap="2">
      <FormField label={s.template} required mark={false} error={problem} hint={s.templateHint}>
        <Textarea rows={4} maxLength={600} value={value} onChange={(e) => onChange(e.target.value)} />
      </FormField>
      <HStack gap="2">
        <Button size="xs" variant="outline" onClick={() => onChange(`${value}{name}`)}>
          {s.insertName}
        </Button>
        <Button size="xs" variant="outline" onClick={() => onChange(`${value}{link}`)}>
          {s.insertLink}
        </Button>
      </HStack>
      <Text role="status" data-testid="sms-count" fontWeight="semibold" color={segments > 1 ? 'orange.700' : 'fg'}>
        {s.count(chars, segments)}
      </Text>
      <Note>{s.segmentsRule}</Note>
    </Stack>
  );
}

/**
 * /sms-edit (短信模板; issue 16): the saved templates, most recently changed first, each with 编辑
 * and 删除 (after a confirmation; tasks keep their own text); 新建模板. The editing dialog checks
 * the name (2–30) and the text as /sms-add does; a refused save (a name in use) keeps it open.
 * /sms-add offers them under 使用模板.
 */
export function SmsTemplatesPage() {
  const T = t.ageAppropriate.templates;
  const templates = useTemplates();
  const m = useAgeMutations();
  const [editing, setEditing] = useState<SmsTemplateItem | 'new' | null>(null);
  const [deleting, setDeleting] = useState<SmsTemplateItem | null>(null);
  return (
    <PageFrame
      title={t.nav.titles.smsEdit}
      subtitle={T.intro}
      crumbs={[{ label: t.nav.titles.smsList, to: '/sms-list' }, { label: t.nav.titles.smsEdit }]}
      actions={
        <HStack>
          <ButtonLink href="/sms-add" size="sm" variant="outline">{t.nav.titles.smsAdd}</ButtonLink>
          <Button size="sm" colorPalette="brand" onClick={() => setEditing('new')}>
            {T.add}
          </Button>
        </HStack>
      }
    >
      <QueryState query={templates} loading={<ListSkeleton rows={4} />} isEmpty={(list) => list.length === 0} empty={T.empty}>
        {(list) => (
          <Stack as="ul" gap="3" listStyleType="none">
            {list.map((tpl) => (
              <Box as="li" key={tpl.id} bg="white" borderWidth="1px" rounded="md" p="4" data-testid="sms-template">
                <Flex justify="space-between" align="start" gap="3" wrap="wrap">
                  <Box minW="0" flex="1">
                    <Text fontWeight="semibold">{tpl.name}</Text>
                    <Text mt="1" fontSize="sm" whiteSpace="pre-wrap" wordBreak="break-all">
                      {tpl.content}
                    </Text>
                    <Text mt="1" fontSize="xs" color="fg.muted">
                      {T.updatedAt}：{tpl.updatedAt.slice(0, 16)}
                    </Text>
                  </Box>
                  <HStack>
                    <Button size="xs" variant="outline" aria-label={`${t.common.edit}：${tpl.name}`} onClick={() => setEditing(tpl)}>
                      {t.common.edit}
                    </Button>
                    <Button size="xs" variant="outline" colorPalette="red" aria-label={`${t.common.remove}：${tpl.name}`} onClick={() => setDeleting(tpl)}>
                      {t.common.remove}
                    </Button>
                  </HStack>
                </Flex>
              </Box>
            ))}
          </Stack>
        )}
      </QueryState>
      {editing && <TemplateDialog key={editing === 'new' ? 'new' : editing.id} template={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        message={deleting ? T.deleteConfirm(deleting.name) : ''}
        confirmLabel={t.common.remove}
        pending={m.deleteTemplate.isPending}
        onConfirm={() =>
          void m.deleteTemplate.mutateAsync(deleting!.id).then(
            () => {
              notify(T.deleted, 'success');
              setDeleting(null);
            },
            () => setDeleting(null),
          )
        }
        onClose={() => setDeleting(null)}
      />
    </PageFrame>
  );
}

/** The template dialog's form: the name and the text, with the contract's rules. */
const templateForm = endpoints.smsTemplateSave.input.omit({ id: true });

/** 新建模板 / 编辑模板: the name and the text, saved through /sms/template/save. */
function TemplateDialog({ template, onClose }: { template: SmsTemplateItem | null; onClose: () => void }) {
  const T = t.ageAppropriate.templates;
  const m = useAgeMutations();
  const form = useZodForm(templateForm, { name: template?.name ?? '', content: template?.content ?? '{name}您好，{link}' });
  const save = submitForm(form, (v) => m.saveTemplate.mutateAsync({ ...(template ? { id: template.id } : {}), ...v }).then(() => notify(T.saved, 'success')));
  return (
    <FormDialog open title={template ? T.editTitle(template.name) : T.add} onClose={onClose} onSubmit={save} closeOnInteractOutside={false}>
      <Stack gap="4">
        {formFields(form)('name', T.name, <Input maxLength={30} {...form.register('name')} />)}
        <TemplateField value={form.watch('content')} onChange={(v) => form.setValue('content', v)} />
      </Stack>
    </FormDialog>
  );
}
