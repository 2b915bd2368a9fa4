import { Box, Container } from '@chakra-ui/react';
import { ErrorState } from '@portal/ui';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { t } from '../../i18n/zh-CN';
import { errorText } from '../../lib/api';

/** A page that failed to render or load: the reason and a retry. */
export function ErrorPage({ error, reset }: ErrorComponentProps) {
  return (
    <Container maxW="7xl" py="10" px={{ base: '3', md: '6' }}>
      <Box bg="white" borderRadius="lg" boxShadow="xs" py="10">
        <ErrorState title={t.error.title} message={errorText(error)} onRetry={reset} />
      </Box>
    </Container>
  );
}
