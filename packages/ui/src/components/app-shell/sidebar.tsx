// The console's sidebar (docs/product.md, "Shell and menu"): the active-brand selector with the brands
// sorted by name, the signed-in e-mail (or 'Usuario no autenticado'), the menu with the
// current screen highlighted, and the sign-out button.
import { Box, Button, chakra, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { compareSpanish } from '@estudio/domain/shared';
import type { ReactNode } from 'react';
import { useId, useMemo } from 'react';
import { navItemRecipe } from '../../theme/recipes/nav-item.js';
import { UiTexts } from '../../ui-texts.js';
import { isMenuItemActive } from './menu-active.js';
import type { MenuRoute } from './menu-active.js';
import { anchorLink } from './shell-link.js';
import type { RenderShellLink } from './shell-link.js';

export interface ShellBrand {
  readonly id: string;
  readonly name: string;
}

export interface ShellMenuItem extends MenuRoute {
  readonly label: string;
  readonly icon?: ReactNode;
}

export interface SidebarProps {
  /** Product name or logo at the top. */
  readonly title?: ReactNode;
  readonly brands: readonly ShellBrand[];
  /** The stored brand, or null for "all the brands I can access". */
  readonly activeBrandId: string | null;
  readonly onBrandChange: (brandId: string | null) => void;
  /** The signed-in user's e-mail; absent when nobody is signed in. */
  readonly userEmail?: string | null;
  /** Already filtered by permission, in display order. */
  readonly menuItems: readonly ShellMenuItem[];
  /** The router's current path, e.g. '/carrousel/abc'. */
  readonly currentPath: string;
  readonly renderLink?: RenderShellLink;
  readonly onNavigate?: (href: string) => void;
  readonly onSignOut: () => void;
  /** While the sign-out waits (for the writes on their way): the button is busy and takes no second click. */
  readonly signingOut?: boolean;
}

const NavLink = chakra('a', navItemRecipe);

export const sortBrandsByName = (brands: readonly ShellBrand[]): ShellBrand[] =>
  [...brands].sort((a, b) => compareSpanish(a.name, b.name));

export const Sidebar = ({
  title,
  brands,
  activeBrandId,
  onBrandChange,
  userEmail,
  menuItems,
  currentPath,
  renderLink,
  onNavigate,
  onSignOut,
  signingOut = false,
}: SidebarProps) => {
  const selectId = useId();
  const sorted = useMemo(() => sortBrandsByName(brands), [brands]);
  const link = renderLink ?? anchorLink(onNavigate);

  return (
    <Stack gap="6" minH="100%" width="sidebar" maxW="100%" bg="shell.bg" color="shell.fg" px="4" py="5">
      {/* Room at the end for the drawer's close button on phones. */}
      <Text fontSize="lg" fontWeight="bold" letterSpacing="tight" ps="3" pe="10">
        {title}
      </Text>

      <Stack gap="1.5">
        <chakra.label htmlFor={selectId} fontSize="xs" fontWeight="medium" color="shell.muted" px="1">
          {UiTexts.shell.brandSelector}
        </chakra.label>
        <NativeSelect.Root size="sm" colorPalette="brand">
          <NativeSelect.Field
            id={selectId}
            value={activeBrandId ?? ''}
            onChange={(event) => onBrandChange(event.currentTarget.value === '' ? null : event.currentTarget.value)}
            bg="white"
            color="gray.900"
          >
            <option value="">{UiTexts.select.placeholder}</option>
            {sorted.map((brand) => (
              <option key={brand.id} value={brand.id}>
                {brand.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator color="gray.700" />
        </NativeSelect.Root>
      </Stack>

      <Box px="1" aria-live="polite">
        {userEmail ? (
          <>
            <Text fontSize="xs" color="shell.muted">
              {UiTexts.shell.signedInAs}
            </Text>
            <Text fontSize="sm" fontWeight="medium" wordBreak="break-all" data-testid="shell-user">
              {userEmail}
            </Text>
          </>
        ) : (
          <Text fontSize="sm" color="shell.muted" data-testid="shell-user">
            {UiTexts.shell.notAuthenticated}
          </Text>
        )}
      </Box>

      <chakra.nav aria-label={UiTexts.shell.navigation} flex="1">
        <chakra.ul listStyle="none" m="0" p="0" display="flex" flexDirection="column" gap="1">
          {menuItems.map((item) => {
            const active = isMenuItemActive(currentPath, item);
            return (
              <li key={item.route}>
                <NavLink asChild active={active}>
                  {link({
                    href: item.route,
                    'aria-current': active ? 'page' : undefined,
                    children: (
                      <>
                        {item.icon ? <span aria-hidden="true">{item.icon}</span> : null}
                        {item.label}
                      </>
                    ),
                  })}
                </NavLink>
              </li>
            );
          })}
        </chakra.ul>
      </chakra.nav>

      <Button
        variant="outline"
        size="sm"
        onClick={onSignOut}
        loading={signingOut}
        // The spinner goes beside the label, so the button keeps its name.
        loadingText={UiTexts.shell.signOut}
        color="shell.fg"
        borderColor="shell.muted"
        _hover={{ bg: 'shell.itemHover' }}
      >
        {UiTexts.shell.signOut}
      </Button>
    </Stack>
  );
};
