import { Button, type ButtonProps } from '@chakra-ui/react';
import { DialogFrame } from '@portal/ui';
import type { ReactNode } from 'react';
import * as t from '../../i18n/zh-CN';

export interface ConfirmDialogProps {
  open: boolean;
  /** the question, e.g. 确定删除“…”吗？ */
  message: ReactNode;
  /** the heading; 请确认 by default */
  title?: string;
  /** the confirming button's text; 确定 by default */
  confirmLabel?: string;
  /** the confirming button's colour; red (a destructive action) by default */
  confirmPalette?: ButtonProps['colorPalette'];
  /** while true the confirming button spins and the dialog cannot be closed */
  pending?: boolean;
  /** runs on the confirming button; the caller closes the dialog (at once, or when the action ends) */
  onConfirm: () => void;
  /** runs on 取消, Esc or a click outside */
  onClose: () => void;
}

/** A question before an action that cannot be undone (role="alertdialog"): title, message, 取消 and the confirming button. */
export function ConfirmDialog({ open, message, title = t.common.confirmTitle, confirmLabel = t.common.ok, confirmPalette = 'red', pending = false, onConfirm, onClose }: ConfirmDialogProps) {
  return (
    <DialogFrame
      role="alertdialog"
      open={open}
      onClose={onClose}
      locked={pending}
      size="sm"
      title={title}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={pending}>
            {t.common.cancel}
          </Button>
          <Button colorPalette={confirmPalette} loading={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {message}
    </DialogFrame>
  );
}
