import { Badge, Box, Button, HStack, Image, Stack, Text, chakra } from '@chakra-ui/react';
import { FRIENDLY_LINKS_SHOWN, MAX_FRIENDLY_LINKS, SITE_NOTICE_DEADLINE_SLOT, SYS_CONFIG_ITEMS, endpoints, siteNoticeConfig, type EntranceSetting, type FriendlyLinkItem, type SiteNotice, type SysConfigEntry } from '@portal/api';
import { ListSkeleton, Note } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import * as t from '../../i18n/zh-CN';
import { notify } from '../../lib/api';
import { FormDialog, listText, ListView, PageFrame, QueryState, submitForm, SubSection, TextField, useConfirm, useZodForm } from '../common';
import { uploadFile, uploadProblem } from '../files';
import { entranceSettingsOptions, friendlyLinksOptions, sysConfigOptions, useAdminMutations } from './queries';

type Item = (typeof SYS_CONFIG_ITEMS)[number];
const C = t.admin.config;

const noticeForm = siteNoticeConfig.extend({ phones: listText.pipe(siteNoticeConfig.shape.phones) });

/** 修改 the site notice: text (with {deadline}), deadline, phones, mailbox; checked by siteNoticeConfig. */
function SiteNoticeDialog({ item, value, onClose }: { item: Item; value: SiteNotice | null; onClose: () => void }) {
  const m = useAdminMutations();
  const form = useZodForm<typeof noticeForm, { text: string; deadline: string; phones: string; email: string }, { text: string; deadline: string; phones: string; email: string }>(noticeForm, { text: value?.text ?? '', deadline: value?.deadline ?? '', phones: (value?.phones ?? []).join('、'), email: value?.email ?? '' });
  return (
    <FormDialog open title={C.editTitle(item.label)} onClose={onClose} size={{ base: 'full', md: 'lg' }} closeOnInteractOutside={false} onSubmit={submitForm(form, (v) => m.saveConfig.mutateAsync({ key: 'site.notice', value: v as unknown as SiteNotice }).then(() => notify(C.saved, 'success')))}>
      <Stack gap="4">
        <TextField form={form} name="text" label={C.noticeText} hint={C.noticeTextHint} multiline />
        <TextField form={form} name="deadline" label={C.deadline} type="date" />
        <TextField form={form} name="phones" label={C.phones} hint={C.phonesHint} />
        <TextField form={form} name="email" label={C.email} maxLength={100} required={false} />
      </Stack>
    </FormDialog>
  );
}

/** The choices of a choice item: the collected year, or shown / hidden. */
const choicesOf = (item: Item): Record<string, string> | null => (item.editor === 'yearSwitch' ? C.years : item.editor === 'showSwitch' ? C.shown : null);

/** 修改 a one-field item (text, web address, date, collected year, shown or hidden), checked by the item's own schema. */
function ValueDialog({ item, value, onClose }: { item: Item; value: string; onClose: () => void }) {
  const m = useAdminMutations();
  const form = useZodForm<z.ZodType, { value: string }, { value: string }>(z.object({ value: item.schema }), { value });
  const error = form.formState.errors.value?.message;
  const choices = choicesOf(item);
  return (
    <FormDialog open title={C.editTitle(item.label)} onClose={onClose} onSubmit={submitForm(form, (v) => m.saveConfig.mutateAsync({ key: item.key, value: v.value } as never).then(() => notify(C.saved, 'success')))}>
      {choices ? (
        <chakra.fieldset>
          <chakra.legend fontSize="sm" fontWeight="medium" mb="2">
            {item.label}
          </chakra.legend>
          <Stack gap="2">
            {Object.entries(choices).map(([v, label]) => (
              <chakra.label key={v} display="flex" alignItems="center" gap="2" minH="11" cursor="pointer">
                <chakra.input type="radio" value={v} {...form.register('value')} style={{ accentColor: 'var(--chakra-colors-brand-600)' }} />
                {label}
              </chakra.label>
            ))}
          </Stack>
        </chakra.fieldset>
      ) : (
        <TextField form={form} name="value" label={item.label} hint={item.help} type={item.editor === 'date' ? 'date' : 'text'} />
      )}
      {error && choices && (
        <Text color="fg.error" fontSize="sm" role="alert">
          {error}
        </Text>
      )}
    </FormDialog>
  );
}

/** 修改 a banner: upload a png or jpg (previewed), then 保存 makes it the item's picture. */
function ImageDialog({ item, value, onClose }: { item: Item; value: string; onClose: () => void }) {
  const m = useAdminMutations();
  const input = useRef<HTMLInputElement>(null);
  const [picked, setPicked] = useState<{ path: string; preview: string } | null>(null);
  const choose = async (file: File | undefined) => {
    if (!file) return;
    const problem = uploadProblem(file) ?? (/\.(png|jpe?g)$/i.test(file.name) ? null : C.imageHint);
    if (problem) return notify(`${file.name}：${problem}`, 'error');
    const saved = await uploadFile(file).catch(() => null);
    if (saved) setPicked({ path: `/prod-api/common/file/${saved.id}`, preview: URL.createObjectURL(file) });
  };
  return (
    <FormDialog
      open
      title={C.editTitle(item.label)}
      onClose={onClose}
      submitDisabled={!picked}
      onSubmit={async () => {
        await m.saveConfig.mutateAsync({ key: item.key, value: picked!.path } as never);
        notify(C.saved, 'success');
        return true;
      }}
    >
      <Stack gap="3">
        <Image src={picked?.preview ?? value} alt={`${item.label}${picked ? '（新）' : ''}`} w="full" aspectRatio={1920 / 400} objectFit="cover" bg="bg.muted" borderRadius="md" />
        <chakra.input ref={input} type="file" accept=".png,.jpg,.jpeg,image/png,image/jpeg" display="none" aria-label={C.image} onChange={(e) => void choose(e.target.files?.[0])} />
        <HStack>
          <Button size="sm" variant="outline" onClick={() => input.current?.click()}>
            {C.choose}
          </Button>
          <Note>{C.imageHint}</Note>
        </HStack>
      </Stack>
    </FormDialog>
  );
}

/** How an item's current value reads on the page. */
function ValueView({ item, value }: { item: Item; value: unknown }) {
  if (value === null || value === '') return <Text color="fg.muted">{C.notSet}</Text>;
  if (item.editor === 'siteNotice') {
    const n = value as SiteNotice;
    return (
      <Stack gap="1" fontSize="sm">
        <Text whiteSpace="pre-wrap">{n.text.replace(SITE_NOTICE_DEADLINE_SLOT, n.deadline)}</Text>
        <HStack color="fg.muted" gap="4" wrap="wrap">
          <Text>{`${C.deadline}：${n.deadline}`}</Text>
          <Text>{`${C.phones}：${n.phones.join('、') || '—'}`}</Text>
          <Text>{`${C.email}：${n.email || '—'}`}</Text>
        </HStack>
      </Stack>
    );
  }
  if (item.editor === 'image') return <Image src={String(value)} alt={item.label} h="16" maxW="full" objectFit="cover" borderRadius="sm" bg="bg.muted" />;
  const choices = choicesOf(item);
  if (choices) return <Text>{choices[String(value)] ?? String(value)}</Text>;
  return <Text wordBreak="break-all">{String(value)}</Text>;
}

/** One configuration item: label, what it changes, value, who changed it last, 修改. */
function ItemRow({ item, entry, onEdit }: { item: Item; entry: SysConfigEntry | undefined; onEdit: () => void }) {
  return (
    <Stack direction={{ base: 'column', md: 'row' }} gap="3" py="3" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }} data-testid="config-item">
      <Box flex={{ md: '0 0 14rem' }}>
        <Text fontWeight="medium">{item.label}</Text>
        <Note>{item.help}</Note>
      </Box>
      <Box flex="1" minW="0">
        <ValueView item={item} value={entry?.value ?? null} />
        <Text fontSize="xs" color="fg.muted" mt="1">
          {entry?.updatedAt ? C.changed(entry.updatedAt, entry.updatedBy) : C.seeded}
        </Text>
      </Box>
      <Box>
        <Button size="sm" variant="outline" onClick={onEdit} aria-label={`${t.common.update} ${item.label}`}>
          {t.common.update}
        </Button>
      </Box>
    </Stack>
  );
}

/** 新增 / 修改 a friendly link: name, web address, sort. */
function LinkDialog({ link, onClose }: { link: FriendlyLinkItem | null; onClose: () => void }) {
  const m = useAdminMutations();
  const form = useZodForm<z.ZodType, { name: string; link: string; sort: string }, { name: string; link: string; sort: string }>(endpoints.friendlyLinkSave.input.omit({ id: true }), { name: link?.name ?? '', link: link?.link ?? 'https://', sort: String(link?.sort ?? 0) });
  return (
    <FormDialog open title={link ? C.editLink(link.name) : C.addLink} onClose={onClose} onSubmit={submitForm(form, (v) => m.saveLink.mutateAsync({ ...(v as unknown as { name: string; link: string; sort: number }), ...(link ? { id: link.id } : {}) }))}>
      <Stack gap="4">
        <TextField form={form} name="name" label={C.linkName} />
        <TextField form={form} name="link" label={C.linkUrl} />
        <TextField form={form} name="sort" label={C.linkSort} />
      </Stack>
    </FormDialog>
  );
}

/** The friendly links: table by sort (the first 5 marked 页脚显示), 新增 (up to 10), 修改, 删除. */
function FriendlyLinks() {
  const query = useQuery(friendlyLinksOptions());
  const m = useAdminMutations();
  const [editing, setEditing] = useState<FriendlyLinkItem | 'new' | null>(null);
  const confirm = useConfirm();
  const links = query.data;
  const [name, url, sort, actions] = C.linkColumns;
  return (
    <SubSection
      title={C.links}
      subtitle={C.linksHint(FRIENDLY_LINKS_SHOWN, MAX_FRIENDLY_LINKS)}
      actions={
        <Button size="sm" colorPalette="brand" disabled={!links || links.length >= MAX_FRIENDLY_LINKS} onClick={() => setEditing('new')}>
          {C.addLink}
        </Button>
      }
    >
      <ListView
        query={query}
        rowKey={(l) => l.id}
        testId="friendly-link"
        skeletonRows={3}
        tableProps={{ minW: '560px' }}
        columns={[
          { header: name, cell: (l) => <>{l.name} {links!.indexOf(l) < FRIENDLY_LINKS_SHOWN && <Badge colorPalette="green">{C.shownInFooter}</Badge>}</>, card: 'title' },
          { header: url, cell: (l) => l.link, cellProps: { wordBreak: 'break-all' } },
          { header: sort, cell: (l) => l.sort },
          {
            header: actions,
            cell: (l) => (
              <HStack gap="0">
                <Button size="xs" variant="ghost" onClick={() => setEditing(l)} aria-label={C.editLink(l.name)}>
                  {t.common.update}
                </Button>
                <Button size="xs" variant="ghost" colorPalette="red" onClick={() => confirm.ask(C.removeLink(l.name), () => void m.removeLink.mutateAsync(l.id).then(() => notify(t.common.removed, 'success'), () => undefined))}>
                  {t.common.remove}
                </Button>
              </HStack>
            ),
            cellProps: { whiteSpace: 'nowrap' },
            card: 'actions',
          },
        ]}
      />
      {editing && <LinkDialog link={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {confirm.dialog}
    </SubSection>
  );
}

/** A yes/no choice of a form, as a labelled native checkbox. */
function CheckField<F extends FieldValues>({ form, name, label }: { form: UseFormReturn<F>; name: Path<F>; label: string }) {
  return (
    <chakra.label display="flex" alignItems="center" gap="2" cursor="pointer">
      <chakra.input type="checkbox" w="4" h="4" accentColor="brand.solid" {...form.register(name)} />
      {label}
    </chakra.label>
  );
}

/** 修改 one service entrance: name, description, link, sort, open, shown on /Home. */
function EntranceDialog({ entrance, onClose }: { entrance: EntranceSetting; onClose: () => void }) {
  const m = useAdminMutations();
  const { code, ...values } = entrance;
  const form = useZodForm<z.ZodType, Omit<EntranceSetting, 'code' | 'sort'> & { sort: string }, Omit<EntranceSetting, 'code' | 'sort'> & { sort: string }>(endpoints.entranceSettingSave.input.omit({ code: true }), { ...values, sort: String(values.sort) });
  return (
    <FormDialog open title={C.editEntrance(code, entrance.name)} onClose={onClose} onSubmit={submitForm(form, (v) => m.saveEntrance.mutateAsync({ ...(v as unknown as Omit<EntranceSetting, 'code'>), code }))}>
      <Stack gap="4">
        <TextField form={form} name="name" label={C.entranceName} />
        <TextField form={form} name="description" label={C.entranceDescription} multiline required={false} />
        <TextField form={form} name="href" label={C.entranceHref} hint={C.entranceHrefHint} />
        <TextField form={form} name="sort" label={C.linkSort} />
        <CheckField form={form} name="enabled" label={C.entranceEnabled} />
        <CheckField form={form} name="important" label={C.entranceImportant} />
      </Stack>
    </FormDialog>
  );
}

/** The service entrances of SPEC.md section 9 by sort: code, name, link, open or closed, on /Home; 修改 each. */
function EntranceSettings() {
  const query = useQuery(entranceSettingsOptions());
  const [editing, setEditing] = useState<EntranceSetting | null>(null);
  const [code, name, href, status, sort, actions] = C.entranceColumns;
  return (
    <SubSection title={C.entrances} subtitle={C.entrancesHint}>
      <ListView
        query={query}
        rowKey={(e) => e.code}
        testId="entrance"
        skeletonRows={4}
        tableProps={{ minW: '720px' }}
        columns={[
          { header: code, cell: (e) => e.code },
          { header: name, cell: (e) => <>{e.name} {e.important && <Badge colorPalette="blue">{C.onHome}</Badge>}</>, card: 'title' },
          { header: href, cell: (e) => e.href, cellProps: { wordBreak: 'break-all' } },
          { header: status, cell: (e) => <Badge colorPalette={e.enabled ? 'green' : 'gray'}>{e.enabled ? C.open : t.common.close}</Badge>, card: 'badge' },
          { header: sort, cell: (e) => e.sort },
          {
            header: actions,
            cell: (e) => (
              <Button size="xs" variant="ghost" onClick={() => setEditing(e)} aria-label={C.editEntrance(e.code, e.name)}>
                {t.common.update}
              </Button>
            ),
            card: 'actions',
          },
        ]}
      />
      {editing && <EntranceDialog entrance={editing} onClose={() => setEditing(null)} />}
    </SubSection>
  );
}

/** The groups of the page, in the order the items are declared. */
const GROUPS = [...new Set(SYS_CONFIG_ITEMS.map((i) => i.group))];

/**
 * /sysConfig (administrators, 系统管理 › 系统配置; issue 18 "Configuration", docs/administration.md):
 * every item of SYS_CONFIG_ITEMS by group with its value and who changed it last, each edited in
 * its own dialog checked by the item's rule (the site notice as text, deadline, phones and
 * mailbox; banners uploaded), the friendly links and the service entrances. A change shows on
 * the next request.
 */
export function SysConfigPage() {
  const query = useQuery(sysConfigOptions());
  const [editing, setEditing] = useState<Item | null>(null);
  const entry = (key: string) => query.data?.find((e) => e.key === key);
  const value = editing ? (entry(editing.key)?.value ?? null) : null;
  return (
    <PageFrame title={t.nav.titles.sysConfig} subtitle={C.intro}>
      <QueryState query={query} loading={<ListSkeleton rows={8} />}>
        {() =>
          GROUPS.map((group) => (
            <SubSection key={group} title={group} gap="0">
              {SYS_CONFIG_ITEMS.filter((i) => i.group === group).map((item) => (
                <ItemRow key={item.key} item={item} entry={entry(item.key)} onEdit={() => setEditing(item)} />
              ))}
            </SubSection>
          ))
        }
      </QueryState>
      <FriendlyLinks />
      <EntranceSettings />
      {editing?.editor === 'siteNotice' && <SiteNoticeDialog item={editing} value={value as SiteNotice | null} onClose={() => setEditing(null)} />}
      {editing?.editor === 'image' && <ImageDialog item={editing} value={String(value ?? '')} onClose={() => setEditing(null)} />}
      {editing && editing.editor !== 'siteNotice' && editing.editor !== 'image' && <ValueDialog item={editing} value={String(value ?? '')} onClose={() => setEditing(null)} />}
    </PageFrame>
  );
}
