// The top of a screen, the same on every one: where it is (a breadcrumb, or an eyebrow naming
// the menu item above the spec's title, e.g. 'Parrilla' over 'Requerimientos'), the title (the
// page's only h1), the brand the screen works on, an optional status and the main actions.
// Inside an AppShell it sticks to the top of the main column from md up and spans it edge to
// edge, so the title and the actions stay in reach however long the page is.
import { Box, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { UiTexts } from '../../ui-texts.js';
import { useShellPage } from '../app-shell/shell-context.js';

export interface PageHeaderProps {
  readonly title: string;
  /** Usually a <Breadcrumb />; its first item names the menu item. */
  readonly breadcrumb?: ReactNode;
  /** The menu item or section above the title, when there is no breadcrumb ('Parrilla'). */
  readonly eyebrow?: ReactNode;
  readonly description?: ReactNode;
  /**
   * The brand the screen works on; by default the shell's active brand (none outside a
   * shell). Null shows none.
   */
  readonly brand?: string | null;
  /** Beside the title: a status badge, a saved mark. */
  readonly status?: ReactNode;
  /** Buttons for the screen's main actions. */
  readonly actions?: ReactNode;
}

const BrandLine = ({ brand }: { readonly brand: string }) => (
  <HStack gap="1.5" fontSize="sm" color="fg.muted" minW="0" data-testid="page-header-brand">
    <Box aria-hidden="true" boxSize="2" borderRadius="pill" bg="brand.solid" flexShrink={0} />
    <Text truncate>
      {UiTexts.shell.brandSelector}:{' '}
      <Text as="span" color="fg" fontWeight="semibold">
        {brand}
      </Text>
    </Text>
  </HStack>
);

export const PageHeader = ({ title, breadcrumb, eyebrow, description, brand, status, actions }: PageHeaderProps) => {
  const shell = useShellPage();
  const shownBrand = brand === undefined ? (shell?.activeBrand ?? null) : brand;
  const inShell = shell !== null;
  return (
    <Box
      as="header"
      data-testid="page-header"
      {...(inShell
        ? {
            position: { base: 'static', md: 'sticky' },
            top: '0',
            zIndex: 'pageHeader',
            mx: { base: '-4', md: '-gutter' },
            px: { base: '4', md: 'gutter' },
            pt: { base: '4', md: '5' },
            pb: '4',
            mb: '6',
            bg: 'bg.panel',
            borderBottomWidth: '1px',
            borderColor: 'border',
          }
        : { mb: '6' })}
    >
      <Stack gap="1.5">
        {breadcrumb ??
          (eyebrow ? (
            <Text
              fontSize="xs"
              fontWeight="semibold"
              textTransform="uppercase"
              letterSpacing="wider"
              color="brand.fg"
              data-testid="page-header-eyebrow"
            >
              {eyebrow}
            </Text>
          ) : null)}
        <Flex gap="3" align={{ base: 'stretch', md: 'center' }} justify="space-between" wrap="wrap">
          <Stack gap="1" minW="0" flex="1 1 16rem">
            <HStack gap="3" wrap="wrap">
              <Heading as="h1" size={{ base: 'xl', md: '2xl' }} color="fg" letterSpacing="tight">
                {title}
              </Heading>
              {status}
            </HStack>
            {shownBrand ? <BrandLine brand={shownBrand} /> : null}
            {description ? (
              <Text color="fg.muted" fontSize="sm">
                {description}
              </Text>
            ) : null}
          </Stack>
          {actions ? (
            <HStack gap="2" flexShrink={0} wrap="wrap">
              {actions}
            </HStack>
          ) : null}
        </Flex>
      </Stack>
    </Box>
  );
};
