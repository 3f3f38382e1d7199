// The page frame of every protected screen (docs/product.md, "Shell and menu"). From md
// (768 px) up the sidebar stands beside the page, sticky, the height of the window, with a
// scroll of its own; below it a compact top bar (product, active brand, menu button) opens
// the same sidebar as a drawer, which traps focus and closes on Escape, on its close button
// and when a link in it is followed. A skip link leads keyboard users past the menu.
import { Box, Flex } from '@chakra-ui/react';
import type { MouseEvent, ReactNode } from 'react';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { whenIdle } from '../../lazy/when-idle.js';
import { UiTexts } from '../../ui-texts.js';
import { TopBar } from './app-shell-phone.js';
import { ShellPageContext } from './shell-context.js';
import { useDesktopLayout } from './use-desktop-layout.js';
import type { ShellLayout } from './use-desktop-layout.js';

export interface AppShellProps {
  /** Usually a <Sidebar />: beside the page on wide screens, in the drawer on phones. */
  readonly sidebar: ReactNode;
  readonly children?: ReactNode;
  /** Id of the main region, target of the skip link. */
  readonly mainId?: string;
  /** Shown above every screen, at its end (e.g. the demo model's badge); nothing when absent. */
  readonly notices?: ReactNode;
  /** The product's name in the phone's top bar. */
  readonly productName?: ReactNode;
  /** The brand the current screen works on: in the phone's top bar and every page header. */
  readonly activeBrand?: string | null;
  /** The router's current path: when it changes the drawer closes. */
  readonly currentPath?: string;
  /** 'auto' follows the window (sidebar from md up); stories and tests may force a layout. */
  readonly layout?: ShellLayout;
}

// The drawer's code (Chakra's dialog machinery) is fetched on a phone when the browser is idle,
// or when the menu is first opened: the page draws without it.
const MenuDrawer = lazy(async () => ({ default: (await import('./menu-drawer.js')).MenuDrawer }));

const SkipLink = ({ mainId }: { readonly mainId: string }) => (
  <Box
    asChild
    position="absolute"
    insetStart="2"
    top="2"
    zIndex="skipLink"
    px="3"
    py="2"
    bg="white"
    color="brand.fg"
    borderRadius="control"
    transform="translateY(-200%)"
    _focus={{ transform: 'none' }}
  >
    <a href={`#${mainId}`}>{UiTexts.shell.skipToContent}</a>
  </Box>
);

/** A followed link (not one opened in a new tab) closes the drawer. */
const followsLink = (event: MouseEvent<HTMLElement>): boolean =>
  event.target instanceof Element &&
  event.target.closest('a[href]') !== null &&
  event.button === 0 &&
  !event.metaKey &&
  !event.ctrlKey &&
  !event.shiftKey;

export const AppShell = ({
  sidebar,
  children,
  mainId = 'contenido',
  notices,
  productName,
  activeBrand = null,
  currentPath,
  layout = 'auto',
}: AppShellProps) => {
  const desktop = useDesktopLayout(layout);
  const [menuOpen, setMenuOpen] = useState(false);
  const [drawerWanted, setDrawerWanted] = useState(false);
  // A new route (a menu link, or the app navigating on its own) closes the drawer.
  useEffect(() => setMenuOpen(false), [currentPath, desktop]);
  useEffect(
    () => (desktop || drawerWanted ? undefined : whenIdle(() => setDrawerWanted(true))),
    [desktop, drawerWanted],
  );
  const page = useMemo(() => ({ activeBrand }), [activeBrand]);

  return (
    <ShellPageContext.Provider value={page}>
      <Flex direction={desktop ? 'row' : 'column'} minH="100dvh" bg="page.bg">
        <SkipLink mainId={mainId} />
        {desktop ? (
          <Box
            flexShrink={0}
            position="sticky"
            top="0"
            height="100dvh"
            overflowY="auto"
            bg="shell.bg"
            data-testid="shell-sidebar"
          >
            {sidebar}
          </Box>
        ) : (
          <>
            <TopBar
              productName={productName}
              activeBrand={activeBrand}
              menuOpen={menuOpen}
              onOpenMenu={() => {
                setDrawerWanted(true);
                setMenuOpen(true);
              }}
            />
            {drawerWanted ? (
              <Suspense fallback={null}>
                <MenuDrawer
                  open={menuOpen}
                  onOpenChange={setMenuOpen}
                  onClick={(event) => {
                    if (followsLink(event)) setMenuOpen(false);
                  }}
                >
                  {sidebar}
                </MenuDrawer>
              </Suspense>
            ) : null}
          </>
        )}
        <Box
          as="main"
          id={mainId}
          tabIndex={-1}
          flex="1"
          minW="0"
          // No sideways scroll of the page: a wide part (a table) scrolls inside its own box.
          overflowX="clip"
          px={{ base: '4', md: 'gutter' }}
          pb="10"
          _focusVisible={{ outline: 'none' }}
        >
          {notices ? (
            // A notice whose code is still on its way, or that has nothing to say, draws nothing:
            // no empty band above the screen.
            <Flex justify="flex-end" align="center" wrap="wrap" gap="2" pt="3" css={{ '&:empty': { display: 'none' } }}>
              {notices}
            </Flex>
          ) : null}
          {children}
        </Box>
      </Flex>
    </ShellPageContext.Provider>
  );
};
