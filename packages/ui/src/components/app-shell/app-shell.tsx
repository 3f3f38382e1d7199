// The page frame of every protected screen: the sidebar beside the main content, with a
// skip link so keyboard users need not tab through the menu on every page.
import { Box, Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { UiTexts } from '../../ui-texts.js';

export interface AppShellProps {
  /** Usually a <Sidebar />. */
  readonly sidebar: ReactNode;
  readonly children?: ReactNode;
  /** Id of the main region, target of the skip link. */
  readonly mainId?: string;
  /** Shown above every screen, at its end (e.g. the demo model's badge); nothing when absent. */
  readonly notices?: ReactNode;
}

export const AppShell = ({ sidebar, children, mainId = 'contenido', notices }: AppShellProps) => (
  <Flex direction={{ base: 'column', md: 'row' }} minH="100vh" bg="page.bg">
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
    <Box flexShrink={0}>{sidebar}</Box>
    <Box as="main" id={mainId} tabIndex={-1} flex="1" minW="0" px={{ base: '4', md: 'gutter' }} py="6">
      {notices ? (
        <Flex justify="flex-end" gap="2" mb="3">
          {notices}
        </Flex>
      ) : null}
      {children}
    </Box>
  </Flex>
);
