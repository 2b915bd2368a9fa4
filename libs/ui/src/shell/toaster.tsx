import { Toaster, Portal, Stack, Toast, createToaster } from '@chakra-ui/react';

/**
 * The one toaster of an app: `toaster.create({ description, type: 'error' | 'success' | 'warning' | 'info' })`.
 * The API client's `notify` shows its messages here.
 */
export const toaster = createToaster({ placement: 'top', pauseOnPageIdle: true, max: 4, overlap: false });

/** Renders the toasts; mount once near the root. */
export function AppToaster() {
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} data-testid="toast">
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {/* full opacity: Chakra dims the description to 0.8, 3.5:1 on the error red (axe color-contrast, issue 19) */}
              {toast.description && <Toast.Description opacity={1}>{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable && <Toast.CloseTrigger aria-label="关闭" />}
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
