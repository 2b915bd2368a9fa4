import { Button, Dialog, Portal } from '@chakra-ui/react';
import { t } from '../../i18n/zh-CN';

/** A yes/no question before an action that cannot be undone. */
export function ConfirmDialog({ text, onClose, onConfirm }: { text: string | null; onClose: () => void; onConfirm: () => void }) {
  return (
    <Dialog.Root role="alertdialog" open={text !== null} onOpenChange={(e) => !e.open && onClose()} placement="center" size="sm">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t.workbench.confirmTitle}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{text}</Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {t.workbench.cancel}
              </Button>
              <Button colorPalette="red" onClick={onConfirm}>
                {t.workbench.ok}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
