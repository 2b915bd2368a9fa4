import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breadcrumbSlotRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  emptyStateSlotRecipe,
  fieldsetSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  statSlotRecipe,
  stepsSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  timelineSlotRecipe,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

/** Site title shown in the header, the banner fallback and the browser tab. */
export const SITE_TITLE = '人才就业服务平台';

/** Fonts that carry Chinese glyphs on Windows, macOS, Linux (Noto CJK) and phones. */
export const FONT_STACK =
  '"PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Noto Sans SC", "Source Han Sans SC", "WenQuanYi Micro Hei", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

/**
 * Elder mode (长者模式, issue 19): the styles under `html[data-elder="on"]` (the portal sets the
 * attribute from its header switch). Text: the font-size tokens redefined so body sizes (xs, sm,
 * md) are at least 18 px and the heading sizes (lg and up) 1.3 times their usual value; text
 * without a size of its own inherits 20 px. Touch targets: buttons, tabs, menu items, inputs,
 * selects and navigation links at least 44 px high. Palette: near-black body text (#111, 18.9:1
 * on white), muted text #333 (12.6:1) and the light greys used for text (gray.400-600) darkened to
 * at least 7:1; borders of inputs darker (3:1 as WCAG 1.4.11 asks). Text clamped to a line or
 * two is shown whole in the main content. Motion: animations and
 * transitions stopped (no auto-moving content). The token variables carry !important: Chakra
 * declares tokens in its `tokens` cascade layer, which comes after the `base` layer of globalCss.
 */
export const ELDER_CSS = {
  'html[data-elder="on"]': {
    '--chakra-font-sizes-2xs': '1.125rem !important',
    '--chakra-font-sizes-xs': '1.125rem !important',
    '--chakra-font-sizes-sm': '1.125rem !important',
    '--chakra-font-sizes-md': '1.25rem !important',
    '--chakra-font-sizes-lg': '1.4625rem !important',
    '--chakra-font-sizes-xl': '1.625rem !important',
    '--chakra-font-sizes-2xl': '1.95rem !important',
    '--chakra-font-sizes-3xl': '2.4375rem !important',
    '--chakra-font-sizes-4xl': '2.925rem !important',
    '--chakra-font-sizes-5xl': '3.9rem !important',
    '--chakra-font-sizes-6xl': '4.875rem !important',
    '--chakra-colors-fg': '#111111 !important',
    '--chakra-colors-fg-muted': '#333333 !important',
    '--chakra-colors-fg-subtle': '#3f3f46 !important',
    '--chakra-colors-gray-400': '#52525b !important',
    '--chakra-colors-gray-500': '#3f3f46 !important',
    '--chakra-colors-gray-600': '#333333 !important',
    '--chakra-colors-border': '#767676 !important',
  },
  'html[data-elder="on"] body': { fontSize: '1.25rem', lineHeight: '1.7' },
  'html[data-elder="on"] :is(button, [role="button"], [role="tab"], [role="menuitem"], select, input:not([type="checkbox"]):not([type="radio"]), nav a)': {
    minHeight: '44px',
  },
  // clamped lines (lineClamp) shown whole: an older reader gets the full service name and description
  'html[data-elder="on"] main *': { WebkitLineClamp: 'unset !important' },
  'html[data-elder="on"] *, html[data-elder="on"] *::before, html[data-elder="on"] *::after': {
    animationDuration: '0.01ms !important',
    animationIterationCount: '1 !important',
    transitionDuration: '0.01ms !important',
    scrollBehavior: 'auto !important',
  },
} as const;

/**
 * Chakra's default theme with only the recipes of the components the apps use (Chakra's guide
 * "Bundle Optimization"): its other 40 recipes were 11.5 KiB of gzipped JavaScript on every page.
 * Chakra's `defaultThemeConfig` is listed here part by part because spreading it would still
 * reference, and so bundle, every recipe it holds.
 * A component whose recipe is missing renders unstyled: theme.test.ts finds every Chakra component
 * the sources import and fails when its recipe (or that of a component it renders) is not here.
 */
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      code: codeRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      radiomark: radiomarkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      breadcrumb: breadcrumbSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      dataList: dataListSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      emptyState: emptyStateSlotRecipe,
      field: fieldSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      progress: progressSlotRecipe,
      radioGroup: radioGroupSlotRecipe,
      stat: statSlotRecipe,
      steps: stepsSlotRecipe,
      table: tableSlotRecipe,
      tabs: tabsSlotRecipe,
      timeline: timelineSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

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
    ...ELDER_CSS,
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
        // field error texts (12 px) on white at 4.5:1 at least: Chakra's red.500 gives 3.8:1, red.700 6.5:1
        fg: {
          error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.400}' } },
        },
        // solid fills under white text at 4.5:1 at least (WCAG 1.4.3; axe color-contrast, issue 19):
        // Chakra's 600 shades of these palettes give 3.3-4.5:1 with white, their 700 shades 5-7:1
        green: { solid: { value: '{colors.green.700}' } },
        orange: { solid: { value: '{colors.orange.700}' } },
        teal: { solid: { value: '{colors.teal.700}' } },
        cyan: { solid: { value: '{colors.cyan.700}' } },
        pink: { solid: { value: '{colors.pink.700}' } },
      },
    },
  },
});

/** The Chakra system of the portal and the bigscreen: `<ChakraProvider value={system}>`. */
export const system = createSystem(defaultBaseConfig, chakraTheme, config);
