import { Box } from '@chakra-ui/react';
import { lazyComponent } from '@portal/ui';

/**
 * {@link RichTextEditor} loaded with its first use, Tiptap in a chunk of its own (about 120 KiB
 * gzipped): the page and its other fields draw first (issue 45). Meanwhile a box of the editor's
 * size (its toolbar and its 18rem of text) stands in its place.
 */
export const LazyRichTextEditor = lazyComponent(
  () => import('./RichTextEditor').then((m) => m.RichTextEditor),
  () => <Box borderWidth="1px" borderColor="border" borderRadius="md" bg="white" minH="calc(18rem + 2.75rem)" aria-busy="true" />,
);
