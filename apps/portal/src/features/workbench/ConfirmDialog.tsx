import { ConfirmDialog as SharedConfirmDialog } from '../common';

/**
 * The shared ConfirmDialog with its former `text` prop (open while `text` is not null), kept only for
 * trackService until the ledger engine replaces that page; everything else uses ../common.
 */
export function ConfirmDialog({ text, onClose, onConfirm }: { text: string | null; onClose: () => void; onConfirm: () => void }) {
  return <SharedConfirmDialog open={text !== null} message={text} onClose={onClose} onConfirm={onConfirm} />;
}
