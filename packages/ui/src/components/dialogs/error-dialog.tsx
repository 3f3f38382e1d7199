// The error modal of docs/product.md, "Shared widgets and dialogs": titled 'Error', one button 'Cerrar'.
import { Button } from '@chakra-ui/react';
import { useRef, type ReactNode } from 'react';
import { MessageDialog } from './message-dialog.js';
import { UiTexts } from '../../ui-texts.js';

export interface ErrorDialogProps {
  readonly open: boolean;
  /** The catalogue message (Messages.*) or the thrown reason. */
  readonly message: ReactNode;
  readonly onClose: () => void;
}

export const ErrorDialog = ({ open, message, onClose }: ErrorDialogProps) => {
  const close = useRef<HTMLButtonElement>(null);
  return (
    <MessageDialog
      open={open}
      role="alertdialog"
      title={UiTexts.dialogs.errorTitle}
      message={message}
      onDismiss={onClose}
      initialFocus={close}
      actions={
        <Button ref={close} colorPalette="red" onClick={onClose}>
          {UiTexts.dialogs.close}
        </Button>
      }
    />
  );
};
