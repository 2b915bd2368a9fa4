import { Badge, Box, HStack, Text, Timeline } from '@chakra-ui/react';
import { ACTOR_ROLE_LABELS, APPLICATION_STATUS_LABELS, type TimelineEntry } from '@portal/api';
import { EmptyState, Note } from '@portal/ui';
import * as t from '../../i18n/zh-CN';
import { statusPalette } from './status';

/**
 * The history of an application, oldest first: each step shows what was done, the status it left
 * and the one it reached, who acted and in which role, the time, and the note (the reason of a
 * return for correction or a refusal). Each step has data-testid="timeline-step".
 */
export function ApplicationTimeline({ steps }: { steps: readonly TimelineEntry[] }) {
  const T = t.applications.timeline;
  if (steps.length === 0) return <EmptyState compact title={T.empty} />;
  return (
    <Timeline.Root size="md" variant="subtle" aria-label={T.title} data-testid="timeline">
      {steps.map((s, i) => (
        <Timeline.Item key={s.id} data-testid="timeline-step">
          <Timeline.Connector>
            <Timeline.Separator />
            <Timeline.Indicator bg={i === steps.length - 1 ? `${statusPalette(s.toStatus)}.500` : 'gray.400'} color="white" fontSize="xs">
              {i + 1}
            </Timeline.Indicator>
          </Timeline.Connector>
          <Timeline.Content pb="5">
            <HStack gap="2" wrap="wrap">
              <Timeline.Title fontWeight="semibold" data-testid="timeline-action">
                {s.actionLabel}
              </Timeline.Title>
              <Note>
                {s.fromStatus === null ? T.created : APPLICATION_STATUS_LABELS[s.fromStatus]} →
              </Note>
              <Badge colorPalette={statusPalette(s.toStatus)} variant="subtle" data-testid="timeline-to">
                {APPLICATION_STATUS_LABELS[s.toStatus]}
              </Badge>
            </HStack>
            <Timeline.Description>
              <Text as="span" color="fg" data-testid="timeline-actor">
                {s.actorName}
              </Text>
              <Text as="span">（{ACTOR_ROLE_LABELS[s.actorRole]}）</Text>
              <Text as="span" ms="2" whiteSpace="nowrap" data-testid="timeline-time">
                {s.at}
              </Text>
            </Timeline.Description>
            {s.comment && (
              <Box mt="1" px="3" py="2" bg="bg.muted" borderRadius="md" fontSize="sm" whiteSpace="pre-wrap" data-testid="timeline-comment">
                {T.comment}
                {s.comment}
              </Box>
            )}
          </Timeline.Content>
        </Timeline.Item>
      ))}
    </Timeline.Root>
  );
}
