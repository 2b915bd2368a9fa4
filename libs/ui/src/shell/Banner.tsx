import { Box, Container, Heading, Text } from '@chakra-ui/react';
import { SITE_TITLE } from '../theme';

export interface BannerProps {
  /** banner image: a URL, a path or a data URL; empty or missing shows the drawn fallback */
  image?: string | null;
  title?: string;
  subtitle?: string;
  /** banner modes 3 and 4 (SPEC.md sections 2 and 9): 'N 人已申请' */
  appliedCount?: number | null;
  /** lg on the home page; sm (a lower band) on inner pages */
  size?: 'lg' | 'sm';
}

/**
 * The top banner under the header. With an image, the image covers the band (the title stays in
 * the markup for screen readers and shows over a soft shade); without one, a blue gradient with
 * the site title, in the manner of a government portal.
 */
export function Banner({ image, title = SITE_TITLE, subtitle = '服务企业 · 服务人才 · 服务发展', appliedCount, size = 'lg' }: BannerProps) {
  const hasImage = Boolean(image && image.trim());
  const small = size === 'sm';
  return (
    <Box
      as="section"
      aria-label="横幅"
      position="relative"
      overflow="hidden"
      h={small ? { base: '20', md: '28' } : { base: '32', md: '48', lg: '56' }}
      bgColor="brand.700"
      bgImage={
        hasImage
          ? `linear-gradient(90deg, rgba(8,38,81,0.55) 0%, rgba(8,38,81,0.15) 55%, rgba(8,38,81,0) 100%), url("${image!.replace(/"/g, '%22')}")`
          : 'radial-gradient(circle at 85% 20%, rgba(255,255,255,0.18) 0, rgba(255,255,255,0) 40%), radial-gradient(circle at 10% 110%, rgba(200,38,42,0.35) 0, rgba(200,38,42,0) 45%), linear-gradient(120deg, #0b336c 0%, #124ea3 55%, #1f60bd 100%)'
      }
      bgSize="cover"
      bgPos="center"
      bgRepeat="no-repeat"
      data-testid="banner"
      display={small ? { base: 'none', md: 'block' } : 'block'}
    >
      {!hasImage && (
        <Box position="absolute" inset="0" opacity={0.12} aria-hidden>
          <svg width="100%" height="100%" preserveAspectRatio="none" viewBox="0 0 1440 224">
            <path d="M0 170 C 240 120, 480 210, 720 160 S 1200 110, 1440 150 L1440 224 L0 224Z" fill="#fff" />
            <path d="M0 190 C 300 150, 600 220, 900 185 S 1300 150, 1440 175 L1440 224 L0 224Z" fill="#fff" />
          </svg>
        </Box>
      )}
      <Container maxW="7xl" h="full" px={{ base: '4', md: '6' }} position="relative">
        <Box h="full" display="flex" flexDirection="column" justifyContent="center" color="white" gap={{ base: '2', md: '4' }}>
          <Heading as="p" fontSize={small ? { base: 'xl', md: '3xl' } : { base: '2xl', md: '4xl', lg: '5xl' }} fontWeight="bold" letterSpacing="widest" lineHeight="1.2" textShadow="0 2px 8px rgba(0,0,0,0.35)">
            {title}
          </Heading>
          {!small && (
            <Text fontSize={{ base: 'sm', md: 'lg' }} letterSpacing="widest" opacity={0.92} textShadow="0 1px 4px rgba(0,0,0,0.3)">
              {subtitle}
            </Text>
          )}
          {appliedCount != null && (
            <Text fontSize={{ base: 'sm', md: 'md' }} mt="1" bg="whiteAlpha.200" alignSelf="flex-start" px="3" py="1" borderRadius="full">
              已有 <strong>{appliedCount.toLocaleString('zh-CN')}</strong> 人申请
            </Text>
          )}
        </Box>
      </Container>
    </Box>
  );
}
