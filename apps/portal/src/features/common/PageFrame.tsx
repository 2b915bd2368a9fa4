import { Box, Breadcrumb, Button, Container, Flex, Heading, Stack, type FlexProps, type HeadingProps } from '@chakra-ui/react';
import { Note } from '@portal/ui';
import { Link } from '@tanstack/react-router';
import { Fragment, type ReactNode } from 'react';
import * as t from '../../i18n/zh-CN';
import { useDocumentTitle } from '../layout';

/** A breadcrumb step: a label and, except for the current page, the path it leads to (search string allowed, e.g. '/sjgkDetail?id=3'). */
export interface Crumb {
  label: string;
  to?: string;
}

/**
 * The breadcrumb of a page: 首页 (a link to /Home), then `items` in order, separated by chevrons.
 * A step with `to` is a link; one without is the current page (aria-current="page").
 */
export function PageCrumbs({ items }: { items: Crumb[] }) {
  return (
    <Breadcrumb.Root mb={{ base: '3', md: '5' }} size="sm">
      <Breadcrumb.List>
        <Breadcrumb.Item>
          <Breadcrumb.Link asChild>
            <Link to="/Home">{t.common.home}</Link>
          </Breadcrumb.Link>
        </Breadcrumb.Item>
        {items.map((c) => (
          <Fragment key={c.label}>
            <Breadcrumb.Separator />
            <Breadcrumb.Item>
              {c.to ? (
                <Breadcrumb.Link asChild>
                  <Link to={c.to}>{c.label}</Link>
                </Breadcrumb.Link>
              ) : (
                <Breadcrumb.CurrentLink>{c.label}</Breadcrumb.CurrentLink>
              )}
            </Breadcrumb.Item>
          </Fragment>
        ))}
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}

export interface TitleBarProps extends Omit<FlexProps, 'title'> {
  /** the page's one h1 */
  title: ReactNode;
  /** under the title: a count, a status, an introduction; a text is shown small and muted */
  subtitle?: ReactNode;
  /** the test id of a text `subtitle` (e2e tests read a count by it) */
  subtitleTestId?: string;
  /** on the right of the title on a desktop, under it on a phone (below the md breakpoint): buttons, a search box */
  actions?: ReactNode;
  /** overrides for the heading (a test id, a smaller size for long names) */
  headingProps?: HeadingProps & { 'data-testid'?: string };
}

/** The title row of a page card: the h1 in the brand colour with an optional subtitle, the actions beside it, and the brand rule under both. Other props (mb, align) go to the row. */
export function TitleBar({ title, subtitle, subtitleTestId, actions, headingProps, ...row }: TitleBarProps) {
  return (
    <Flex direction={{ base: 'column', md: 'row' }} justify="space-between" align={{ base: 'stretch', md: 'center' }} gap="3" pb="4" borderBottomWidth="2px" borderColor="brand.600" {...row}>
      <Stack gap="1" minW="0">
        <Heading as="h1" fontSize={{ base: 'xl', md: '2xl' }} color="brand.800" {...headingProps}>
          {title}
        </Heading>
        {typeof subtitle === 'string' ? (
          <Note data-testid={subtitleTestId}>{subtitle}</Note>
        ) : (
          subtitle
        )}
      </Stack>
      {actions}
    </Flex>
  );
}

export interface PageShellProps {
  /** the breadcrumb steps after 首页, the current page last (without `to`) */
  crumbs: Crumb[];
  /** the widest the page gets: '5xl' or '6xl' for forms and details, '7xl' (default) for lists */
  maxW?: string;
  /** beside the card on a desktop, above it on a phone: a section menu */
  aside?: ReactNode;
  /** a reading page: more room around the text on a desktop */
  article?: boolean;
  children: ReactNode;
}

/** The outer frame of a page without a fixed title row: the breadcrumb and the white card, padded less on a phone. */
export function PageShell({ crumbs, maxW = '7xl', aside, article = false, children }: PageShellProps) {
  const card = (
    <Box flex="1" minW="0" bg="white" borderRadius="lg" boxShadow="xs" px={{ base: '4', md: article ? '12' : '7' }} py={{ base: article ? '5' : '4', md: article ? '10' : '6' }}>
      {children}
    </Box>
  );
  return (
    <Container maxW={maxW} py={{ base: '4', md: '8' }} px={{ base: '3', md: '6' }}>
      <PageCrumbs items={crumbs} />
      {aside ? (
        <Flex direction={{ base: 'column', md: 'row' }} gap={{ base: '3', md: '6' }} align="stretch">
          {aside}
          {card}
        </Flex>
      ) : (
        card
      )}
    </Container>
  );
}

export interface PageFrameProps extends Omit<PageShellProps, 'crumbs'>, Pick<TitleBarProps, 'subtitle' | 'subtitleTestId' | 'actions' | 'headingProps'> {
  /** the h1, the last breadcrumb step (unless `crumbs` says otherwise) and the browser tab's title */
  title: string;
  /** the breadcrumb steps after 首页; by default just the title */
  crumbs?: Crumb[];
}

/**
 * The frame of a portal page (DESIGN.md: one look for every page): breadcrumb from 首页, a white
 * card whose first row is the title bar with its actions, then `children` spaced evenly. Sets the
 * browser tab's title to `title`.
 */
export function PageFrame({ title, crumbs, subtitle, subtitleTestId, actions, headingProps, children, ...shell }: PageFrameProps) {
  useDocumentTitle(title);
  return (
    <PageShell crumbs={crumbs ?? [{ label: title }]} {...shell}>
      <Stack gap="4">
        <TitleBar title={title} subtitle={subtitle} subtitleTestId={subtitleTestId} actions={actions} headingProps={headingProps} />
        {children}
      </Stack>
    </PageShell>
  );
}

/** A reading page (a notice, a publication): the shell at 5xl with room around the text, and 返回 centred under it. */
export function ArticleFrame({ crumbs, onBack, children }: { crumbs: Crumb[]; onBack: () => void; children: ReactNode }) {
  return (
    <PageShell crumbs={crumbs} maxW="5xl" article>
      {children}
      <Flex justify="center" mt={{ base: '6', md: '10' }}>
        <Button variant="outline" colorPalette="brand" px="10" onClick={onBack}>
          {t.common.back}
        </Button>
      </Flex>
    </PageShell>
  );
}
