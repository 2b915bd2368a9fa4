import { Box, Breadcrumb, Container, Flex, Heading, Stack } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { t } from '../../i18n/zh-CN';
import { useDocumentTitle } from '../layout';

export interface EntFrameProps {
  title: string;
  /** under the title, e.g. a count */
  subtitle?: ReactNode;
  /** buttons on the right of the title (under it on phones) */
  actions?: ReactNode;
  /** the parent page under 我的企业, when this page is below another one */
  parent?: { label: string; to: '/business' | '/Home' };
  children: ReactNode;
}

/** The frame of the enterprise pages: breadcrumb 首页 › 我的企业 › page, a white card with the title row, and the document title. */
export function EntFrame({ title, subtitle, actions, parent = { label: t.menu.myEnterprise, to: '/business' }, children }: EntFrameProps) {
  useDocumentTitle(title);
  return (
    <Container maxW="7xl" py={{ base: '4', md: '8' }} px={{ base: '3', md: '6' }}>
      <Breadcrumb.Root mb={{ base: '3', md: '5' }} size="sm">
        <Breadcrumb.List>
          <Breadcrumb.Item>
            <Breadcrumb.Link asChild>
              <Link to="/Home">{t.notice.breadcrumbHome}</Link>
            </Breadcrumb.Link>
          </Breadcrumb.Item>
          <Breadcrumb.Separator />
          {title !== parent.label && parent.to !== '/Home' && (
            <>
              <Breadcrumb.Item>
                <Breadcrumb.Link asChild>
                  <Link to={parent.to}>{parent.label}</Link>
                </Breadcrumb.Link>
              </Breadcrumb.Item>
              <Breadcrumb.Separator />
            </>
          )}
          <Breadcrumb.Item>
            <Breadcrumb.CurrentLink>{title}</Breadcrumb.CurrentLink>
          </Breadcrumb.Item>
        </Breadcrumb.List>
      </Breadcrumb.Root>
      <Box bg="white" borderRadius="lg" boxShadow="xs" px={{ base: '3', md: '7' }} py={{ base: '4', md: '6' }}>
        <Stack gap="4">
          <Flex justify="space-between" align={{ base: 'stretch', md: 'center' }} direction={{ base: 'column', md: 'row' }} gap="3" pb="4" borderBottomWidth="2px" borderColor="brand.600">
            <Stack gap="0">
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
