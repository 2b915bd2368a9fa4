import { Box, Button, Container, Wrap } from '@chakra-ui/react';
import { EmptyState } from '@portal/ui';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import * as t from '../../i18n/zh-CN';
import { AppShell } from './AppShell';
import { useDocumentTitle } from './useDocumentTitle';

/** The main sections a lost visitor is offered (the public pages of the header menu). */
const MAIN_SECTIONS = [
  { to: '/Home', label: t.nav.titles.home },
  { to: '/notice', label: t.nav.titles.notice },
  { to: '/policy', label: t.nav.titles.policy },
  { to: '/entDemandAll', label: t.nav.titles.jobs },
  { to: '/serviceHandle', label: t.nav.titles.serviceHandle },
  { to: '/moreService', label: t.nav.titles.moreService },
] as const;

/** A white card with an icon, a title, a text and actions: the frame of the 404 and 403 pages. */
export function StatusCard({ testId, icon, title, lines, actions }: { testId: string; icon: 'compass' | 'alert'; title: string; lines: string[]; actions: ReactNode }) {
  useDocumentTitle(title);
  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }} px={{ base: '3', md: '6' }}>
      <Box bg="white" borderRadius="lg" boxShadow="xs" py={{ base: '8', md: '14' }} px="4" data-testid={testId}>
        <EmptyState
          icon={icon}
          title={title}
          description={lines.map((line, i) => (
            <Box key={line} as="span" display="block" mt={i === 0 ? '0' : '1'} fontSize={i === 0 ? 'md' : undefined} color={i === 0 ? 'fg' : undefined} fontWeight={i === 0 ? 'medium' : undefined}>
              {line}
            </Box>
          ))}
          action={actions}
        />
      </Box>
    </Container>
  );
}

/** An address without a page: the 404 page, '您访问的页面不存在' with links to the main sections. */
export function NotFoundContent() {
  return (
    <StatusCard
      testId="page-missing"
      icon="compass"
      title={t.nav.missing.title}
      lines={[t.nav.missing.hint]}
      actions={
        <Wrap as="nav" aria-label={t.nav.missing.sections} gap="3" justify="center">
          {MAIN_SECTIONS.map((s, i) => (
            <Button key={s.to} asChild colorPalette="brand" variant={i === 0 ? 'solid' : 'outline'} size="md">
              <Link to={s.to}>{s.label}</Link>
            </Button>
          ))}
        </Wrap>
      }
    />
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
