import { Box, Container, Heading } from '@chakra-ui/react';
import { useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import * as t from '../../i18n/zh-CN';
import { PageCrumbs } from '../common';
import { useDocumentTitle } from '../layout';

/** A page of the personal centre inside the site shell: a narrow column of titled white cards. */
export function AccountPage({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  const inCentre = useRouterState({ select: (s) => s.location.pathname.toLowerCase() !== '/modifypassword' });
  return (
    <Container maxW="3xl" py={{ base: '5', md: '10' }} px={{ base: '3', md: '6' }}>
      <PageCrumbs items={inCentre ? [{ label: t.nav.profile, to: '/modifyPassword' }, { label: title }] : [{ label: title }]} />
      <Heading as="h1" fontSize={{ base: 'xl', md: '2xl' }} color="brand.900" mb={{ base: '4', md: '6' }}>
        {title}
      </Heading>
      {children}
    </Container>
  );
}

/** One titled card of {@link AccountPage}. */
export function AccountCard({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Box as="section" aria-label={title} bg="white" borderRadius="lg" boxShadow="xs" px={{ base: '4', md: '8' }} py={{ base: '5', md: '6' }} mb="5" data-testid={testId}>
      <Heading as="h2" fontSize="lg" mb="4" color="fg">
        {title}
      </Heading>
      {children}
    </Box>
  );
}
