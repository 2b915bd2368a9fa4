import { Badge, Button, Flex, Grid, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { endpoints, TARGET_CATEGORIES, WORK_STATUSES, type GroupFilter } from '@portal/api';
import { useDeferredValue, useState } from 'react';
import * as t from '../../i18n/zh-CN';
import { api, notify } from '../../lib/api';
import { ExportButtons, FormField, ButtonLink, ListView, PageFrame, SelectField } from '../common';
import { ImportDialog } from '../ledger';
import { useAgeMutations, useGroupCount, useGroups } from './queries';

/** A whole age from a box, or undefined when empty or not a number. */
const ageOf = (v: string) => (v.trim() === '' || !Number.isFinite(Number(v)) ? undefined : Math.trunc(Number(v)));

/**
 * /group-query (目标人群筛选): filters on the target people (age range from the identity number,
 * street, category, employment status, a skill), the number of people they match now (counted by
 * the server as the filters change), and 保存人群 with a name, or 上传号码名单 (an xlsx of names and
 * numbers saved as a group under that name, through the import dialog); the saved groups below,
 * each with its size, 导出 / 导出完整号码 of its numbers and a link to send it an SMS (/sms-add?groupId=).
 */
export function GroupQueryPage() {
  const G = t.ageAppropriate.group;
  const [typed, setTyped] = useState({ ageMin: '', ageMax: '', street: '', category: '', workStatus: '', skills: '' });
  const set = (key: keyof typeof typed) => (value: string) => setTyped((now) => ({ ...now, [key]: value }));
  const { ageMin, ageMax, street, category, workStatus, skills } = typed;
  const [name, setName] = useState('');
  const [uploading, setUploading] = useState(false);
  const filter: GroupFilter = {
    ...(ageOf(ageMin) !== undefined ? { ageMin: ageOf(ageMin) } : {}),
    ...(ageOf(ageMax) !== undefined ? { ageMax: ageOf(ageMax) } : {}),
    ...(street ? { street } : {}),
    ...(category ? { category: category as GroupFilter['category'] } : {}),
    ...(workStatus ? { workStatus: workStatus as GroupFilter['workStatus'] } : {}),
    ...(skills.trim() ? { skills: skills.trim() } : {}),
  };
  const counted = useGroupCount(useDeferredValue(filter));
  const groups = useGroups();
  const m = useAgeMutations();
  const save = async () => {
    const { size } = await m.saveGroup.mutateAsync({ name, filter });
    notify(G.saved(size), 'success');
    setName('');
  };
  return (
    <PageFrame
      title={t.nav.titles.groupQuery}
      actions={
        <ButtonLink href="/basics-import" size="sm" variant="outline">{t.nav.titles.basicsImport}</ButtonLink>
      }
    >
      <Stack gap="4" borderWidth="1px" rounded="md" p="4" bg="white">
        <Heading size="sm">{G.filters}</Heading>
        <Grid templateColumns={{ base: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)', xl: 'repeat(6, 1fr)' }} gap="3" alignItems="end">
          <FormField label={G.ageMin}>
            <Input size="sm" type="number" min={16} max={100} value={ageMin} onChange={(e) => set('ageMin')(e.target.value)} />
          </FormField>
          <FormField label={G.ageMax}>
            <Input size="sm" type="number" min={16} max={100} value={ageMax} onChange={(e) => set('ageMax')(e.target.value)} />
          </FormField>
          <SelectField size="sm" label={t.common.streetOf} placeholder={t.common.allStreets} value={street} options={counted.data?.streets ?? []} onChange={set('street')} />
          <SelectField size="sm" label={G.category} placeholder={t.common.allCategories} value={category} options={TARGET_CATEGORIES} onChange={set('category')} />
          <SelectField size="sm" label={G.workStatus} placeholder={t.common.allStatuses} value={workStatus} options={WORK_STATUSES} onChange={set('workStatus')} />
          <FormField label={G.skills}>
            <Input size="sm" maxLength={50} value={skills} onChange={(e) => set('skills')(e.target.value)} />
          </FormField>
        </Grid>
        <Text role="status" fontSize="lg" fontWeight="semibold" color={counted.isError ? 'red.600' : 'brand.700'} data-testid="group-size">
          {counted.isError ? (counted.error.message ?? '') : counted.data && !counted.isFetching ? G.size(counted.data.total) : G.counting}
        </Text>
        <Flex gap="3" wrap="wrap" align="end">
          <FormField label={G.name} w={{ base: 'full', sm: '72' }}>
            <Input size="sm" maxLength={50} value={name} onChange={(e) => setName(e.target.value)} />
          </FormField>
          <Button size="sm" colorPalette="brand" disabled={name.trim().length < 2 || !counted.data?.total} loading={m.saveGroup.isPending} onClick={() => void save().catch(() => undefined)}>
            {G.save}
          </Button>
          <Button size="sm" variant="outline" disabled={name.trim().length < 2} title={G.uploadHint} onClick={() => setUploading(true)}>
            {G.upload}
          </Button>
        </Flex>
        <ImportDialog
          open={uploading}
          onClose={() => setUploading(false)}
          texts={G.import}
          onTemplate={() => api.download(endpoints.templateDownload, { name: 'campaignPhones' })}
          onImport={async (file, onProgress) => {
            const result = await m.importGroup.mutateAsync({ name: name.trim(), file, onProgress });
            if (result.id !== null) setName('');
            return result;
          }}
        />
      </Stack>
      <Heading size="sm" mt="2">
        {G.savedGroups}
      </Heading>
      <ListView
        query={groups}
        rowKey={(g) => g.id}
        testId="group"
        skeletonRows={3}
        empty={G.none}
        columns={[
          { header: G.name, cell: (g) => g.name, cellProps: { fontWeight: 'semibold' }, card: 'title' },
          { header: t.ageAppropriate.sms.total, cell: (g) => <Badge colorPalette="brand">{G.people(g.size)}</Badge>, card: 'badge' },
          { header: G.filters, cell: (g) => g.filterText },
          { header: t.ageAppropriate.q.createdAt, cell: (g) => g.createdAt.slice(0, 16), cellProps: { whiteSpace: 'nowrap' } },
          {
            header: t.common.actions,
            cell: (g) => (
              <HStack wrap="wrap">
                <ExportButtons onExport={(fullNumbers) => void api.download(endpoints.groupExport, { id: g.id, ...(fullNumbers ? { fullNumbers, page: '/group-query' } : {}) }, { loading: true }).catch(() => undefined)} />
                <ButtonLink href={`/sms-add?groupId=${g.id}`} size="xs" variant="outline" colorPalette="brand">{G.send}</ButtonLink>
              </HStack>
            ),
            card: 'actions',
          },
        ]}
      />
    </PageFrame>
  );
}
