import { Button, Dialog, Portal } from '@chakra-ui/react';
import { Messages } from '@estudio/domain';
import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router-dom';
import { BrandDnaText } from './brand-dna-text.js';

/** Asks before the page is closed or reloaded while `dirty` (the browser shows its own prompt). */
export const useBeforeUnload = (dirty: boolean) => {
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
};

/**
 * Holds in-app navigation away from the screen while `dirty()` answers true, until the user
 * leaves or stays. Navigation the screen starts itself after saving is let through with allow().
 */
export const useLeaveGuard = (dirty: () => boolean) => {
  const allowed = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      !allowed.current && dirty() && currentLocation.pathname !== nextLocation.pathname,
  );
  return {
    blocker,
    allow: () => {
      allowed.current = true;
    },
  };
};

/** 'Cambios sin guardar': stay (the safe choice, focused) or leave without saving. */
export const UnsavedChangesDialog = ({
  open,
  onStay,
  onLeave,
}: {
  readonly open: boolean;
  readonly onStay: () => void;
  readonly onLeave: () => void;
}) => {
  const stay = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      open={open}
      role="alertdialog"
      placement="center"
      initialFocusEl={() => stay.current}
      onOpenChange={(details) => {
        if (!details.open) onStay();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{Messages.brand.unsavedTitle}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>{Messages.brand.unsavedChanges}</Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Button ref={stay} variant="outline" onClick={onStay}>
                {BrandDnaText.keepEditing}
              </Button>
              <Button colorPalette="red" onClick={onLeave}>
                {BrandDnaText.leave}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
};
