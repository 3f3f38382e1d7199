/** The role management screen (/roles). Not in the spec: its labels and captions. */
export const RolesTexts = {
  search: 'Buscar rol',
  filters: 'Filtros de roles',
  table: 'Roles',
  newRoleName: 'Nombre del rol',
  permissions: 'Permisos',
  addRole: 'Agregar rol',
  permissionsOf: (role: string): string => `Permisos de ${role}`,
  confirmDelete: (role: string): string => `¿Eliminar el rol «${role}»? Esta acción no se puede deshacer.`,
} as const;
