import { Badge, Button, Text } from '@chakra-ui/react';
import { EDUCATION_LEVELS, type endpoints, type TalentItem } from '@portal/api';
import { useState } from 'react';
import type { z } from 'zod';
import * as t from '../../i18n/zh-CN';
import { notify } from '../../lib/api';
import { FilterBar, FilterInput, FilterSelect, ListPage, ReasonDialog } from '../common';
import { useDockingMutations, useStreets, useTalentSearch } from './queries';

/** Search params of /xunlong: the contract's talent search (skills keyword, lowest education, street, page). */
export type TalentSearch = z.infer<typeof endpoints.talentSearch.input>;

/**
 * /xunlong (人才寻珑, enterprise accounts; docs/station.md): the station's talent search over the
 * job seekers registered at /rcfnzLddj, by skills or category, lowest education and street. Names
 * and phones come masked from the server; a self-registered seeker may be invited once (an
 * in-site message with the enterprise's name and the invitation), the others are the post's.
 */
export function TalentPage({ search, onSearchChange }: { search: TalentSearch; onSearchChange: (next: Partial<TalentSearch>) => void }) {
  const T = t.talent;
  const query = useTalentSearch(search);
  const streets = useStreets();
  const [keyword, setKeyword] = useState(search.keyword ?? '');
  const [inviting, setInviting] = useState<TalentItem | null>(null);
  const { invite } = useDockingMutations();
  const action = (r: TalentItem) =>
    r.invitedAt ? (
      <Badge colorPalette="green" variant="subtle">
        {T.invited(r.invitedAt)}
      </Badge>
    ) : r.invitable ? (
      <Button size="xs" colorPalette="brand" onClick={() => setInviting(r)} aria-label={`${T.invite} ${r.name}`}>
        {T.invite}
      </Button>
    ) : (
      <Text fontSize="xs" color="fg.muted" title={T.byPostHint}>
        {T.byPost}
      </Text>
    );
  const nowrap = { whiteSpace: 'nowrap' } as const;
  return (
    <ListPage
      title={T.title}
      crumbs={[{ label: t.station.homeTitle, to: '/rcfnz' }, { label: T.title }]}
      subtitle={T.intro}
      filters={
        <FilterBar searchLabel={t.common.query} onSearch={() => onSearchChange({ keyword: keyword.trim() || undefined, page: 1 })}>
          <FilterSelect w={{ base: 'full', md: '40' }} label={T.education} all={`${T.education}：${T.any}`} value={search.education ?? ''} onChange={(v) => onSearchChange({ education: (v || undefined) as TalentSearch['education'], page: 1 })} options={EDUCATION_LEVELS.map((l) => ({ value: l, label: `${l}及以上`.replace('高中及以下及以上', '高中及以下') }))} />
          <FilterSelect w={{ base: 'full', md: '40' }} label={t.common.streetOf} all={`${t.common.streetOf}：${T.any}`} value={search.streetCode ?? ''} onChange={(v) => onSearchChange({ streetCode: v || undefined, page: 1 })} options={(streets.data?.streets ?? []).map((s) => ({ value: s.code, label: s.name }))} />
          <FilterInput label={T.keyword} value={keyword} onChange={setKeyword} w="64" maxLength={30} />
        </FilterBar>
      }
      query={query}
      rowKey={(r) => r.id}
      testId="talent"
      empty={T.empty}
      paging={{ page: search.page, limit: search.limit, onPage: onSearchChange }}
      columns={[
        { header: t.common.name, cell: (r) => r.name, cellProps: nowrap, card: 'title' },
        { header: T.phone, cell: (r) => r.phone, cellProps: nowrap },
        { header: t.station.education, cell: (r) => r.education, cellProps: nowrap },
        { header: T.skills, cell: (r) => <Text lineClamp={2}>{r.skills}</Text>, cellProps: { maxW: '56' } },
        { header: T.category, cell: (r) => r.category, cellProps: nowrap },
        { header: T.workType, cell: (r) => r.workType, cellProps: nowrap },
        { header: t.common.streetOf, cell: (r) => r.streetName, cellProps: nowrap },
        { header: T.updatedAt, cell: (r) => r.updatedAt.slice(0, 10), cellProps: nowrap },
        { header: '', cell: action, cellProps: nowrap, card: 'actions' },
      ]}
    >
      {inviting && (
        // the invitation: a message of at most 200 characters, sent as an in-site message to the seeker
        <ReasonDialog
          key={inviting.id}
          title={T.inviteTitle(inviting.name)}
          label={T.message}
          hint={T.messageHint}
          requiredMessage={`请填写${T.message}`}
          submitLabel={T.send}
          maxLength={200}
          onClose={() => setInviting(null)}
          onSubmit={(message) => invite.mutateAsync({ seekerId: inviting.id, message }).then(() => notify(T.sent, 'success'))}
        />
      )}
    </ListPage>
  );
}
