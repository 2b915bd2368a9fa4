import { chakra, SimpleGrid } from '@chakra-ui/react';
import { endpoints } from '@portal/api';
import { useSession } from '@portal/auth';
import { ListSkeleton } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import * as t from '../../i18n/zh-CN';
import { api } from '../../lib/api';
import { useLinkProps } from '../layout';
import { useMayOpen } from '../navigation';
import { LinkButtons, PageFrame, QueryState, SubSection } from '../common';
import { EntryCards } from '../enterprise';
import { ActivityCard } from './ActivityCard';
import { DatedRows } from './DatedRows';
import { JobRows } from '../demand';
import { StationCategory, usePublicationPage } from '../publication';
import { useActivities } from './queries';

/** A titled section of the station's home with a 查看更多 link. */
function Section({ title, more, children }: { title: string; more?: string; children: ReactNode }) {
  const link = useLinkProps();
  return (
    <SubSection as="section" aria-label={title} ruled={false} title={title} actions={more && <chakra.a {...link(more)} fontSize="sm" color="brand.700">{t.station.more}</chakra.a>}>
      {children}
    </SubSection>
  );
}

/**
 * /rcfnz (人才赋能站, also /rcfnzIndex): the station's home: its four services, the newest service
 * items and news (to /rcfnzDetail, 查看更多 /rcfnzList), the entrances (individuals see 劳动力登记,
 * staff 活动管理, street managers 就业驿站, enterprises and staff 企业服务对接, enterprises 人才寻珑, enterprises and training staff 培训与调研,
 * everyone 服务企业, content writers 站点内容管理), the latest activities with sign-up and the latest
 * jobs on shelf, each linking to its page.
 */
export function StationHomePage() {
  const S = t.station;
  const staff = useSession((s) => s.userType === 1);
  const mayManage = useMayOpen('/activityManage') && staff;
  const mayPost = useMayOpen('/rcfnzZYG') && staff;
  const mayWrite = useMayOpen('/modifyRcfnzService') && staff;
  const articles = usePublicationPage('station', { page: 1, limit: 10, keyword: undefined });
  const person = useSession((s) => s.userType === 3 && s.category === 'person');
  const ent = useSession((s) => s.userType === 2);
  const mayDock = useMayOpen('/companyDocking') && (ent || staff);
  const mayTrain = useMayOpen('/trainingResearch');
  const activities = useActivities({ page: 1, limit: 10 });
  const jobs = useQuery({ queryKey: ['demand', 'public', 'station'], queryFn: ({ signal }) => api.call(endpoints.demandPageNew, { page: 1, limit: 10 }, { signal }), staleTime: 60_000 });
  const entrances = [
    { key: 'registerAct', href: '/registerAct', show: true },
    { key: 'jobs', href: '/jobDemandAll', show: true },
    { key: 'hotline', href: '/respondIntellectCall', show: !staff },
    { key: 'policy', href: '/policy', show: true },
    { key: 'lddj', href: '/rcfnzLddj', show: person },
    { key: 'activityManage', href: '/activityManage', show: mayManage },
    { key: 'employmentPost', href: '/rcfnzZYG', show: mayPost },
    { key: 'companyDocking', href: '/companyDocking', show: mayDock },
    { key: 'xunlong', href: '/xunlong', show: ent },
    { key: 'trainingResearch', href: '/trainingResearch', show: mayTrain },
    { key: 'rcfnzCompany', href: '/rcfnzCompany', show: true },
    { key: 'articleManage', href: '/modifyRcfnzService', show: mayWrite },
  ] as const;
  return (
    <PageFrame title={S.homeTitle} subtitle={S.homeIntro}>
      <Section title={S.services}>
        <EntryCards columns={{ base: 2, md: 4 }} testId="station-service" entries={S.serviceItems.map((i) => ({ to: i.href, label: i.title, hint: i.text }))} />
      </Section>
      <Section title={S.articles} more="/rcfnzList">
        <QueryState query={articles} loading={<ListSkeleton rows={3} />} isEmpty={(d) => d.list.length === 0} empty={S.noArticles}>
          {(d) => <DatedRows items={d.list.slice(0, 6)} tag={(a) => <StationCategory item={a} />} href={(a) => `/rcfnzDetail?id=${a.id}`} testId="station-article" />}
        </QueryState>
      </Section>
      <Section title={S.entrances}>
        <LinkButtons links={entrances.map((e) => ({ href: e.href, label: S.entranceItems[e.key], show: e.show }))} />
      </Section>
      <Section title={S.latestActivities} more="/registerAct">
        <QueryState query={activities} loading={<ListSkeleton rows={2} />} isEmpty={(d) => d.list.length === 0} empty={S.empty}>
          {(d) => (
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
              {d.list.slice(0, 4).map((a) => (
                <ActivityCard key={a.id} a={a} />
              ))}
            </SimpleGrid>
          )}
        </QueryState>
      </Section>
      <Section title={S.latestJobs} more="/jobDemandAll">
        <QueryState query={jobs} loading={<ListSkeleton rows={3} />} isEmpty={(d) => d.list.length === 0} empty={S.noJobs}>
          {(d) => <JobRows items={d.list.slice(0, 6)} columns={2} />}
        </QueryState>
      </Section>
    </PageFrame>
  );
}
