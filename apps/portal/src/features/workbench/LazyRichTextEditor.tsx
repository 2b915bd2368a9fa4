import { Box } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import type { RichTextEditorProps } from './RichTextEditor';

const Editor = lazy(() => import('./RichTextEditor').then((m) => ({ default: m.RichTextEditor })));

/**
 * {@link RichTextEditor} loaded with its first use, Tiptap in a chunk of its own (about 120 KiB
 * gzipped): the page and its other fields draw first (issue 45). Meanwhile a box of the editor's
 * size (its toolbar and its 18rem of text) stands in its place.
 */
export function LazyRichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<Box borderWidth="1px" borderColor="border" borderRadius="md" bg="white" minH="calc(18rem + 2.75rem)" aria-busy="true" />}>
      <Editor {...props} />
    </Suspense>
  );
}
