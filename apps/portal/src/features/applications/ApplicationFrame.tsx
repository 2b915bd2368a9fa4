import { Box, Container, Flex, Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../layout';
import { PageCrumbs, type Crumb } from '../listing';

export interface ApplicationFrameProps {
  title: string;
  crumbs: Crumb[];
  /** under the title: a number, a status */
  subtitle?: ReactNode;
  /** buttons on the right of the title (under it on phones) */
  actions?: ReactNode;
  /** 5xl for forms and details, 7xl for lists */
  maxW?: string;
  children: ReactNode;
}

/** The frame of the application pages: breadcrumb from 首页, a white card with the title row, and the document title. */
export function ApplicationFrame({ title, crumbs, subtitle, actions, maxW = '6xl', children }: ApplicationFrameProps) {
  useDocumentTitle(title);
  return (
    <Container maxW={maxW} py={{ base: '4', md: '8' }} px={{ base: '3', md: '6' }}>
      <PageCrumbs items={crumbs} />
      <Box bg="white" borderRadius="lg" boxShadow="xs" px={{ base: '3', md: '7' }} py={{ base: '4', md: '6' }}>
        <Stack gap="5">
          <Flex justify="space-between" align={{ base: 'stretch', md: 'center' }} direction={{ base: 'column', md: 'row' }} gap="3" pb="4" borderBottomWidth="2px" borderColor="brand.600">
            <Stack gap="1">
              <Heading as="h1" fontSize={{ base: 'xl', md: '2xl' }} color="brand.800">
                {title}
              </Heading>
              {subtitle}
            </Stack>
            {actions}
          </Flex>
          {children}
        </Stack>
      </Box>
    </Container>
  );
}
