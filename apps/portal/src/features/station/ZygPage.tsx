import { Badge, Button, HStack, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useSession } from '@portal/auth';
import { ListSkeleton, Note } from '@portal/ui';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import * as t from '../../i18n/zh-CN';
import { notify } from '../../lib/api';
import { FigureTiles, KeywordBar, ListView, PageFrame, QueryState, RecordList, SubSection } from '../common';
import { useSeeker, useSeekerMutations, useStreetSeekers } from './queries';

const S = t.station;

/** Search params of /rcfnzZYG: keyword, page, and the seeker shown (?id=). */
export interface ZygSearch {
  page: number;
  limit: number;
  keyword?: string | undefined;
  id?: number | undefined;
}

/**
 * /rcfnzZYG (就业驿站, street managers only, SPEC.md section 6): the counts of the street, the job
 * seekers registered in it with their suggested-job counts and follow-ups; one seeker (?id=) with
 * the suggested jobs (education met, skills or category matched; each links to the job) and the
 * follow-up records, where a new one is added.
 */
export function ZygPage({ search, onSearchChange }: { search: ZygSearch; onSearchChange: (next: Partial<ZygSearch>) => void }) {
  const query = useStreetSeekers({ page: search.page, limit: search.limit, keyword: search.keyword });
  const data = query.data;
  const streetName = data?.list[0]?.streetName ?? '';
  const view = (id: number, label: string) => (
    <Link to="/rcfnzZYG" search={(prev) => ({ ...prev, id })}>
      <Text as="span" color="brand.700" fontWeight="medium">
        {label}
      </Text>
    </Link>
  );
  return (
    <PageFrame title={S.zygTitle} crumbs={[{ label: S.homeTitle, to: '/rcfnz' }, { label: S.zygTitle }]} subtitle={streetName ? S.zygIntro(streetName) : undefined}>
      {data && <FigureTiles items={(['registered', 'followedUp', 'openJobs'] as const).map((k) => ({ label: S.counts[k], value: data.counts[k], valueTestId: `zyg-count-${k}` }))} />}
      <KeywordBar label={S.seekerKeyword} applied={search.keyword} onApply={(keyword) => onSearchChange({ keyword, page: 1 })} maxLength={30} />
      <ListView
        query={query}
        rowKey={(r) => r.id}
        testId="seeker"
        empty={S.seekersEmpty}
        paging={{ page: search.page, limit: search.limit, onPage: onSearchChange }}
        columns={[
          {
            header: t.common.name,
            cell: (r) => (
              <>
                {view(r.id, r.name)}
                <Badge ml="1" size="sm" variant="subtle">
                  {S.source[r.source]}
                </Badge>
              </>
            ),
            card: 'title',
          },
          { header: t.common.phone, cell: (r) => r.phone },
          { header: S.education, cell: (r) => r.education },
          { header: S.skills, cell: (r) => <Text lineClamp={2}>{r.skills}</Text>, cellProps: { maxW: '56' } },
          { header: S.category, cell: (r) => r.category },
          { header: S.workType, cell: (r) => r.workType },
          { header: S.matches, cell: (r) => <span data-testid="seeker-matches">{S.matchCount(r.matches)}</span> },
          { header: S.lastFollowUp, cell: (r) => r.lastFollowUp?.slice(0, 10) ?? '—', cellProps: { whiteSpace: 'nowrap' } },
          { header: S.registeredAt, cell: (r) => r.createdAt.slice(0, 10), cellProps: { whiteSpace: 'nowrap' } },
        ]}
      />
      {search.id !== undefined && <SeekerPanel id={search.id} />}
    </PageFrame>
  );
}

/** One seeker: suggested jobs and follow-up records, with the form for a new record. */
function SeekerPanel({ id }: { id: number }) {
  const query = useSeeker(id);
  const { followUp } = useSeekerMutations();
  const [note, setNote] = useState('');
  const user = useSession((s) => s.user);
  return (
    <QueryState query={query} loading={<ListSkeleton rows={4} />}>
      {(d) => (
        <SubSection gap="4" testId="seeker-panel" title={S.seekerOf(d.seeker.name)} subtitle={`${d.seeker.education} · ${d.seeker.skills} · ${d.seeker.category} · ${d.seeker.workType}`}>
          <Stack gap="2">
            <Text fontWeight="semibold">{S.suggested}</Text>
            {d.jobs.length === 0 ? (
              <Note>{S.noSuggested}</Note>
            ) : (
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="2">
                {d.jobs.map((j) => (
                  <Link key={j.id} to="/entDemandDetail" search={{ id: j.id }}>
                    <Stack gap="0" p="3" borderWidth="1px" borderRadius="md" _hover={{ borderColor: 'brand.400' }} data-testid="suggested-job">
                      <HStack justify="space-between">
                        <Text fontWeight="medium" color="brand.700">
                          {j.postName}
                        </Text>
                        <Text fontSize="sm" color="orange.fg">
                          {S.salary(j.salaryMin, j.salaryMax)}
                        </Text>
                      </HStack>
                      <Text fontSize="xs" color="fg.muted">
                        {j.entName} · {j.streetName} · {j.education}
                      </Text>
                      <Text fontSize="xs" color="green.fg">
                        {S.matchedBy(j.matched.join('、'))}
                      </Text>
                    </Stack>
                  </Link>
                ))}
              </SimpleGrid>
            )}
          </Stack>
          <Stack gap="2">
            <Text fontWeight="semibold">{S.followUps}</Text>
            <RecordList items={d.followUps} rowKey={(f) => f.id} empty={S.noFollowUps} testId="follow-up" text={(f) => f.note} meta={(f) => `${f.userName} · ${f.at.slice(0, 16)}`} />
            {user && (
              <form
                onSubmit={(e) => {
                  e.preventDefault();
                  if (note.trim()) followUp.mutate({ seekerId: id, note: note.trim() }, { onSuccess: () => (setNote(''), notify(S.followUpSaved, 'success')) });
                }}
              >
                <Stack gap="2">
                  <Textarea rows={2} maxLength={500} aria-label={S.addFollowUp} placeholder={S.followUpHint} value={note} onChange={(e) => setNote(e.target.value)} />
                  <Button type="submit" size="sm" colorPalette="brand" alignSelf="flex-start" loading={followUp.isPending}>
                    {S.addFollowUp}
                  </Button>
                </Stack>
              </form>
            )}
          </Stack>
        </SubSection>
      )}
    </QueryState>
  );
}
