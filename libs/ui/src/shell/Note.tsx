import { Text, type TextProps } from '@chakra-ui/react';

/**
 * A secondary text of a page, list or dialog (an introduction, a count, a hint, what is missing):
 * small, in the muted colour. Other Text props pass through (as="span", mt, lineClamp, data-testid).
 */
export const Note = (props: TextProps) => <Text fontSize="sm" color="fg.muted" {...props} />;
