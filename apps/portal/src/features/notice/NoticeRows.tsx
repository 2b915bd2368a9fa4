import { Badge, Box, Flex, Link as ChakraLink, Text, chakra } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import * as t from '../../i18n/zh-CN';
import { dateOf, type NoticeItem } from './queries';

/**
 * Notice rows: each row is one link (title, department, date) to /noticeDetail?id=N, with
 * data-testid="notice-row". On phones the department and date go under the title. For a
 * logged-in user, rows waiting unread in the messages carry 未读 and opened rows are greyed.
 */
export function NoticeRows({ items, compact = false }: { items: NoticeItem[]; compact?: boolean }) {
  return (
    <chakra.ul listStyleType="none" m="0" p="0">
      {items.map((n) => (
        <Box as="li" key={n.id} borderBottomWidth="1px" borderColor="border.muted" _last={{ borderBottomWidth: compact ? '0' : '1px' }}>
          <ChakraLink
            asChild
            data-testid="notice-row"
            display="flex"
            flexDirection={{ base: 'column', sm: 'row' }}
            alignItems={{ base: 'stretch', sm: 'center' }}
            gap={{ base: '1', sm: '4' }}
            py={compact ? '2.5' : '3.5'}
            px={compact ? '0' : '2'}
            color="fg"
            borderRadius="sm"
            transition="background 0.15s"
            _hover={{ bg: compact ? undefined : 'brand.subtle', color: 'brand.fg', textDecoration: 'none' }}
            _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '1px' }}
          >
            <Link to="/noticeDetail" search={{ id: n.id }}>
            <Flex flex="1" minW="0" align="baseline" gap="2">
              <Box as="span" aria-hidden flexShrink={0} w="1.5" h="1.5" borderRadius="full" bg="brand.500" transform="translateY(-3px)" />
              <Text as="span" flex="1" minW="0" fontSize={compact ? 'sm' : 'md'} lineClamp={compact ? { base: 2, sm: 1 } : 2} color={n.read && !n.unread ? 'fg.muted' : undefined} data-testid="notice-title">
                {n.title}
              </Text>
              {n.unread && (
                <Badge colorPalette="red" variant="subtle" size="sm" flexShrink={0} data-testid="notice-unread">
                  {t.notice.unread}
                </Badge>
              )}
            </Flex>
            <Flex gap="4" flexShrink={0} fontSize="sm" color="fg.muted" pl={{ base: '3.5', sm: '0' }}>
              {!compact && (
                <Text as="span" maxW={{ sm: '44', md: '56' }} truncate data-testid="notice-dept">
                  {n.deptName}
                </Text>
              )}
              <chakra.time dateTime={dateOf(n.publishTime)} fontVariantNumeric="tabular-nums" data-testid="notice-date">
                {dateOf(n.publishTime)}
              </chakra.time>
            </Flex>
            </Link>
          </ChakraLink>
        </Box>
      ))}
    </chakra.ul>
  );
}
