import { Box, Button, Container } from '@chakra-ui/react';
import { ErrorState } from '@portal/ui';
import { Link, type ErrorComponentProps } from '@tanstack/react-router';
import * as t from '../../i18n/zh-CN';
import { errorText } from '../../lib/api';
import { ForbiddenError } from '../navigation';
import { StatusCard } from './NotFound';

/** The 403 page: '暂无权限', the role the page needs, who grants it, and a way back to 首页. */
function ForbiddenContent({ need }: { need: string }) {
  return (
    <StatusCard
      testId="forbidden"
      icon="alert"
      title={t.nav.forbidden.title}
      lines={[t.nav.forbidden.description(need), t.nav.grantedBy]}
      actions={
        <Button asChild colorPalette="brand" size="md" px="8">
          <Link to="/Home">{t.nav.forbidden.back}</Link>
        </Button>
      }
    />
  );
}

/** A page that failed to render or load: the 403 page for a refused role (navigation's guard), else the reason and a retry. */
export function ErrorPage({ error, reset }: ErrorComponentProps) {
  if (error instanceof ForbiddenError) return <ForbiddenContent need={error.need} />;
  return (
    <Container maxW="7xl" py="10" px={{ base: '3', md: '6' }}>
      <Box bg="white" borderRadius="lg" boxShadow="xs" py="10">
        <ErrorState title={t.error.title} message={errorText(error)} onRetry={reset} />
      </Box>
    </Container>
  );
}
