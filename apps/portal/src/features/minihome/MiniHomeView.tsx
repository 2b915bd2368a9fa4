import { Badge, Box, Container, Flex, Grid, Heading, HStack, Image, LinkBox, LinkOverlay, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ProductItem, TinyHome } from '@portal/api';
import { EmptyState, Note } from '@portal/ui';
import { displayOrDash } from '@portal/validators';
import { Link } from '@tanstack/react-router';
import { useMemo, type ReactNode } from 'react';
import * as t from '../../i18n/zh-CN';
import { JobRows } from '../demand';
import { fileUrl } from '../files';
import { proseCss, sanitizeNoticeHtml } from '../notice';
import { FactList, PageCrumbs, SubSection } from '../common';

/** A titled block of a micro-homepage or a product's page: a white card under its heading (SubSection props). */
export const CARD = { as: 'section', ruled: false, bg: 'white', borderRadius: 'lg', boxShadow: 'xs', px: { base: '4', md: '6' }, py: { base: '4', md: '5' } } as const;

/** The labels of an HR product (招聘, 培训...) as small badges. */
export const LabelBadges = ({ labels }: { labels: readonly string[] }) => (
  <>
    {labels.map((l) => (
      <Badge key={l} size="sm" colorPalette="brand" variant="surface">
        {l}
      </Badge>
    ))}
  </>
);

/** Cards of HR products, each a link to /miniHomedetail?id=N. */
export function ProductCards({ items }: { items: ProductItem[] }) {
  return (
    <SimpleGrid as="ul" listStyleType="none" m="0" p="0" columns={{ base: 1, md: 2 }} gap="3">
      {items.map((p) => (
        <LinkBox as="li" key={p.id} borderWidth="1px" borderRadius="md" p="3.5" _hover={{ borderColor: 'brand.400', bg: 'brand.subtle' }} transition="all 0.15s" data-testid="product-card">
          <LinkOverlay asChild>
            <Link to="/miniHomedetail" search={{ id: p.id }}>
              <Text fontWeight="semibold" color="brand.800">
                {p.name}
              </Text>
            </Link>
          </LinkOverlay>
          <Note lineClamp={2} mt="1">{p.summary}</Note>
          <HStack mt="2" gap="1.5" wrap="wrap">
            <LabelBadges labels={p.labels} />
            <Text fontSize="xs" color="accent.600" ms="auto" fontWeight="medium">
              {p.price}
            </Text>
          </HStack>
        </LinkBox>
      ))}
    </SimpleGrid>
  );
}

export interface MiniHomeViewProps {
  home: TinyHome;
  /** 'phone': one column, pictures in a swipeable strip (/minihome); 'pc': two columns on wide screens (/miniHomePc) */
  layout: 'phone' | 'pc';
  /** buttons in the banner (the owner's 编辑 and 公告) */
  actions?: ReactNode;
  /** pictures not yet public (just uploaded in the editor): their local preview addresses by file id */
  previews?: Map<number, string>;
}

/**
 * An enterprise's micro-homepage (SPEC.md section 2: /minihome, /miniHomePc): the banner with
 * its name, street, industry and notice; its pictures; the introduction (rich text, sanitised
 * again in the browser); its open jobs; its HR products; and how to reach it. One component for
 * both pages: `layout` only changes the arrangement.
 */
export function MiniHomeView({ home, layout, actions, previews }: MiniHomeViewProps) {
  const html = useMemo(() => sanitizeNoticeHtml(home.description), [home.description]);
  const M = t.mini;
  const wide = layout === 'pc';
  const intro = (
    <SubSection {...CARD} title={M.intro} testId="minihome-intro">
      {html ? <Box css={{ ...proseCss, fontSize: 'md' }} dangerouslySetInnerHTML={{ __html: html }} data-testid="minihome-description" /> : <EmptyState compact title={M.noIntro} />}
    </SubSection>
  );
  const jobs = (
    <SubSection {...CARD} title={M.jobs} testId="minihome-jobs" subtitle={M.jobCount(home.jobCount.posts, home.jobCount.headcount)}>
      {home.jobs.length ? <JobRows items={home.jobs} /> : <EmptyState compact title={M.noJobs} />}
    </SubSection>
  );
  const products = home.products.length > 0 && (
    <SubSection {...CARD} title={M.products} testId="minihome-products">
      <ProductCards items={home.products} />
    </SubSection>
  );
  const contact = (
    <SubSection {...CARD} title={M.contact}>
      {!home.contactName && !home.contactPhone && !home.address ? (
        <Note>{M.noContact}</Note>
      ) : (
        <FactList
          size="sm"
          gap="2"
          labelW="16"
          rows={[
            [t.common.contact, displayOrDash(home.contactName)],
            [t.common.contactPhone, displayOrDash(home.contactPhone)],
            [t.common.address, displayOrDash(home.address)],
          ]}
        />
      )}
    </SubSection>
  );
  const src = (id: number) => previews?.get(id) ?? fileUrl(id);
  return (
    <Container maxW={wide ? '7xl' : '3xl'} py={{ base: '3', md: '6' }} px={{ base: '3', md: '6' }}>
      <PageCrumbs items={[{ label: t.menu.miniHome, to: '/organList' }, { label: home.entName }]} />
      <Stack gap={{ base: '3', md: '4' }}>
        <Box borderRadius="lg" px={{ base: '4', md: '8' }} py={{ base: '5', md: '8' }} color="white" bgGradient="to-br" gradientFrom="brand.800" gradientTo="brand.500" data-testid="minihome-banner">
          <Flex justify="space-between" gap="4" direction={{ base: 'column', md: 'row' }} align={{ base: 'stretch', md: 'flex-end' }}>
            <Stack gap="2" minW="0">
              <Heading as="h1" fontSize={{ base: 'xl', md: '3xl' }} lineHeight="1.3" data-testid="minihome-name">
                {home.entName}
              </Heading>
              <HStack gap="2" wrap="wrap">
                <Badge variant="solid" bg="whiteAlpha.300" color="white">
                  {home.streetName}
                </Badge>
                <Badge variant="solid" bg="whiteAlpha.300" color="white">
                  {home.industryName}
                </Badge>
                {home.hrInstitution && (
                  <Badge variant="solid" bg="accent.500" color="white">
                    {M.hrInstitution}
                  </Badge>
                )}
              </HStack>
              {home.remark && (
                <Text fontSize={{ base: 'sm', md: 'md' }} bg="whiteAlpha.200" borderRadius="md" px="3" py="1.5" alignSelf="flex-start" data-testid="minihome-remark">
                  {M.remarkPrefix}
                  {home.remark}
                </Text>
              )}
            </Stack>
            {actions && (
              <HStack gap="2" flexShrink={0} wrap="wrap">
                {actions}
              </HStack>
            )}
          </Flex>
        </Box>
        {home.images.length > 0 &&
          (wide ? (
            <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="3" data-testid="minihome-images">
              {home.images.map((img) => (
                <Image key={img.id} src={src(img.id)} alt={img.name} aspectRatio={4 / 3} objectFit="cover" borderRadius="lg" w="full" bg="bg.muted" />
              ))}
            </SimpleGrid>
          ) : (
            <HStack gap="3" overflowX="auto" tabIndex={0} pb="1" css={{ scrollSnapType: 'x mandatory' }} data-testid="minihome-images">
              {home.images.map((img) => (
                <Image key={img.id} src={src(img.id)} alt={img.name} aspectRatio={4 / 3} objectFit="cover" borderRadius="lg" w={{ base: '80%', md: '60%' }} flexShrink={0} bg="bg.muted" css={{ scrollSnapAlign: 'start' }} />
              ))}
            </HStack>
          ))}
        {wide ? (
          <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="4" alignItems="start">
            <Stack gap="4" minW="0">
              {intro}
              {products}
            </Stack>
            <Stack gap="4" minW="0">
              {contact}
              {jobs}
            </Stack>
          </Grid>
        ) : (
          <>
            {intro}
            {jobs}
            {products}
            {contact}
          </>
        )}
        {home.updatedAt && (
          <Text fontSize="xs" color="fg.muted" textAlign="right">
            {M.updatedAt(home.updatedAt.slice(0, 10))}
          </Text>
        )}
      </Stack>
    </Container>
  );
}
