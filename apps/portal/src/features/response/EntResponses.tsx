import { Box, Button, Table, Text } from '@chakra-ui/react';
import { RESPONSE_STAGE_LABELS } from '@portal/api';
import { t } from '../../i18n/zh-CN';
import { downloadResume, useEntResponses } from './queries';

/** The resumes sent to one of the enterprise's jobs, on its job page (only the owner enterprise loads them). */
export function EntResponses({ demandId }: { demandId: number }) {
  const { data } = useEntResponses(demandId, true);
  const R = t.response;
  return (
    <Box borderWidth="1px" borderRadius="md" p="4" data-testid="ent-responses">
      <Text fontWeight="semibold" mb="3">
        {R.received(data?.total ?? 0)}
      </Text>
      {data && data.list.length > 0 && (
        <Box overflowX="auto">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                {R.entColumns.map((c) => (
                  <Table.ColumnHeader key={c}>{c}</Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {data.list.map((r) => (
                <Table.Row key={r.id} data-testid="ent-response-row">
                  <Table.Cell>{r.applicantName}</Table.Cell>
                  <Table.Cell>{r.applicantPhone}</Table.Cell>
                  <Table.Cell>{r.note || '-'}</Table.Cell>
                  <Table.Cell>{RESPONSE_STAGE_LABELS[r.stage]}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{r.createdAt.slice(0, 16)}</Table.Cell>
                  <Table.Cell>
                    <Button size="xs" variant="outline" colorPalette="brand" onClick={() => downloadResume(r.id)}>
                      {R.download}
                    </Button>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
    </Box>
  );
}
