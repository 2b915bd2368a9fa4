import { Button, HStack, Input, Text } from '@chakra-ui/react';
import type { AreaAuditPerson } from '@portal/api';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import * as t from '../../i18n/zh-CN';
import { notify } from '../../lib/api';
import { ListView } from '../common';
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
  const changed = Object.entries(scores).filter(([, v]) => v.score !== '' || v.comment !== '');
  const invalid = changed.some(([, v]) => parseScore(v.score) === null);
  const save = () =>
    void m.scores.mutateAsync(changed.map(([id, v]) => ({ id: Number(id), score: parseScore(v.score)!, comment: v.comment.trim() }))).then((r) => {
      notify(T.batchDone(r.succeeded, r.failed), r.failed ? 'warning' : 'success');
      for (const f of r.results.filter((x) => !x.ok)) notify(f.message, 'error');
      setScores({});
    }, () => undefined);
  const set = (id: number, patch: Partial<{ score: string; comment: string }>) => setScores((s) => ({ ...s, [id]: { score: s[id]?.score ?? '', comment: s[id]?.comment ?? '', ...patch } }));

  /** the score and comment fields of a row (while scores may be edited) */
  const scoreCell = (r: AreaAuditPerson) => (
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
  );

  return (
    <AuditFrame
      title={editable ? T.evaluateTitle : T.evaluateReadTitle}
      subtitle={editable ? T.evaluateHint : T.evaluateReadHint}
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
      <ListView
        query={query}
        rowKey={(r) => r.id}
        testId="evaluate"
        skeletonRows={8}
        empty={T.empty}
        paging={{ page: search.page, limit: search.limit, onPage: onSearchChange }}
        columns={[
          { header: T.personColumns[0], cell: (r) => r.name, cellProps: { fontWeight: 'medium' }, card: 'title' },
          { header: T.personColumns[2], cell: (r) => r.companyName || '-' },
          { header: T.personColumns[3], cell: (r) => r.subsidyItem },
          { header: T.meanScore, cell: (r) => r.expertScore ?? '-' },
          ...(canEdit ? [{ header: T.myScore, cell: scoreCell, card: 'actions' as const }] : []),
          { header: T.personColumns[6], cell: (r) => <AuditStatusBadge status={r.status} />, card: 'badge' as const },
        ]}
      />
    </AuditFrame>
  );
}
