// The frame shared by the console's dialogs (docs/product.md, "Shared widgets and dialogs"): a
// modal Chakra dialog with a title, a message and a row of buttons. Escape and a click
// outside count as the dismiss action.
import { Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode, RefObject } from 'react';

export interface MessageDialogProps {
  readonly open: boolean;
  readonly title: string;
  readonly message: ReactNode;
  /** 'alertdialog' for confirmations and errors, which interrupt the user. */
  readonly role: 'dialog' | 'alertdialog';
  readonly onDismiss: () => void;
  /** The buttons of the footer. */
  readonly actions: ReactNode;
  /** The button that receives focus on opening (the safe choice). */
  readonly initialFocus?: RefObject<HTMLButtonElement | null>;
  /** While true, Escape and outside clicks do not dismiss (an action is running). */
  readonly busy?: boolean;
}

export const MessageDialog = ({
  open,
  title,
  message,
  role,
  onDismiss,
  actions,
  initialFocus,
  busy = false,
}: MessageDialogProps) => (
  <Dialog.Root
    open={open}
    role={role}
    placement="center"
    closeOnEscape={!busy}
    closeOnInteractOutside={!busy}
    initialFocusEl={initialFocus === undefined ? undefined : () => initialFocus.current}
    onOpenChange={(details) => {
      if (!details.open) onDismiss();
    }}
  >
    <Portal>
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content>
          <Dialog.Header>
            <Dialog.Title>{title}</Dialog.Title>
          </Dialog.Header>
          <Dialog.Body>
            <Dialog.Description asChild>
              <div>{message}</div>
            </Dialog.Description>
          </Dialog.Body>
          <Dialog.Footer>{actions}</Dialog.Footer>
        </Dialog.Content>
      </Dialog.Positioner>
    </Portal>
  </Dialog.Root>
);
