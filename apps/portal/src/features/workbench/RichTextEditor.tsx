import { Box, HStack, IconButton, Separator } from '@chakra-ui/react';
import TextAlign from '@tiptap/extension-text-align';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import type { ReactNode } from 'react';
import * as t from '../../i18n/zh-CN';
import { proseCss } from '../notice';

export interface RichTextEditorProps {
  /** the starting HTML; the editor owns the text afterwards */
  initialHtml: string;
  onChange: (html: string) => void;
  /** the id of the element labelling the editor */
  labelledBy: string;
  invalid?: boolean;
}

type Tool = { key: string; label: string; icon: ReactNode; run: (e: Editor) => void; active?: (e: Editor) => boolean };

const glyph = (text: string, style?: Record<string, string>) => (
  <Box as="span" fontSize="sm" fontWeight="semibold" style={style} aria-hidden>
    {text}
  </Box>
);

/** Toolbar groups: marks, blocks, alignment, history. Only what RICH_TEXT_POLICY keeps. */
const TOOLS: Tool[][] = [
  [
    { key: 'bold', label: t.editor.bold, icon: glyph('B'), run: (e) => e.chain().focus().toggleBold().run(), active: (e) => e.isActive('bold') },
    { key: 'italic', label: t.editor.italic, icon: glyph('I', { fontStyle: 'italic' }), run: (e) => e.chain().focus().toggleItalic().run(), active: (e) => e.isActive('italic') },
    { key: 'underline', label: t.editor.underline, icon: glyph('U', { textDecoration: 'underline' }), run: (e) => e.chain().focus().toggleUnderline().run(), active: (e) => e.isActive('underline') },
  ],
  [
    { key: 'h2', label: t.editor.heading2, icon: glyph('H2'), run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(), active: (e) => e.isActive('heading', { level: 2 }) },
    { key: 'h3', label: t.editor.heading3, icon: glyph('H3'), run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(), active: (e) => e.isActive('heading', { level: 3 }) },
    { key: 'ul', label: t.editor.bulletList, icon: glyph('•≡'), run: (e) => e.chain().focus().toggleBulletList().run(), active: (e) => e.isActive('bulletList') },
    { key: 'ol', label: t.editor.orderedList, icon: glyph('1.'), run: (e) => e.chain().focus().toggleOrderedList().run(), active: (e) => e.isActive('orderedList') },
    { key: 'quote', label: t.editor.quote, icon: glyph('“'), run: (e) => e.chain().focus().toggleBlockquote().run(), active: (e) => e.isActive('blockquote') },
  ],
  [
    { key: 'left', label: t.editor.alignLeft, icon: glyph('⇤'), run: (e) => e.chain().focus().setTextAlign('left').run(), active: (e) => e.isActive({ textAlign: 'left' }) },
    { key: 'center', label: t.editor.alignCenter, icon: glyph('↔'), run: (e) => e.chain().focus().setTextAlign('center').run(), active: (e) => e.isActive({ textAlign: 'center' }) },
    { key: 'right', label: t.editor.alignRight, icon: glyph('⇥'), run: (e) => e.chain().focus().setTextAlign('right').run(), active: (e) => e.isActive({ textAlign: 'right' }) },
  ],
  [
    { key: 'undo', label: t.editor.undo, icon: glyph('↶'), run: (e) => e.chain().focus().undo().run() },
    { key: 'redo', label: t.editor.redo, icon: glyph('↷'), run: (e) => e.chain().focus().redo().run() },
  ],
];

function Toolbar({ editor }: { editor: Editor }) {
  const active = useEditorState({ editor, selector: ({ editor: e }) => TOOLS.flat().map((tool) => tool.active?.(e) ?? false) });
  let i = 0;
  return (
    <HStack role="toolbar" aria-label={t.editor.toolbar} gap="1" px="2" py="1.5" borderBottomWidth="1px" borderColor="border" bg="bg.subtle" wrap="wrap">
      {TOOLS.map((group, g) => (
        <HStack key={g} gap="0.5">
          {g > 0 && <Separator orientation="vertical" h="5" mx="1" />}
          {group.map((tool) => {
            const on = active[i++] ?? false;
            return (
              <IconButton
                key={tool.key}
                aria-label={tool.label}
                title={tool.label}
                aria-pressed={tool.active ? on : undefined}
                size="xs"
                variant={on ? 'subtle' : 'ghost'}
                colorPalette={on ? 'brand' : 'gray'}
                onMouseDown={(ev) => ev.preventDefault()}
                onClick={() => tool.run(editor)}
              >
                {tool.icon}
              </IconButton>
            );
          })}
        </HStack>
      ))}
    </HStack>
  );
}

/**
 * The rich-text editor of the staff pages (Tiptap): paragraphs, headings, bold, italic,
 * underline, lists, quotes, links and alignment, exactly what RICH_TEXT_POLICY keeps; the server
 * sanitises the HTML again before storing it. Text pasted from Word keeps only that.
 */
export function RichTextEditor({ initialHtml, onChange, labelledBy, invalid = false }: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ code: false, codeBlock: false, heading: { levels: [2, 3, 4] } }), TextAlign.configure({ types: ['heading', 'paragraph'] })],
    content: initialHtml,
    immediatelyRender: true,
    editorProps: { attributes: { 'aria-labelledby': labelledBy, 'aria-multiline': 'true', role: 'textbox', 'data-testid': 'rich-text' } },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });
  return (
    <Box borderWidth="1px" borderColor={invalid ? 'border.error' : 'border'} borderRadius="md" overflow="hidden" bg="white" _focusWithin={{ borderColor: 'brand.500', boxShadow: '0 0 0 1px var(--chakra-colors-brand-500)' }}>
      {editor && <Toolbar editor={editor} />}
      <Box css={{ ...proseCss, fontSize: 'md', '& .tiptap': { minH: '72', maxH: '60vh', overflowY: 'auto', px: '4', py: '3', outline: 'none' } }}>
        <EditorContent editor={editor} />
      </Box>
    </Box>
  );
}
