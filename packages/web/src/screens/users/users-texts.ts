import { AdminTexts } from '../../shared/texts.js';

/** The user management screen (/users). Not in the spec: its labels and captions. */
export const UsersTexts = {
  search: AdminTexts.searchPeople,
  roleFilter: AdminTexts.role,
  filters: 'Filtros de usuarios del sistema',
  table: 'Usuarios',
  firstName: 'Nombre',
  lastName: 'Apellido',
  email: 'Correo',
  role: AdminTexts.role,
  addUser: 'Agregar usuario',
  edit: AdminTexts.edit,
  save: 'Guardar',
  enable: AdminTexts.enable,
  disable: AdminTexts.disable,
  active: 'Activo',
  disabled: 'Deshabilitado',
  roleOf: (user: string): string => `Rol de ${user}`,
  confirmDisable: (user: string): string => `¿Deshabilitar a ${user}? No podrá iniciar sesión.`,
  /** After creating a user: the one-time link where they set their own password. */
  passwordLinkTitle: 'Enlace para crear la contraseña',
  passwordLinkHelp: (email: string): string =>
    `La cuenta de ${email} se creó sin ninguna contraseña conocida. Envíale este enlace de un solo uso para que cree la suya; también puede hacerlo con «¿Olvidaste tu contraseña?» en el inicio de sesión.`,
  passwordLink: 'Enlace de un solo uso',
  copyLink: 'Copiar enlace',
  linkCopied: 'Enlace copiado',
  copyFailed: 'No se pudo copiar: selecciona el enlace y cópialo a mano.',
} as const;
