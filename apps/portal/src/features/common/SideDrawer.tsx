import { CloseButton, Drawer, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import * as t from '../../i18n/zh-CN';

export interface SideDrawerProps {
  open: boolean;
  /** the drawer's heading */
  title: string;
  /** runs on the close button, Esc or a click outside */
  onClose: () => void;
  /** the close button's accessible name; 关闭 by default */
  closeLabel?: string;
  /** the body: one record's details (in a {@link QueryState} with `compact`) */
  children: ReactNode;
}

/** A record opened beside its list (issue 41): a drawer from the right, full screen on a phone and `lg` from md up, with its heading, the body and a close button. */
export function SideDrawer({ open, title, onClose, closeLabel = t.common.close, children }: SideDrawerProps) {
  return (
    <Drawer.Root open={open} onOpenChange={(e) => !e.open && onClose()} size={{ base: 'full', md: 'lg' }}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header borderBottomWidth="1px">
              <Drawer.Title>{title}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body py="5">{children}</Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={closeLabel} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
