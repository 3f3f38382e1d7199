// The catalogue's groups the login route reaches (sign-in, reset password, the app's frame,
// dialogs and shared widgets), in a module of their own: the login bundle carries these and
// not the whole catalogue. Messages (messages.ts) holds them under the same names; the rule
// that each text is written once covers this file too (tools/messages.test.ts).

/** Shared with the server's catalogue (server-messages.ts): the sandbox's consent page says it too. */
export const CANCEL = 'Cancelar';

export const AuthMessages = {
  termsRequired: 'Debes aceptar los términos y condiciones',
  wrongCredentials: 'Correo o contraseña incorrectos',
  resetSent: 'Se ha enviado un correo para restablecer tu contraseña. Revisa tu bandeja de entrada.',
  resetFailedPrefix: 'Error al enviar el correo: ',
  notAuthenticated: 'Usuario no autenticado',
  permissionsConfigMissing: 'no se encontró la configuración de permisos',
  /** Reason after resetFailedPrefix when the reset form has no valid e-mail. */
  invalidEmail: 'Ingresa un correo electrónico válido.',
  /** Signed in, but the profile, role or permission configuration could not be read. */
  sessionLoad: 'Error al cargar la sesión.',
  /** Only logged (docs/product.md, "Errors and messages": sign-out failures are silent). */
  signOutFailed: 'Error al cerrar la sesión',
} as const;

/** Not in the specs: what the console says when something fails that is no refusal. */
export const AppMessages = {
  unexpected: 'Ocurrió un error inesperado. Vuelve a intentarlo.',
  reload: 'Recargar',
  loading: 'Cargando…',
} as const;

export const AccessMessages = {
  /** Server-side refusal when an action's permission key is missing. */
  forbidden: 'No tienes permiso para realizar esta acción.',
} as const;

/** Texts of the design system's shared widgets and dialogs (docs/product.md, "Errors and messages"). */
export const UiMessages = {
  filePicker: {
    choose: 'Seleccionar archivo',
    noFile: 'Ningún archivo seleccionado',
    /** Code adds: the button beside the bar that stops a running upload. */
    cancel: 'Cancelar subida',
  },
  dialogs: {
    confirmDeleteTitle: 'Confirmar eliminación',
    confirmDisableTitle: 'Confirmar deshabilitación',
    /** A confirmation that is neither a deletion nor a disabling (regenerate, generate). */
    confirmTitle: 'Confirmar',
    cancel: CANCEL,
    confirmDelete: 'Eliminar',
    errorTitle: 'Error',
    close: 'Cerrar',
    ok: 'OK',
    /** Not in the spec (its info dialogs only name the OK button). */
    infoTitle: 'Información',
  },
  /** Searchable select and multi-select (docs/product.md, "Shared widgets and dialogs"). */
  select: {
    filter: 'Filtrar...',
    placeholder: 'Selecciona...',
    empty: 'No hay opciones',
    noOptions: 'No options',
    loading: 'Loading...',
  },
} as const;

/** Login and reset-password screens (docs/product.md, "Errors and messages"). */
export const LoginMessages = {
  sendResetEmail: 'Enviar Correo de Seguridad',
  backHome: 'Volver a Inicio',
  /** The login form: its title, fields, terms checkbox (text + external link) and links. */
  title: 'Iniciar sesión',
  emailLabel: 'Correo electrónico',
  passwordLabel: 'Contraseña',
  acceptTerms: 'Acepto los',
  termsLink: 'términos y condiciones',
  submit: 'Ingresar',
  forgotPassword: '¿Olvidaste tu contraseña?',
  resetTitle: 'Restablecer contraseña',
  resetHelp: 'Escribe tu correo y te enviaremos un enlace para crear una nueva contraseña.',
} as const;
