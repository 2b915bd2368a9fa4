import { Button, Text } from '@chakra-ui/react';
import type { ResponseItem } from '@portal/api';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import * as t from '../../i18n/zh-CN';
import { ListView, MaskedNumber, SubSection, type ListColumn } from '../common';
import { StageBadge } from './StageBadge';
import { downloadResume, useEntResponses } from './queries';

/**
 * The resumes an enterprise received (listNeedLogin): for one job on its job page (`demandId`),
 * or for all its jobs on /entDemand, with the job column and pages. Each row shows the applicant,
 * the note, the progress staff recorded and the resume to download.
 */
export function EntResponses({ demandId }: { demandId?: number }) {
  const [paging, setPaging] = useState({ page: 1, limit: 10 });
  const all = demandId === undefined;
  const query = useEntResponses(all ? paging : { demandId, limit: 50 });
  const total = query.data?.total ?? 0;
  const R = t.demandResponse;
  const C = R.entColumns;
  const columns: ListColumn<ResponseItem>[] = [
    { header: C[0], cell: (r) => r.applicantName, card: 'title' },
    { header: C[1], cell: (r) => <MaskedNumber value={r.applicantPhone} kind="mobile" source="demandResponse" id={r.id} field="applicantPhone" /> },
    {
      header: C[2],
      cell: (r) => (
        <Text as="span" display="block" maxW="64" truncate title={r.note}>
          {r.note || '-'}
        </Text>
      ),
    },
    { header: C[3], cell: (r) => <StageBadge r={r} />, card: 'badge' },
    { header: C[4], cell: (r) => r.createdAt.slice(0, 16), cellProps: { whiteSpace: 'nowrap' } },
    {
      header: C[5],
      card: 'actions',
      cell: (r) =>
        r.resumeName ? (
          <Button size="xs" variant="outline" colorPalette="brand" alignSelf="flex-start" onClick={() => downloadResume(r.id)}>
            {R.download}
          </Button>
        ) : (
          <Text fontSize="xs" color="fg.muted">
            {R.noResume}
          </Text>
        ),
    },
  ];
  if (all)
    columns.unshift({
      header: R.fields.post,
      cell: (r) => (
        <Link to="/entDemandDetail" search={{ id: r.demandId }}>
          <Text as="span" color="brand.fg">
            {r.postName}
          </Text>
        </Link>
      ),
    });
  return (
    <SubSection ruled={false} borderWidth="1px" borderRadius="md" p="4" testId="ent-responses" title={all ? `${R.entAllTitle}（${total}）` : R.received(total)}>
      <ListView
        query={query}
        columns={columns}
        rowKey={(r) => r.id}
        testId="ent-response"
        skeletonRows={3}
        empty={{ compact: true, title: R.entEmpty, description: all ? R.entEmptyHint : undefined }}
        {...(all && { paging: { ...paging, onPage: (next) => setPaging((p) => ({ ...p, ...next })) } })}
      />
    </SubSection>
  );
}
