import { HStack, Stack, Text, type StackProps } from '@chakra-ui/react';
import { Note } from '@portal/ui';
import type { ReactNode } from 'react';

export interface SubSectionProps extends Omit<StackProps, 'title'> {
  /** the part's heading (an h2 under the page's h1) */
  title: ReactNode;
  /** under the heading, small and muted: counts, an introduction */
  subtitle?: ReactNode;
  /** beside the heading: buttons, a filter */
  actions?: ReactNode;
  /** a rule above the part, parting it from the list over it (default) */
  ruled?: boolean;
  testId?: string;
}

/**
 * A part of a page under its own heading: the trainees of a course, the sign-ups of an activity,
 * one job seeker, the user's own requests. Other props (gap, mt, as, aria-label) go to the part.
 */
export function SubSection({ title, subtitle, actions, ruled = true, testId, children, ...stack }: SubSectionProps) {
  return (
    <Stack gap="3" data-testid={testId} {...(ruled && { borderTopWidth: '1px', pt: '4' })} {...stack}>
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Stack gap="0">
          <Text as="h2" fontWeight="semibold" fontSize="lg">
            {title}
          </Text>
          {subtitle && (
            <Note>{subtitle}</Note>
          )}
        </Stack>
        {actions}
      </HStack>
      {children}
    </Stack>
  );
}
