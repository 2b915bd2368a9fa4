import { Box, HStack, chakra } from '@chakra-ui/react';
import { useLinkProps } from '../layout';

/** One tab of {@link LinkTabs}: its key, label and the address it opens. */
export interface LinkTab {
  key: string;
  label: string;
  href: string;
}

/**
 * Tabs that are real links (a middle click opens a new tab; the e2e walk follows them): a row
 * under the title that scrolls sideways on a phone, keeping the current tab (`aria-current="page"`)
 * in view. Used where sibling pages or registers share one page (the content managers, the
 * labour-relations ledgers).
 */
export function LinkTabs({ tabs, current, label }: { tabs: readonly LinkTab[]; current: string; label: string }) {
  const link = useLinkProps();
  return (
    <HStack as="nav" aria-label={label} gap="0" borderBottomWidth="1px" borderColor="border.muted" overflowX="auto">
      {tabs.map((tab) => {
        const active = tab.key === current;
        return (
          <chakra.a
            key={tab.key}
            {...link(tab.href)}
            aria-current={active ? 'page' : undefined}
            ref={active ? (el: HTMLAnchorElement | null) => el?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' }) : undefined}
          >
            <Box px={{ base: '3', md: '4' }} py="2" whiteSpace="nowrap" fontSize="sm" fontWeight={active ? 'semibold' : 'normal'} color={active ? 'brand.fg' : 'fg.muted'} borderBottomWidth="3px" borderColor={active ? 'brand.600' : 'transparent'} mb="-1px">
              {tab.label}
            </Box>
          </chakra.a>
        );
      })}
    </HStack>
  );
}
