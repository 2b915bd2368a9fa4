import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from './ConfirmDialog';

/**
 * One {@link ConfirmDialog} for the several actions of a page that ask first (删除, 撤回, 标记离职...):
 * `ask(message, run)` opens it with the question; its confirming button closes it and runs `run`.
 * Render `dialog` once in the page.
 */
export function useConfirm(): { ask: (message: ReactNode, run: () => void) => void; dialog: ReactNode } {
  const [asking, setAsking] = useState<{ message: ReactNode; run: () => void } | null>(null);
  const dialog = (
    <ConfirmDialog
      open={asking !== null}
      message={asking?.message}
      onClose={() => setAsking(null)}
      onConfirm={() => {
        asking?.run();
        setAsking(null);
      }}
    />
  );
  return { ask: (message, run) => setAsking({ message, run }), dialog };
}
