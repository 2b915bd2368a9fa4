import { Box, Container, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Note, SiteEmblem } from '@portal/ui';
import type { ReactNode } from 'react';
import * as t from '../../i18n/zh-CN';
import { ButtonLink } from '../common';
import { ElderControls } from '../elder';
import { SiteFooter, useDocumentTitle, useSiteTitle } from '../layout';

/**
 * The frame of the login and account pages (no site header): the bureau's backdrop, the site's
 * name, and a white card with the page's title. `wide` cards (registration, settle-in) put the
 * name above the card instead of beside it. The card's top right holds the 长者模式 switch (issue 19).
 */
export function AuthLayout({ title, intro, top, children, wide = false }: { title: string; intro?: ReactNode; top?: ReactNode; children: ReactNode; wide?: boolean }) {
  useDocumentTitle(title);
  const site = useSiteTitle();
  return (
    <Flex direction="column" minH="100vh">
      <Box
        as="main"
        id="main"
        flex="1"
        bgColor="brand.800"
        bgImage="radial-gradient(circle at 80% 10%, rgba(255,255,255,0.14) 0, rgba(255,255,255,0) 45%), radial-gradient(circle at 0% 100%, rgba(200,38,42,0.35) 0, rgba(200,38,42,0) 40%), linear-gradient(135deg, #082651 0%, #0d3f86 50%, #1f60bd 100%)"
        py={{ base: '6', md: wide ? '10' : '16' }}
      >
        <Container maxW="6xl" px={{ base: '3', md: '6' }}>
          <Flex direction={{ base: 'column', lg: wide ? 'column' : 'row' }} align="center" justify="space-between" gap={{ base: '6', lg: wide ? '6' : '12' }}>
            <Stack color="white" gap={{ base: '2', md: '4' }} align={{ base: 'center', lg: wide ? 'center' : 'flex-start' }} textAlign={{ base: 'center', lg: wide ? 'center' : 'left' }} flex="1" w={{ base: 'full', lg: wide ? 'full' : 'auto' }}>
              <HStack gap="3">
                <Box bg="white" borderRadius="14px" p="1">
                  <SiteEmblem size={44} />
                </Box>
                <Text fontSize={{ base: 'sm', md: 'md' }} opacity={0.9} letterSpacing="wider">
                  {site.bureau}
                </Text>
              </HStack>
              <Heading as="p" fontSize={{ base: '3xl', md: wide ? '4xl' : '5xl' }} fontWeight="bold" letterSpacing="widest" textShadow="0 2px 10px rgba(0,0,0,0.3)">
                {site.title}
              </Heading>
              {!wide && (
                <Text fontSize={{ base: 'sm', md: 'lg' }} opacity={0.85} letterSpacing="wider" display={{ base: 'none', md: 'block' }}>
                  服务企业 · 服务人才 · 服务发展
                </Text>
              )}
            </Stack>
            <Box bg="white" borderRadius="xl" boxShadow="2xl" w="full" maxW={wide ? '2xl' : 'md'} px={{ base: '5', md: '8' }} py={{ base: '6', md: '8' }}>
              <Flex justify="flex-end" mb="2">
                <ElderControls />
              </Flex>
              {top}
              <Heading as="h1" fontSize="xl" color="brand.900" mb="1">
                {title}
              </Heading>
              {intro && (
                <Note mb="5">{intro}</Note>
              )}
              {children}
            </Box>
          </Flex>
        </Container>
      </Box>
      <SiteFooter />
    </Flex>
  );
}

/**
 * The card an account-setup page (bind phone, first login) shows when its step does not apply:
 * `text` and a button to /Home for a logged-in user, or to the login page `loginTo` for a visitor.
 */
export function AuthStepNotNeeded({ title, text, loggedIn, loginTo }: { title: string; text: string; loggedIn: boolean; loginTo: '/' | '/login2' }) {
  return (
    <AuthLayout title={title}>
      <Stack gap="4">
        <Text>{text}</Text>
        <ButtonLink href={loggedIn ? '/Home' : loginTo} colorPalette="brand">
          {loggedIn ? t.account.enterHome : t.account.toLogin}
        </ButtonLink>
      </Stack>
    </AuthLayout>
  );
}
