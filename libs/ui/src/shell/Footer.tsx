import { Box, Container, Flex, HStack, Link, Separator, Skeleton, Stack, Text } from '@chakra-ui/react';
import { SITE_TITLE } from '../theme';

export interface FooterLink {
  name: string;
  link: string;
}

export interface FooterProps {
  /** today's and total visits; undefined while loading, null when unavailable */
  visits?: { today: number; total: number } | null;
  /** friendly links; at most 5 are shown (SPEC.md section 9) */
  links?: FooterLink[];
  copyright?: string;
  filingNumber?: string;
}

const MAX_LINKS = 5;

function VisitCount({ label, value, testId }: { label: string; value: number | undefined | null; testId: string }) {
  return (
    <HStack gap="1">
      <Text as="span">{label}：</Text>
      {value === undefined ? (
        <Skeleton h="4" w="12" display="inline-block" />
      ) : (
        <Text as="span" fontWeight="semibold" color="white" data-testid={testId}>
          {value === null ? '-' : value.toLocaleString('zh-CN')}
        </Text>
      )}
    </HStack>
  );
}

/** The site footer (SPEC.md section 1): friendly links, visit counts, copyright and filing number. */
export function Footer({ visits, links = [], copyright, filingNumber }: FooterProps) {
  const shown = links.slice(0, MAX_LINKS);
  return (
    <Box as="footer" bg="brand.900" color="whiteAlpha.800" fontSize="sm" mt="auto">
      <Container maxW="7xl" px={{ base: '4', md: '6' }} py={{ base: '6', md: '8' }}>
        <Stack gap="5">
          {shown.length > 0 && (
            <Flex as="nav" aria-label="友情链接" wrap="wrap" align="center" gap={{ base: '2', md: '3' }}>
              <Text fontWeight="semibold" color="white" mr="2">
                友情链接
              </Text>
              {shown.map((l) => (
                <Link
                  key={`${l.name}-${l.link}`}
                  href={l.link}
                  target="_blank"
                  rel="noopener noreferrer"
                  color="whiteAlpha.800"
                  px="3"
                  py="1"
                  borderWidth="1px"
                  borderColor="whiteAlpha.300"
                  borderRadius="sm"
                  _hover={{ color: 'white', borderColor: 'whiteAlpha.600', textDecoration: 'none' }}
                >
                  {l.name}
                </Link>
              ))}
            </Flex>
          )}
          <Separator borderColor="whiteAlpha.200" />
          <Flex direction={{ base: 'column', md: 'row' }} justify="space-between" gap="3">
            <Stack gap="1">
              <Text>{copyright || `© ${SITE_TITLE}`}</Text>
              {filingNumber && (
                <Link href="https://beian.miit.gov.cn/" target="_blank" rel="noopener noreferrer" color="whiteAlpha.800" _hover={{ color: 'white' }}>
                  {filingNumber}
                </Link>
              )}
            </Stack>
            <HStack gap="6" role="group" aria-label="访问量" wrap="wrap">
              <VisitCount label="今日访问量" value={visits === null ? null : visits?.today} testId="visits-today" />
              <VisitCount label="累计访问量" value={visits === null ? null : visits?.total} testId="visits-total" />
            </HStack>
          </Flex>
        </Stack>
      </Container>
    </Box>
  );
}
