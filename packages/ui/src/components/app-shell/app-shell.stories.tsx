import { Box, Button, SimpleGrid, Text } from '@chakra-ui/react';
import { REQUIREMENT_STATUSES } from '@estudio/domain/requirements';
import type { RequirementStatus } from '@estudio/domain/requirements';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DataTable } from '../data-table/data-table.js';
import { ClearFiltersButton, FilterBar, SearchFilter, SelectFilter } from '../filter-bar/filter-bar.js';
import { PageHeader } from '../page-header/page-header.js';
import { StatusBadge } from '../status-badge/status-badge.js';
import { AppShell } from './app-shell.js';
import { isMenuItemActive } from './menu-active.js';
import { Sidebar } from './sidebar.js';
import type { ShellBrand, ShellMenuItem, SidebarProps } from './sidebar.js';
import type { ShellLayout } from './use-desktop-layout.js';

/** The status filter as the requirement lists offer it: Seleccione, then each status. */
const STATUS_FILTER_OPTIONS = [
  { value: '', label: 'Seleccione' },
  ...REQUIREMENT_STATUSES.map((status) => ({ value: status, label: status })),
];

// Sample data: the web app builds the menu from the user's permissions (docs/product.md, "Shell and menu").
const MENU: readonly ShellMenuItem[] = [
  { route: '/marca', label: 'Marca' },
  { route: '/requirements', label: 'Parrilla' },
  { route: '/finished', label: 'Personalizado' },
  { route: '/metrics', label: 'Métricas' },
  { route: '/socialmedia', label: 'Redes Sociales' },
  { route: '/academy', label: 'Academia' },
  { route: '/adminbrands', label: 'Marcas' },
  { route: '/roles', label: 'Gestión de roles' },
  { route: '/users', label: 'Gestión de usuarios' },
];

// Deliberately unsorted: the sidebar sorts by name in Spanish order.
const BRANDS: readonly ShellBrand[] = [
  { id: 'b3', name: 'Óptica Norte' },
  { id: 'b1', name: 'Café Andino' },
  { id: 'b4', name: 'zapatería Luna' },
  { id: 'b2', name: 'Bodega Sur' },
];

const SAMPLE_ROWS: readonly { title: string; brand: string; status: RequirementStatus }[] = [
  { title: 'Carrusel 1', brand: 'Café Andino', status: 'Pendiente' },
  { title: 'Video 2', brand: 'Bodega Sur', status: 'Solicitar diseño' },
  { title: 'Blog 3', brand: 'Óptica Norte', status: 'En diseño' },
];

/** The spec's title of a screen whose menu label says something else (docs/product.md, "Routes"). */
const TITLES: Readonly<Record<string, string>> = {
  '/requirements': 'Requerimientos',
  '/finished': 'Requerimientos Finalizados',
};

/** The sidebar inside the shell, with the brand and the route held in state as the app does. */
const ShellDemo = ({ layout, ...args }: SidebarProps & { readonly layout?: ShellLayout }) => {
  const [path, setPath] = useState(args.currentPath);
  const [brandId, setBrandId] = useState(args.activeBrandId);
  const menuLabel = args.menuItems.find((item) => isMenuItemActive(path, item))?.label ?? path;
  const screen = TITLES[path] ?? menuLabel;
  return (
    <AppShell
      layout={layout}
      currentPath={path}
      productName={args.title}
      activeBrand={args.brands.find((brand) => brand.id === brandId)?.name ?? null}
      sidebar={
        <Sidebar
          {...args}
          currentPath={path}
          activeBrandId={brandId}
          onBrandChange={(id) => {
            setBrandId(id);
            args.onBrandChange(id);
          }}
          onNavigate={(href) => {
            setPath(href);
            args.onNavigate?.(href);
          }}
        />
      }
    >
      <PageHeader
        title={screen}
        eyebrow={menuLabel === screen ? undefined : menuLabel}
        actions={<Button colorPalette="brand">Nuevo requerimiento</Button>}
      />
      <FilterBar>
        <SearchFilter label={'Tipo de contenido'} value="" onChange={() => undefined} />
        <SelectFilter label={'Estado'} value="" onChange={() => undefined} options={STATUS_FILTER_OPTIONS} />
        <ClearFiltersButton onClick={() => undefined} disabled />
      </FilterBar>
      <DataTable
        label={screen}
        columns={[
          { key: 'title', header: 'Tipo de contenido', cell: (row) => row.title },
          { key: 'brand', header: 'Marca', cell: (row) => row.brand },
          { key: 'status', header: 'Estado', cell: (row) => <StatusBadge status={row.status} size="sm" /> },
        ]}
        rows={SAMPLE_ROWS}
        rowKey={(row) => row.title}
        total={SAMPLE_ROWS.length}
      />
      <Text mt="4" fontSize="sm" color="fg.muted">
        Ruta actual: <code>{path}</code>
      </Text>
    </AppShell>
  );
};

const meta = {
  title: 'Layout/AppShell',
  component: Sidebar,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Estudio de Marca',
    brands: BRANDS,
    activeBrandId: 'b1',
    userEmail: 'estratega@estudio.test',
    menuItems: MENU,
    currentPath: '/requirements',
    onBrandChange: () => undefined,
    onNavigate: () => undefined,
    onSignOut: () => undefined,
  },
  argTypes: {
    currentPath: { control: 'text' },
    userEmail: { control: 'text' },
  },
  render: (args) => <ShellDemo {...args} />,
} satisfies Meta<typeof Sidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = within(canvas.getByRole('navigation', { name: 'Menú principal' }));

    // Brands are listed by name in Spanish order, after the empty choice.
    const options = within(canvas.getByLabelText('Marca activa')).getAllByRole('option');
    await expect(options.map((o) => o.textContent)).toEqual([
      'Selecciona...',
      'Bodega Sur',
      'Café Andino',
      'Óptica Norte',
      'zapatería Luna',
    ]);

    await expect(nav.getByRole('link', { name: 'Parrilla' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(nav.getByRole('link', { name: 'Personalizado' }));
    await expect(nav.getByRole('link', { name: 'Personalizado' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Parrilla' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getByText('/finished')).toBeInTheDocument();

    // The spec's title under the menu item's name.
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Requerimientos Finalizados');
    await expect(canvas.getByTestId('page-header-eyebrow')).toHaveTextContent('Personalizado');
    await expect(canvas.getByTestId('page-header-brand')).toHaveTextContent('Café Andino');

    await userEvent.selectOptions(canvas.getByLabelText('Marca activa'), 'b3');
    await expect(canvas.getByLabelText('Marca activa')).toHaveValue('b3');
    await expect(canvas.getByTestId('page-header-brand')).toHaveTextContent('Óptica Norte');

    // Back to where the story started (the screenshot shows this state).
    await userEvent.click(nav.getByRole('link', { name: 'Parrilla' }));
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Requerimientos');
    // On a wide screen the sidebar stands beside the page: no menu button.
    await expect(canvas.queryByRole('button', { name: 'Abrir menú' })).toBeNull();
  },
};

/**
 * A phone (390 px): a top bar with the product, the active brand and the menu button; the
 * menu opens as a drawer that a followed link or Escape closes.
 */
export const Telefono: Story = {
  render: (args) => (
    <Box maxW="390px" borderWidth="1px">
      <ShellDemo {...args} layout="phone" />
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    // The menu is not on the page until asked for.
    await expect(canvas.queryByRole('navigation', { name: 'Menú principal' })).toBeNull();
    await expect(canvas.getByTestId('shell-top-bar')).toHaveTextContent('Café Andino');
    const menuButton = canvas.getByRole('button', { name: 'Abrir menú' });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(menuButton);
    const drawer = await page.findByRole('dialog', { name: 'Menú principal' });
    await userEvent.click(within(drawer).getByRole('link', { name: 'Personalizado' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Requerimientos Finalizados');

    await userEvent.click(menuButton);
    await page.findByRole('dialog', { name: 'Menú principal' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
  },
};

/** Which item lights up on which path, and the signed-out sidebar. */
export const Estados: Story = {
  render: (args) => (
    <SimpleGrid columns={{ base: 1, md: 4 }} gap="4" p="4">
      {[
        { path: '/carrousel/abc', email: args.userEmail },
        { path: '/blueprint', email: args.userEmail },
        { path: '/users/7', email: args.userEmail },
        { path: '/academy', email: null },
      ].map(({ path, email }) => (
        <Box key={path} data-path={path} borderRadius="card" overflow="hidden">
          <Sidebar {...args} currentPath={path} userEmail={email} />
        </Box>
      ))}
    </SimpleGrid>
  ),
  play: async ({ canvasElement }) => {
    const current = (path: string) =>
      within(canvasElement.querySelector(`[data-path="${path}"]`) as HTMLElement)
        .getAllByRole('link')
        .filter((link) => link.getAttribute('aria-current') === 'page')
        .map((link) => link.textContent);
    await expect(current('/carrousel/abc')).toEqual(['Parrilla']);
    await expect(current('/blueprint')).toEqual(['Marca']);
    await expect(current('/users/7')).toEqual(['Gestión de usuarios']);
    await expect(current('/academy')).toEqual(['Academia']);
    await expect(within(canvasElement).getAllByText('Usuario no autenticado')).toHaveLength(1);
  },
};

/** Cerrar sesión while the writes on their way finish first: busy, and a second click does nothing. */
export const CerrandoSesion: Story = {
  args: { signingOut: true, onSignOut: fn() },
  render: (args) => <Sidebar {...args} />,
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Cerrar sesión' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('data-loading');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onSignOut).not.toHaveBeenCalled();
  },
};
