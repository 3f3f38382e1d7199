import { Messages } from '@estudio/domain/shared';

/**
 * The Spanish headers of the administration tables (docs/product.md, "Brands" and "Users
 * and roles"): words of the interface, kept with the app that shows them.
 */
export const TableHeaders = {
  brands: { brandName: Messages.brand.nameLabel, ownerEmail: 'Correo owner', status: 'Status', actions: 'Acciones' },
  accessPanel: { name: 'Nombre y apellido', email: 'Correo', role: 'Rol', actions: 'Acciones' },
  users: { name: 'Nombre', email: 'Correo', role: 'Rol', status: 'Estado', createdAt: 'Creado', actions: 'Acciones' },
  roles: { name: 'Nombre', permissions: 'Permisos', actions: 'Acciones' },
} as const;
