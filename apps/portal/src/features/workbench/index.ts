/** What other features may import from workbench (docs/architecture.md, "Boundaries"); everything else is private to it. */
export { StatusBadge } from './ContentManager';
export { PolicyPicker, richTextRequired } from './EditorDialog';
export { LazyRichTextEditor } from './LazyRichTextEditor';
