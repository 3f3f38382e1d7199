// Confirmation before a destructive action (docs/product.md, "Shared widgets and dialogs"): Cancelar / Eliminar,
// titled 'Confirmar eliminación' or 'Confirmar deshabilitación'. Focus starts on Cancelar.
import { Button } from '@chakra-ui/react';
import { useRef, type ReactNode } from 'react';
import { MessageDialog } from './message-dialog.js';
import { UiTexts } from '../../ui-texts.js';

/** What is being confirmed: it picks the title ('action': anything else, e.g. regenerating). */
export type ConfirmIntent = 'delete' | 'disable' | 'action';

export interface ConfirmDialogProps {
  readonly open: boolean;
  readonly intent?: ConfirmIntent;
  /** What will happen, e.g. the name of the role to delete. */
  readonly message: ReactNode;
  readonly onConfirm: () => void;
  /** Cancelar, Escape or a click outside. */
  readonly onCancel: () => void;
  /** Label of the destructive button; 'Eliminar' as in the spec. */
  readonly confirmLabel?: string;
  /** The confirmed action is running: the confirm button spins and nothing dismisses. */
  readonly busy?: boolean;
}

const TITLES: Record<ConfirmIntent, string> = {
  delete: UiTexts.dialogs.confirmDeleteTitle,
  disable: UiTexts.dialogs.confirmDisableTitle,
  action: UiTexts.dialogs.confirmTitle,
};

export const ConfirmDialog = ({
  open,
  intent = 'delete',
  message,
  onConfirm,
  onCancel,
  confirmLabel = UiTexts.dialogs.confirmDelete,
  busy = false,
}: ConfirmDialogProps) => {
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <MessageDialog
      open={open}
      role="alertdialog"
      title={TITLES[intent]}
      message={message}
      onDismiss={onCancel}
      initialFocus={cancel}
      busy={busy}
      actions={
        <>
          <Button ref={cancel} variant="outline" onClick={onCancel} disabled={busy}>
            {UiTexts.dialogs.cancel}
          </Button>
          <Button
            colorPalette={intent === 'action' ? 'brand' : 'red'}
            onClick={onConfirm}
            loading={busy}
            loadingText={confirmLabel}
          >
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
};
