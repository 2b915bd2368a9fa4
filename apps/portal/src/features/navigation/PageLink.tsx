import { Link as ChakraLink, Text, type LinkProps } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import * as t from '../../i18n/zh-CN';
import { useMayOpen } from './guard';
import { pageOf } from './pages';

/**
 * A link to the navigation table's page `to` (with `search`) for a reader the page admits (or a
 * visitor, whom the guard asks to log in); for a logged-in reader the page refuses, `children` as
 * plain text with who may open the page ('仅限科技局…的工作人员查看', the table's `need`), never a
 * link that can only end on 暂无权限 (SPEC.md section 6; issue 46). Use it wherever a page links
 * across departments.
 * @throws Error when `to` is not in the navigation table (a programming error)
 */
export function PageLink({ to, search, children, testId, ...style }: { to: string; search?: Record<string, unknown>; children: ReactNode; testId?: string } & Omit<LinkProps, 'href' | 'children'>) {
  const open = useMayOpen(to);
  if (!open) {
    const access = pageOf(to)!.access;
    return (
      <Text as="span" data-testid={testId}>
        {children}
        {access.kind === 'user' && (
          <Text as="span" display="block" fontSize="xs" color="fg.muted">
            {t.nav.onlyFor(access.need)}
          </Text>
        )}
      </Text>
    );
  }
  return (
    <ChakraLink asChild color="brand.700" {...style}>
      <Link to={to} search={search ?? {}} data-testid={testId}>
        {children}
      </Link>
    </ChakraLink>
  );
}
