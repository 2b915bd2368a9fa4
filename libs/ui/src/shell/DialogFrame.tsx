import { CloseButton, Dialog, Portal, type DialogBodyProps, type DialogContentProps, type DialogPositionerProps, type DialogRootProps, type DialogTitleProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface DialogFrameProps {
  open: boolean;
  /** runs when the dialog asks to close: Esc, a click outside, the close button (never while `locked`) */
  onClose: () => void;
  /** the heading; a text is also the dialog's accessible name */
  title: ReactNode;
  /** the body */
  children: ReactNode;
  /** the footer's buttons (right-aligned); none: no footer */
  footer?: ReactNode;
  /** the element that opens the dialog (Dialog.Trigger: it runs `onOpen`) */
  trigger?: ReactNode;
  /** runs when `trigger` is clicked */
  onOpen?: () => void;
  /** the accessible name of a close button (×) in the corner; none: no such button */
  closeLabel?: string;
  /** while true (an action runs) the dialog cannot be closed */
  locked?: boolean;
  /** makes the dialog a form (no native validation) whose submit (a `type="submit"` footer button, Enter) runs this */
  onSubmit?: () => void;
  /** 'alertdialog' for a question or a notice that needs an answer */
  role?: DialogRootProps['role'];
  /** Chakra's dialog size; 'md' by default */
  size?: DialogRootProps['size'];
  /** 'center' by default */
  placement?: DialogRootProps['placement'];
  /** 'inside' scrolls the body, keeping the title and buttons in view */
  scrollBehavior?: DialogRootProps['scrollBehavior'];
  /** false keeps the dialog open on a click outside it */
  closeOnInteractOutside?: boolean;
  titleProps?: DialogTitleProps;
  bodyProps?: DialogBodyProps;
  contentProps?: DialogContentProps;
  positionerProps?: DialogPositionerProps;
}

/**
 * The one frame of every dialog of the portal (issue 41): backdrop, the heading, the body, the
 * footer's buttons and an optional × in the corner, centred by default; a form dialog when
 * `onSubmit` is given. The caller keeps its state: `open` and what closes it (`onClose`).
 */
export function DialogFrame({ open, onClose, title, children, footer, trigger, onOpen, closeLabel, locked = false, onSubmit, role, size, placement = 'center', scrollBehavior, closeOnInteractOutside, titleProps, bodyProps, contentProps, positionerProps }: DialogFrameProps) {
  const inner = (
    <>
      <Dialog.Header>
        <Dialog.Title {...titleProps}>{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body {...bodyProps}>{children}</Dialog.Body>
      {footer && <Dialog.Footer>{footer}</Dialog.Footer>}
    </>
  );
  return (
    <Dialog.Root role={role} open={open} onOpenChange={(e) => (e.open ? onOpen?.() : !locked && onClose())} size={size} placement={placement} scrollBehavior={scrollBehavior} closeOnInteractOutside={closeOnInteractOutside}>
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner {...positionerProps}>
          <Dialog.Content aria-label={typeof title === 'string' ? title : undefined} {...contentProps}>
            {onSubmit ? (
              <form
                noValidate
                style={{ display: 'contents' }}
                onSubmit={(e) => {
                  e.preventDefault();
                  onSubmit();
                }}
              >
                {inner}
              </form>
            ) : (
              inner
            )}
            {closeLabel && (
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={closeLabel} />
              </Dialog.CloseTrigger>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
