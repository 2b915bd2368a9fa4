import { Box, Button, Card, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import { EmptyState, ErrorState, ListSkeleton, PaginationBar } from '@portal/ui';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { t } from '../../i18n/zh-CN';
import { errorText, notify } from '../../lib/api';
import { AuditFrame, AuditStatusBadge } from './AuditFrame';
import { useAbilities, useAreaAuditMutations, usePersonList } from './queries';
import type { PersonSearch } from './search';

const T = t.allowance;

/** A typed score: an integer 0-100, or null when the text is not one. */
const parseScore = (s: string): number | null => (/^\d{1,3}$/.test(s.trim()) && Number(s) <= 100 ? Number(s) : null);

/**
 * /evaluateGJN (editable) and /evaluateGJNNoEdit (read-only): expert scores of the pending person
 * records. Editable: a score (0-100) and a comment per row, saved together (expert batch audit,
 * a result per row); the mean of all experts' scores is shown beside it.
 */
export function EvaluatePage({ search, onSearchChange, editable }: { search: PersonSearch; onSearchChange: (next: Partial<PersonSearch>) => void; editable: boolean }) {
  const pending = { ...search, status: 'awaiting_check' as const };
  const query = usePersonList(pending);
  const abilities = useAbilities().data;
  const canEdit = editable && abilities?.evaluate === true;
  const m = useAreaAuditMutations();
  const [scores, setScores] = useState<Record<number, { score: string; comment: string }>>({});
  const data = query.data;
  const rows = data?.list ?? [];
  const changed = Object.entries(scores).filter(([, v]) => v.score !== '' || v.comment !== '');
  const invalid = changed.some(([, v]) => parseScore(v.score) === null);
  const save = () =>
    void m.scores.mutateAsync(changed.map(([id, v]) => ({ id: Number(id), score: parseScore(v.score)!, comment: v.comment.trim() }))).then((r) => {
      notify(T.batchDone(r.succeeded, r.failed), r.failed ? 'warning' : 'success');
      for (const f of r.results.filter((x) => !x.ok)) notify(f.message, 'error');
      setScores({});
    }, () => undefined);
  const set = (id: number, patch: Partial<{ score: string; comment: string }>) => setScores((s) => ({ ...s, [id]: { score: s[id]?.score ?? '', comment: s[id]?.comment ?? '', ...patch } }));

  const scoreCell = (r: (typeof rows)[number]) =>
    canEdit ? (
      <HStack gap="2" align="flex-start" flexWrap={{ base: 'wrap', md: 'nowrap' }}>
        <Input
          size="sm"
          w="20"
          inputMode="numeric"
          aria-label={T.scoreLabel(r.name)}
          placeholder="0-100"
          value={scores[r.id]?.score ?? ''}
          onChange={(e) => set(r.id, { score: e.target.value })}
          aria-invalid={scores[r.id]?.score ? parseScore(scores[r.id]!.score) === null : undefined}
        />
        <Input size="sm" minW="40" aria-label={T.scoreCommentLabel(r.name)} placeholder={T.scoreComment} value={scores[r.id]?.comment ?? ''} onChange={(e) => set(r.id, { comment: e.target.value })} maxLength={200} />
      </HStack>
    ) : (
      <Text>{r.expertScore ?? '-'}</Text>
    );

  let body;
  if (query.isPending) body = <ListSkeleton rows={8} />;
  else if (query.isError && !data) body = <ErrorState message={errorText(query.error)} onRetry={() => void query.refetch()} />;
  else if (rows.length === 0) body = <EmptyState title={T.empty} />;
  else
    body = (
      <Box data-testid="evaluate-list">
        <Box display={{ base: 'none', md: 'block' }} overflowX="auto" tabIndex={0}>
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row bg="bg.muted">
                <Table.ColumnHeader>{T.personColumns[0]}</Table.ColumnHeader>
                <Table.ColumnHeader>{T.personColumns[2]}</Table.ColumnHeader>
                <Table.ColumnHeader>{T.personColumns[3]}</Table.ColumnHeader>
                <Table.ColumnHeader>{T.meanScore}</Table.ColumnHeader>
                {canEdit && <Table.ColumnHeader>{T.myScore}</Table.ColumnHeader>}
                <Table.ColumnHeader>{T.personColumns[6]}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((r) => (
                <Table.Row key={r.id} data-testid="evaluate-row">
                  <Table.Cell fontWeight="medium">{r.name}</Table.Cell>
                  <Table.Cell>{r.companyName || '-'}</Table.Cell>
                  <Table.Cell>{r.subsidyItem}</Table.Cell>
                  <Table.Cell>{r.expertScore ?? '-'}</Table.Cell>
                  {canEdit && <Table.Cell>{scoreCell(r)}</Table.Cell>}
                  <Table.Cell>
                    <AuditStatusBadge status={r.status} />
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
        <Stack gap="3" display={{ base: 'flex', md: 'none' }}>
          {rows.map((r) => (
            <Card.Root key={r.id} size="sm">
              <Card.Body gap="1">
                <HStack justify="space-between">
                  <Text fontWeight="semibold">{r.name}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {T.meanScore} {r.expertScore ?? '-'}
                  </Text>
                </HStack>
                <Text fontSize="sm" color="fg.muted">
                  {r.companyName || '-'} · {r.subsidyItem}
                </Text>
                {canEdit && scoreCell(r)}
              </Card.Body>
            </Card.Root>
          ))}
        </Stack>
      </Box>
    );

  return (
    <AuditFrame
      title={editable ? T.evaluateTitle : T.evaluateReadTitle}
      subtitle={
        <Text fontSize="sm" color="fg.muted">
          {editable ? T.evaluateHint : T.evaluateReadHint}
        </Text>
      }
      actions={
        <HStack gap="2">
          {(editable || abilities?.evaluate === true) && (
            <Link to={editable ? '/evaluateGJNNoEdit' : '/evaluateGJN'}>
              <Text as="span" fontSize="sm" color="brand.700">
                {editable ? T.toRead : T.toEdit}
              </Text>
            </Link>
          )}
          {canEdit && (
            <Button size="sm" colorPalette="brand" disabled={changed.length === 0 || invalid} loading={m.scores.isPending} onClick={save}>
              {T.saveScores(changed.length)}
            </Button>
          )}
        </HStack>
      }
    >
      {canEdit && invalid && (
        <Text fontSize="sm" color="red.600" role="alert">
          {T.scoreRange}
        </Text>
      )}
      {body}
      {data && data.total > 0 && (
        <PaginationBar page={search.page} limit={search.limit} total={data.total} onPageChange={(p) => onSearchChange({ page: p })} onLimitChange={(l) => onSearchChange({ limit: l, page: 1 })} />
      )}
    </AuditFrame>
  );
}
