import { Box, Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { EmptyState, PaginationBar } from '@portal/ui';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { t } from '../../i18n/zh-CN';
import { MaskedNumber } from '../common';
import { StageBadge } from './StageBadge';
import { downloadResume, useEntResponses } from './queries';

/**
 * The resumes an enterprise received (listNeedLogin): for one job on its job page (`demandId`),
 * or for all its jobs on /entDemand, with the job column and pages. Each row shows the applicant,
 * the note, the progress staff recorded and the resume to download.
 */
export function EntResponses({ demandId }: { demandId?: number }) {
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(10);
  const all = demandId === undefined;
  const { data } = useEntResponses(all ? { page, limit } : { demandId, limit: 50 });
  const R = t.demandResponse;
  return (
    <Box borderWidth="1px" borderRadius="md" p="4" data-testid="ent-responses">
      <Text fontWeight="semibold" mb="3">
        {all ? `${R.entAllTitle}（${data?.total ?? 0}）` : R.received(data?.total ?? 0)}
      </Text>
      {data && data.list.length === 0 && all && <EmptyState compact title={R.entEmpty} description={R.entEmptyHint} />}
      {data && data.list.length > 0 && (
        <>
          <Box overflowX="auto" tabIndex={0} display={{ base: 'none', md: 'block' }}>
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  {all && <Table.ColumnHeader>{R.fields.post}</Table.ColumnHeader>}
                  {R.entColumns.map((c) => (
                    <Table.ColumnHeader key={c}>{c}</Table.ColumnHeader>
                  ))}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {data.list.map((r) => (
                  <Table.Row key={r.id} data-testid="ent-response-row">
                    {all && (
                      <Table.Cell>
                        <Link to="/entDemandDetail" search={{ id: r.demandId }}>
                          <Text as="span" color="brand.fg">
                            {r.postName}
                          </Text>
                        </Link>
                      </Table.Cell>
                    )}
                    <Table.Cell>{r.applicantName}</Table.Cell>
                    <Table.Cell>
                      <MaskedNumber value={r.applicantPhone} kind="mobile" source="demandResponse" id={r.id} field="applicantPhone" />
                    </Table.Cell>
                    <Table.Cell maxW="64" truncate title={r.note}>
                      {r.note || '-'}
                    </Table.Cell>
                    <Table.Cell>
                      <StageBadge r={r} />
                    </Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{r.createdAt.slice(0, 16)}</Table.Cell>
                    <Table.Cell>
                      {r.resumeName ? (
                        <Button size="xs" variant="outline" colorPalette="brand" onClick={() => downloadResume(r.id)}>
                          {R.download}
                        </Button>
                      ) : (
                        <Text fontSize="xs" color="fg.muted">
                          {R.noResume}
                        </Text>
                      )}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
          <Stack gap="2" display={{ base: 'flex', md: 'none' }}>
            {data.list.map((r) => (
              <Stack key={r.id} borderWidth="1px" borderRadius="md" p="3" gap="1" data-testid="ent-response-card">
                <HStack justify="space-between">
                  <Text fontWeight="semibold">
                    {r.applicantName}
                    {all && ` · ${r.postName}`}
                  </Text>
                  <StageBadge r={r} />
                </HStack>
                <Text fontSize="sm" color="fg.muted">
                  <MaskedNumber value={r.applicantPhone} kind="mobile" source="demandResponse" id={r.id} field="applicantPhone" /> · {r.createdAt.slice(0, 16)}
                </Text>
                {r.note && <Text fontSize="sm">{r.note}</Text>}
                {r.resumeName && (
                  <Button size="xs" variant="outline" colorPalette="brand" alignSelf="flex-start" onClick={() => downloadResume(r.id)}>
                    {R.download}
                  </Button>
                )}
              </Stack>
            ))}
          </Stack>
          {all && (
            <PaginationBar
              page={page}
              limit={limit}
              total={data.total}
              onPageChange={setPage}
              onLimitChange={(l) => {
                setLimit(l);
                setPage(1);
              }}
            />
          )}
        </>
      )}
    </Box>
  );
}
