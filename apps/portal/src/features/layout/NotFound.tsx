import { Box, Button, Container } from '@chakra-ui/react';
import { EmptyState } from '@portal/ui';
import { Link } from '@tanstack/react-router';
import { t } from '../../i18n/zh-CN';
import { AppShell } from './AppShell';
import { useDocumentTitle } from './useDocumentTitle';

/** Every path without a page yet: '页面建设中' / '您访问的页面不存在' and a link back to 首页. */
export function NotFoundContent() {
  useDocumentTitle(t.notFound.title);
  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }} px={{ base: '3', md: '6' }}>
      <Box bg="white" borderRadius="lg" boxShadow="xs" py={{ base: '8', md: '14' }} px="4" data-testid="not-found">
        <EmptyState
          icon="compass"
          title={t.notFound.title}
          description={
            <>
              <Box as="span" display="block" fontSize="md" color="fg" fontWeight="medium">
                {t.notFound.description}
              </Box>
              <Box as="span" display="block" mt="1">
                {t.notFound.hint}
              </Box>
            </>
          }
          action={
            <Button asChild colorPalette="brand" size="md" px="8">
              <Link to="/Home">{t.notFound.back}</Link>
            </Button>
          }
        />
      </Box>
    </Container>
  );
}

/** The root route's not-found page, inside the page shell so the menu stays at hand. */
export function NotFoundPage() {
  return (
    <AppShell>
      <NotFoundContent />
    </AppShell>
  );
}
