import { Box, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface TimelineProps<R> {
  /** the steps, oldest first */
  items: readonly R[];
  /** what a step did (bold) */
  head: (r: R) => ReactNode;
  /** after it: who and when ("张三（科员）· 2027-03-02 10:00") */
  meta: (r: R) => ReactNode;
  /** under it, muted: the step's comment, when it has one */
  note?: (r: R) => ReactNode;
  testId?: string;
}

/** The history of a record (its audits, its workflow steps) as a timeline: an ordered list on a rule, a dot per step. */
export function Timeline<R>({ items, head, meta, note, testId }: TimelineProps<R>) {
  return (
    <Stack as="ol" gap="2" listStyleType="none" m="0" p="0" borderLeftWidth="2px" borderColor="brand.100" pl="4" data-testid={testId}>
      {items.map((r, i) => (
        <Box as="li" key={i} fontSize="sm" position="relative">
          <Box position="absolute" left="-5" top="1.5" w="2" h="2" borderRadius="full" bg="brand.500" />
          <Text>
            <Text as="span" fontWeight="semibold">
              {head(r)}
            </Text>{' '}
            · {meta(r)}
          </Text>
          {note?.(r) && <Text color="fg.muted">{note(r)}</Text>}
        </Box>
      ))}
    </Stack>
  );
}
