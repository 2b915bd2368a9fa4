import { Box, Heading, Text } from '@chakra-ui/react';
import { Note } from '@portal/ui';
import { Link } from '@tanstack/react-router';
import * as t from '../../i18n/zh-CN';
import { useDebounced } from '../common';
import { KnowledgeHits } from './KnowledgeHits';
import { useKnowledgeSearch } from './queries';

/**
 * Knowledge-base answers matching what is being typed (the first 100 characters, 400 ms after the
 * last key), beside an intake form: the caller may find the answer without submitting, staff
 * answer a phone call from it.
 */
export function KnowledgeSuggestions({ text }: { text: string }) {
  const K = t.knowledge;
  const keyword = useDebounced(text.trim().slice(0, 100), 400);
  const search = useKnowledgeSearch(keyword, 5);
  const hits = keyword ? (search.data ?? []) : [];
  return (
    <Box as="section" aria-label={K.suggestions} borderWidth="1px" borderRadius="lg" p="3" bg="bg.subtle">
      <Heading size="sm" mb="2">
        {K.suggestions}
      </Heading>
      {!keyword ? (
        <Note>{K.typeToSearch}</Note>
      ) : hits.length === 0 ? (
        <Note>{search.isFetching ? K.searching : K.noHits}</Note>
      ) : (
        <KnowledgeHits hits={hits} testId="knowledge-suggestion" />
      )}
      <Text fontSize="sm" mt="2">
        <Link to="/knowledgeBank" search={keyword ? { keyword: keyword.slice(0, 50) } : {}}>
          {K.openBank}
        </Link>
      </Text>
    </Box>
  );
}
