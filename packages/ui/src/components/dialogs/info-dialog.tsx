// The information dialog of docs/product.md, "Shared widgets and dialogs" (successes such as 'Guardado'): one button OK.
import { Button } from '@chakra-ui/react';
import { useRef, type ReactNode } from 'react';
import { MessageDialog } from './message-dialog.js';
import { UiTexts } from '../../ui-texts.js';

export interface InfoDialogProps {
  readonly open: boolean;
  readonly title: string;
  readonly message: ReactNode;
  readonly onClose: () => void;
}

export const InfoDialog = ({ open, title, message, onClose }: InfoDialogProps) => {
  const ok = useRef<HTMLButtonElement>(null);
  return (
    <MessageDialog
      open={open}
      role="dialog"
      title={title}
      message={message}
      onDismiss={onClose}
      initialFocus={ok}
      actions={
        <Button ref={ok} colorPalette="brand" onClick={onClose}>
          {UiTexts.dialogs.ok}
        </Button>
      }
    />
  );
};
