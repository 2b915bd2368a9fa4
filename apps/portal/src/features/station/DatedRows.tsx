import { Flex, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Note } from '@portal/ui';
import type { ReactNode } from 'react';
import { dateOf } from '../notice';
import { useLinkProps } from '../layout';

/**
 * The newest items of a list as rows (the home page's 最新发布, the station's articles): each its
 * tag, its title linking to where it is read (`href`, the whole title in two lines on a phone),
 * and its publication date. `testId` names each title's link.
 */
export function DatedRows<R extends { id: number; title: string; publishTime: string }>({ items, tag, href, testId }: { items: readonly R[]; tag: (r: R) => ReactNode; href: (r: R) => string; testId?: string }) {
  const link = useLinkProps();
  return (
    <Stack as="ul" gap="0" listStyleType="none" m="0" p="0">
      {items.map((r) => (
        <Flex as="li" key={r.id} gap="2" align="center" py="2" borderBottomWidth="1px" borderColor="border.muted" _last={{ borderBottomWidth: 0 }}>
          {tag(r)}
          <ChakraLink {...link(href(r))} flex="1" minW="0" fontSize="sm" color="fg" _hover={{ color: 'brand.fg' }} data-testid={testId}>
            <Text as="span" lineClamp={{ base: 2, md: 1 }}>
              {r.title}
            </Text>
          </ChakraLink>
          <Note flexShrink={0} fontVariantNumeric="tabular-nums">{dateOf(r.publishTime)}</Note>
        </Flex>
      ))}
    </Stack>
  );
}
