import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { Note } from '@portal/ui';
import type { KnowledgeHit } from '@portal/api';
import { useMemo, useState } from 'react';
import * as t from '../../i18n/zh-CN';
import { proseCss, sanitizeNoticeHtml } from '../notice';
import { Highlighted } from './Highlighted';
import { useKnowledgeDetail } from './queries';

/** Search hits: the question and the answer's snippet with the matched parts marked; 查看答案 opens the whole answer in place. */
export function KnowledgeHits({ hits, testId = 'knowledge-hit' }: { hits: readonly KnowledgeHit[]; testId?: string }) {
  return (
    <Stack gap="2">
      {hits.map((h) => (
        <Hit key={h.id} h={h} testId={testId} />
      ))}
    </Stack>
  );
}

function Hit({ h, testId }: { h: KnowledgeHit; testId: string }) {
  const K = t.knowledge;
  const [open, setOpen] = useState(false);
  const detail = useKnowledgeDetail(open ? h.id : null);
  const html = useMemo(() => (detail.data ? sanitizeNoticeHtml(detail.data.answer) : ''), [detail.data]);
  return (
    <Box borderWidth="1px" borderRadius="md" p="3" bg="white" data-testid={testId}>
      <Text fontWeight="semibold">
        <Highlighted text={h.question} matches={h.matches} />
      </Text>
      {!open && (
        <Note mt="1">
          <Highlighted text={h.snippet} matches={h.matches} />
        </Note>
      )}
      {open && html && <Box css={{ ...proseCss, fontSize: 'sm' }} mt="2" dangerouslySetInnerHTML={{ __html: html }} />}
      <Text fontSize="xs" color="fg.muted" mt="1">
        {h.category}
        {h.sourcePolicy && ` · ${K.source}：${h.sourcePolicy}`}
      </Text>
      <Button size="xs" variant="ghost" colorPalette="brand" mt="1" aria-expanded={open} onClick={() => setOpen((v) => !v)}>
        {open ? K.hideAnswer : K.showAnswer}
      </Button>
    </Box>
  );
}
