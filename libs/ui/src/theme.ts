import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

/** Site title shown in the header, the banner fallback and the browser tab. */
export const SITE_TITLE = '人才就业服务平台';

/** Fonts that carry Chinese glyphs on Windows, macOS, Linux (Noto CJK) and phones. */
export const FONT_STACK =
  '"PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Noto Sans SC", "Source Han Sans SC", "WenQuanYi Micro Hei", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

/**
 * Theme of both apps: a government-portal blue (`brand`) with a red accent (`accent`, used
 * sparingly for badges and highlights), Chinese fonts, a light grey page background.
 * Use `colorPalette="brand"` on Chakra components.
 */
const config = defineConfig({
  globalCss: {
    'html, body': {
      fontFamily: FONT_STACK,
      bg: 'bg.page',
      color: 'fg',
    },
    body: { minHeight: '100vh' },
  },
  theme: {
    tokens: {
      fonts: {
        heading: { value: FONT_STACK },
        body: { value: FONT_STACK },
      },
      colors: {
        brand: {
          50: { value: '#eaf2fc' },
          100: { value: '#cfe0f7' },
          200: { value: '#a4c4ef' },
          300: { value: '#6f9fe2' },
          400: { value: '#3f7bd2' },
          500: { value: '#1f60bd' },
          600: { value: '#124ea3' },
          700: { value: '#0d3f86' },
          800: { value: '#0b336c' },
          900: { value: '#082651' },
          950: { value: '#051a38' },
        },
        accent: {
          50: { value: '#fdecec' },
          100: { value: '#f9d0d0' },
          200: { value: '#f2a3a3' },
          300: { value: '#e86f6f' },
          400: { value: '#dc4343' },
          500: { value: '#c8262a' },
          600: { value: '#a81e22' },
          700: { value: '#87181b' },
          800: { value: '#661215' },
          900: { value: '#450c0e' },
          950: { value: '#2b0709' },
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: '{colors.brand.600}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.500}' },
        },
        accent: {
          solid: { value: '{colors.accent.500}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.accent.600}' },
          muted: { value: '{colors.accent.100}' },
          subtle: { value: '{colors.accent.50}' },
          emphasized: { value: '{colors.accent.200}' },
          focusRing: { value: '{colors.accent.500}' },
        },
        bg: {
          page: { value: '#f3f5f9' },
        },
      },
    },
  },
});

/** The Chakra system of the portal and the bigscreen: `<ChakraProvider value={system}>`. */
export const system = createSystem(defaultConfig, config);
