// The shell below md (docs/product.md, "Shell and menu"): a top bar with the menu button, the
// product and the active brand; the sidebar opens in a drawer from the start edge
// (./menu-drawer.tsx).
import { Box, chakra, Flex, IconButton, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { UiTexts } from '../../ui-texts.js';

const MenuIcon = () => (
  <chakra.svg viewBox="0 0 24 24" boxSize="5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <path d="M4 6h16M4 12h16M4 18h16" strokeLinecap="round" />
  </chakra.svg>
);

export const TopBar = ({
  productName,
  activeBrand,
  menuOpen,
  onOpenMenu,
}: {
  readonly productName: ReactNode;
  readonly activeBrand: string | null;
  readonly menuOpen: boolean;
  readonly onOpenMenu: () => void;
}) => (
  <Flex
    as="header"
    position="sticky"
    top="0"
    zIndex="pageHeader"
    height="topBar"
    align="center"
    gap="2"
    px="2"
    bg="shell.bg"
    color="shell.fg"
    data-testid="shell-top-bar"
  >
    <IconButton
      aria-label={UiTexts.shell.openMenu}
      aria-expanded={menuOpen}
      aria-haspopup="dialog"
      variant="ghost"
      color="shell.fg"
      _hover={{ bg: 'shell.itemHover' }}
      onClick={onOpenMenu}
    >
      <MenuIcon />
    </IconButton>
    <Box minW="0" flex="1" lineHeight="short">
      <Text fontWeight="bold" fontSize="sm" truncate>
        {productName}
      </Text>
      {activeBrand ? (
        <Text fontSize="xs" color="shell.muted" truncate data-testid="shell-top-bar-brand">
          {activeBrand}
        </Text>
      ) : null}
    </Box>
  </Flex>
);
