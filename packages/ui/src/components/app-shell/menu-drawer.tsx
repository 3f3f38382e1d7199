// The phone's menu (docs/product.md, "Shell and menu"): the sidebar in a drawer from the start
// edge. A chunk of its own (Chakra's dialog machinery: focus trap, dismissal, a portal), fetched
// on a phone when the browser is idle or when the menu is first opened: no screen needs it to draw.
import { CloseButton, Drawer, Portal } from '@chakra-ui/react';
import { useEffect, useState, type MouseEvent, type ReactNode } from 'react';
import { UiTexts } from '../../ui-texts.js';

export const MenuDrawer = ({
  open,
  onOpenChange,
  onClick,
  children,
}: {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly onClick: (event: MouseEvent<HTMLElement>) => void;
  readonly children: ReactNode;
}) => {
  // Mounted closed, opened a task later: mounted open inside the click that asked for it, the
  // drawer would take that click for one outside it and close at once.
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(true), 0);
    return () => clearTimeout(timer);
  }, []);
  return (
    <Drawer.Root
      open={settled && open}
      onOpenChange={(details) => onOpenChange(details.open)}
      placement="start"
      size="xs"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content bg="shell.bg" color="shell.fg" maxW="sidebar" aria-label={UiTexts.shell.navigation}>
            <Drawer.CloseTrigger asChild top="3" insetEnd="3">
              <CloseButton size="sm" color="shell.fg" aria-label={UiTexts.shell.closeMenu} />
            </Drawer.CloseTrigger>
            <Drawer.Body p="0" overflowY="auto" onClick={onClick}>
              {children}
            </Drawer.Body>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
};
