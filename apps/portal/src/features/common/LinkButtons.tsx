import { HStack, type StackProps } from '@chakra-ui/react';
import { ButtonLink } from './ButtonLink';

/** One button of {@link LinkButtons}: where it leads, its words, `solid` for the page's main door, `show` false to leave it out. */
export interface LinkButton {
  href: string;
  label: string;
  solid?: boolean;
  show?: boolean;
}

/** A row of small buttons that are links (a page's doors to the pages beside it), outlined in the brand colour; row props (data-testid) go to the row. */
export function LinkButtons({ links, ...row }: { links: readonly LinkButton[] } & StackProps) {
  return (
    <HStack gap="2" wrap="wrap" {...row}>
      {links
        .filter((l) => l.show !== false)
        .map((l) => (
          <ButtonLink key={l.href} href={l.href} size="sm" colorPalette="brand" variant={l.solid ? 'solid' : 'outline'}>
            {l.label}
          </ButtonLink>
        ))}
    </HStack>
  );
}
