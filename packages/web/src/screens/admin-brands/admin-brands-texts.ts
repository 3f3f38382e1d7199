import { AdminTexts } from '../../shared/texts.js';

/**
 * The brand settings screen (/adminbrands) and its manage-users panel: labels and captions
 * (docs/product.md, "Brand settings (`/adminbrands`)"). Their failures are the domain's
 * (Messages.brandSettings).
 */
export const AdminBrandsTexts = {
  searchPlaceholder: 'Buscar por nombre o correo del owner',
  manageUsersTitle: (brand: string): string => `Gestionar usuarios para: ${brand}`,
  searchUsers: AdminTexts.searchPeople,
  /** The Rol column of the panel: the role's name with its permissions in parentheses. */
  roleWithPermissions: (role: string, permissions: readonly string[]): string => `${role} (${permissions.join(', ')})`,
  /** Not in the spec (it names the controls, not their captions). */
  statusFilter: 'Filtrar por status',
  roleFilter: AdminTexts.role,
  access: 'Acceso',
  hasAccess: 'Con acceso',
  noAccess: 'Sin acceso',
  edit: AdminTexts.edit,
  enable: AdminTexts.enable,
  disable: AdminTexts.disable,
  manageUsers: 'Gestionar usuarios',
  grant: 'Agregar',
  revoke: 'Quitar',
  brandFilters: 'Filtros de marcas',
  candidateFilters: 'Filtros de usuarios',
  candidatesTable: 'Usuarios del sistema',
} as const;
