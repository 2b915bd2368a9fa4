import { Box, Flex, Link } from '@chakra-ui/react';
import { Deferred } from '@portal/ui';
import { useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { SiteHeader } from './SiteHeader';
import { SiteBanner, SiteDialogGate, SiteFooter } from './SiteChrome';

/** A "skip to content" link for keyboard users, visible on focus. */
function SkipLink() {
  return (
    <Link
      href="#main"
      position="absolute"
      left="2"
      top="-12"
      zIndex="skipLink"
      bg="white"
      px="3"
      py="2"
      borderRadius="md"
      boxShadow="md"
      _focus={{ top: '2' }}
    >
      跳到主要内容
    </Link>
  );
}

/**
 * The page shell of every page but the login pages: header, banner, the page, footer and the
 * site-wide dialog. The banner is full height on 首页 and a lower band elsewhere. The footer and
 * the dialog come in the render after the page's first screen ({@link Deferred}).
 */
export function AppShell({ children }: { children: ReactNode }) {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const isHome = pathname.toLowerCase() === '/home';
  return (
    <Flex direction="column" minH="100vh">
      <SkipLink />
      <SiteHeader />
      <SiteBanner size={isHome ? 'lg' : 'sm'} />
      <Box as="main" id="main" flex="1" tabIndex={-1} outline="none">
        {children}
      </Box>
      <Deferred>
        <SiteFooter />
        <SiteDialogGate />
      </Deferred>
    </Flex>
  );
}
