// The sticky bar at the foot of a long form (/marca, the guide, the three detail pages): the
// form's main actions stay in reach however far the page scrolls, and a mark says whether
// there are changes not saved yet, so nobody scrolls to the bottom to find out.
import { Box, Flex, HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { UiTexts } from '../../ui-texts.js';

export interface ActionBarProps {
  /** The form has changes not saved yet: shows the unsaved-changes mark. */
  readonly dirty: boolean;
  /** The form's main actions (save first); they keep their own busy and disabled states. */
  readonly children: ReactNode;
  /** Replaces the mark's text while something else is worth saying (e.g. 'Guardando…'). */
  readonly status?: ReactNode;
  /** The region's accessible name; 'Acciones del formulario' by default. */
  readonly label?: string;
}

export const ActionBar = ({ dirty, children, status, label = UiTexts.actionBar.label }: ActionBarProps) => (
  <Box
    role="region"
    aria-label={label}
    position="sticky"
    bottom="0"
    zIndex="sticky"
    mt="6"
    mx={{ base: '-4', md: '0' }}
    px={{ base: '4', md: '5' }}
    py="3"
    bg="bg.panel"
    borderTopWidth="1px"
    borderColor="border"
    borderRadius={{ base: '0', md: 'card' }}
    boxShadow="0 -4px 12px rgba(15, 23, 42, 0.06)"
  >
    <Flex gap="3" align="center" justify="space-between" wrap="wrap">
      <HStack gap="2" minW="0" aria-live="polite">
        <Box
          aria-hidden="true"
          boxSize="2.5"
          borderRadius="pill"
          flexShrink={0}
          bg={dirty ? 'accent.500' : 'green.500'}
        />
        <Text fontSize="sm" color={dirty ? 'fg' : 'fg.muted'} fontWeight={dirty ? 'semibold' : 'normal'}>
          {status ?? (dirty ? UiTexts.actionBar.unsaved : UiTexts.actionBar.saved)}
        </Text>
      </HStack>
      <HStack gap="2" wrap="wrap" justify="flex-end">
        {children}
      </HStack>
    </Flex>
  </Box>
);
