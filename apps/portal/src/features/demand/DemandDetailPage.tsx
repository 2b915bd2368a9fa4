import { Badge, Box, Button, Container, Flex, Heading, Image, Stack, Text } from '@chakra-ui/react';
import { DEMAND_STATUS_LABELS } from '@portal/api';
import { ErrorState, ListSkeleton, Note } from '@portal/ui';
import { useRouter } from '@tanstack/react-router';
import * as t from '../../i18n/zh-CN';
import { useDocumentTitle } from '../layout';
import { FactList, PageCrumbs, QueryState, SubSection } from '../common';
import { EntResponses, RespondBox } from '../demandResponse';
import { salaryText } from './JobRows';
import { qrCodeUrl, useDemandDetail } from './queries';

/** /entDemandDetail?id=N: one job with its enterprise, requirements, description, contact and a QR code to open it on a phone. */
export function DemandDetailPage({ id }: { id: number | undefined }) {
  const query = useDemandDetail(id);
  const router = useRouter();
  const d = query.data;
  useDocumentTitle(d?.postName ?? t.demand.detailTitle);
  if (id === undefined) return <ErrorState title={t.demand.detailMissing} message={t.common.badLink} />;
  return (
    <Container maxW="5xl" py={{ base: '4', md: '8' }} px={{ base: '3', md: '6' }}>
      <Flex justify="space-between" align="flex-start" gap="2">
        <PageCrumbs items={[{ label: t.demand.publicTitle, to: '/entDemandAll' }, { label: d?.postName ?? t.demand.detailTitle }]} />
        <Button size="sm" variant="ghost" flexShrink={0} onClick={() => router.history.back()}>
          {t.common.back}
        </Button>
      </Flex>
      <QueryState query={query} loading={<ListSkeleton rows={6} />} errorTitle={t.demand.detailMissing}>
        {(d) => (
          <Flex direction={{ base: 'column', md: 'row' }} gap="6" align="flex-start">
            <Stack flex="1" minW="0" gap="5" bg="white" borderRadius="lg" boxShadow="xs" p={{ base: '4', md: '7' }}>
              <Stack gap="2">
                <Flex justify="space-between" align="baseline" gap="3" wrap="wrap">
                  <Heading as="h1" fontSize={{ base: 'xl', md: '2xl' }} color="brand.800" data-testid="demand-title">
                    {d.postName}
                  </Heading>
                  <Text fontSize="xl" fontWeight="bold" color="accent.600">
                    {salaryText(d)}
                  </Text>
                </Flex>
                <Flex gap="2" wrap="wrap">
                  <Badge>{d.education}</Badge>
                  <Badge>{t.demand.headcount(d.headcount)}</Badge>
                  <Badge>{d.streetName}</Badge>
                  {d.status !== 'on' && <Badge colorPalette="orange">{DEMAND_STATUS_LABELS[d.status]}</Badge>}
                </Flex>
              </Stack>
              <SubSection title={t.demand.descriptionTitle} ruled={false} gap="2">
                <Text whiteSpace="pre-wrap" lineHeight="tall">
                  {d.description}
                </Text>
              </SubSection>
              <FactList
                size="sm"
                labelW="20"
                rows={[
                  [t.demand.fields.workAddress, d.workAddress],
                  [t.demand.fields.contactName, d.contactName],
                  [t.demand.fields.contactPhone, d.contactPhone],
                  [t.demand.published, d.publishedAt ?? '-'],
                ]}
              />
              {d.mine && <EntResponses demandId={d.id} />}
            </Stack>
            <Stack w={{ base: 'full', md: '72' }} gap="4" flexShrink={0}>
              <Box bg="white" borderRadius="lg" boxShadow="xs" p="5">
                <Text fontWeight="semibold" color="brand.800">
                  {d.entName}
                </Text>
                <Note mt="1">{d.industryName} · {d.streetName}</Note>
              </Box>
              {d.status === 'on' && <RespondBox demandId={d.id} />}
              {d.status === 'on' && (
                <Box bg="white" borderRadius="lg" boxShadow="xs" p="5" textAlign="center">
                  <Image src={qrCodeUrl(d.id)} alt={t.demand.qrAlt} w="40" h="40" mx="auto" data-testid="demand-qr" />
                  <Note mt="2">{t.demand.qrHint}</Note>
                </Box>
              )}
            </Stack>
          </Flex>
        )}
      </QueryState>
    </Container>
  );
}
