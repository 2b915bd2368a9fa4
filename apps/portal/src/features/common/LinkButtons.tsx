import { Button, HStack, type StackProps } from '@chakra-ui/react';
import { useLinkProps } from '../layout';

/** One button of {@link LinkButtons}: where it leads, its words, `solid` for the page's main door, `show` false to leave it out. */
export interface LinkButton {
  href: string;
  label: string;
  solid?: boolean;
  show?: boolean;
}

/** A row of small buttons that are links (a page's doors to the pages beside it), outlined in the brand colour; row props (data-testid) go to the row. */
export function LinkButtons({ links, ...row }: { links: readonly LinkButton[] } & StackProps) {
  const linkProps = useLinkProps();
  return (
    <HStack gap="2" wrap="wrap" {...row}>
      {links
        .filter((l) => l.show !== false)
        .map((l) => (
          <Button key={l.href} asChild size="sm" colorPalette="brand" variant={l.solid ? 'solid' : 'outline'}>
            <a {...linkProps(l.href)}>{l.label}</a>
          </Button>
        ))}
    </HStack>
  );
}
