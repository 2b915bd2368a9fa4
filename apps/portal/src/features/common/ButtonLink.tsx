import { Button, type ButtonProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useLinkProps } from '../layout';

export interface ButtonLinkProps extends Omit<ButtonProps, 'asChild' | 'children'> {
  /** the address it opens, with its query ('/sms-detail?id=3'); one on another site opens in a new tab */
  href: string;
  children: ReactNode;
}

/**
 * A link that looks like a button (issue 41: the one way to draw one): a real `<a href>` (a middle
 * click opens a new tab; the e2e walk follows it) that navigates inside the portal on a plain click.
 * Button props (size, variant, colorPalette, aria-label...) go to the button.
 */
export function ButtonLink({ href, children, ...button }: ButtonLinkProps) {
  const link = useLinkProps();
  return (
    <Button asChild {...button}>
      <a {...link(href)}>{children}</a>
    </Button>
  );
}
