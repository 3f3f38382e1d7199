// The words several screens or the shell share; each screen's own are in its feature folder
// (screens/<feature>/<feature>-texts.ts) and the messages the domain raises in its catalogue
// (docs/internals.md, "Texts"). One export per group, so a route carries only the groups its
// modules use: the login route takes AppTexts and SignInTexts, not the other screens' words.

/** Not in the specs: what the console says when something fails that is no refusal, while it loads, or to inform. */
export const AppTexts = {
  unexpected: 'Ocurrió un error inesperado. Vuelve a intentarlo.',
  loading: 'Cargando…',
  /** Not in the spec (its info dialogs only name the OK button). */
  infoTitle: 'Información',
} as const;

/**
 * The login and reset-password screens' shared words (docs/product.md, "Login (`/`)", "Reset
 * password (`/resetpassword`)"): the login's title, the e-mail field both ask for, the reset's button.
 */
export const SignInTexts = {
  title: 'Iniciar sesión',
  emailLabel: 'Correo electrónico',
  sendResetEmail: 'Enviar Correo de Seguridad',
} as const;

/** Administration screens (brands, users, roles): words their tables, filters and forms share. */
export const AdminTexts = {
  role: 'Rol',
  searchPeople: 'Buscar por nombre o correo',
  edit: 'Editar',
  enable: 'Habilitar',
  disable: 'Deshabilitar',
  /** Labels of the status filter options (values '', active, disabled), as the spec shows them. */
  statusAll: 'Todos',
  /** First option of the role filters (the manage-users panel, the users screen). */
  allRoles: 'Todos los roles',
} as const;

/** A thread of comments on a requirement's detail or a guide block (docs/product.md, "Comments"). */
export const CommentTexts = {
  title: 'Comentarios',
  requirementThread: 'Conversación del requerimiento',
  /** A guide block's thread, the generic detail's card: 'Comentarios de Público objetivo'. */
  of: (name: string): string => `Comentarios de ${name}`,
  /** The guide block's button that shows or hides its thread. */
  showBlockThread: (count: number): string =>
    count === 0 ? 'Ver comentarios' : count === 1 ? 'Ver comentarios (1 nuevo)' : `Ver comentarios (${count} nuevos)`,
  hideBlockThread: 'Ocultar comentarios',
} as const;

/** Words the content screens share (blog, video, blueprint, brand DNA). */
export const ContentTexts = {
  /** Title of the notice after a save (docs/product.md, "Errors and messages"). */
  saved: 'Guardado',
  /** The action bar's save where the page's parts also save one by one (the guide's blocks, the video's sections). */
  saveAll: 'Guardar todos los cambios',
  /** Leaving a page with typing not yet saved (docs/product.md, "Page template"). */
  unsavedTitle: 'Cambios sin guardar',
  unsavedChanges: 'Tienes cambios sin guardar en esta página. Si sales ahora, se perderán.',
  keepEditing: 'Seguir editando',
  leave: 'Salir sin guardar',
  selectForBlueprint: 'Debes seleccionar una marca para ver el blueprint.',
} as const;

/** The publishing panel's words, the same on the carousel and the video (docs/product.md, "Planning fields"). */
export const PublishingTexts = {
  title: 'Datos para publicar',
  networks: 'Redes sociales',
  documentTitle: 'Título del documento de LinkedIn',
  pinBoardId: 'ID del tablero de Pinterest',
  pinTitle: 'Título del pin',
  pinLink: 'Enlace del pin',
  save: 'Guardar publicación',
  schedule: 'Programar publicación',
  /** An item's newest send did not go (docs/product.md, "Envíos"): shown until it is sent again. */
  lastSendFailed: (when: string): string => `El último envío falló (${when}):`,
  lastSendRefused: (when: string): string => `El último envío fue rechazado (${when}):`,
  lastSendHint: 'El aviso se quita cuando la publicación se envía de nuevo.',
  /** Bogotá's wall clock, the time every send is planned in. */
  bogotaTime: (dateTime: string): string => `${dateTime}, hora de Bogotá`,
} as const;

/** The publishing panels' preview of the post per network (docs/product.md, "Preview per network"). */
export const PreviewTexts = {
  preview: 'Vista previa',
  noNetworks: 'Elige al menos una red social para ver cómo se verá la publicación en ella.',
  unsavedCaption:
    'La vista previa muestra el texto que estás escribiendo; se programa el texto guardado: guárdalo antes de programar.',
} as const;
