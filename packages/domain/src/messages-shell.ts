// The domain's messages the login route reaches (sign-in, reset password, the session and the
// permission refusal), in a module of their own: the login bundle carries these and not the
// whole catalogue. Messages (messages.ts) holds them under the same names; the rule that each
// text is written once covers this file too (tools/messages.test.ts).

export const AuthMessages = {
  termsRequired: 'Debes aceptar los términos y condiciones',
  wrongCredentials: 'Correo o contraseña incorrectos',
  resetSent: 'Se ha enviado un correo para restablecer tu contraseña. Revisa tu bandeja de entrada.',
  resetFailedPrefix: 'Error al enviar el correo: ',
  permissionsConfigMissing: 'no se encontró la configuración de permisos',
  /** Reason after resetFailedPrefix when the reset form has no valid e-mail. */
  invalidEmail: 'Ingresa un correo electrónico válido.',
  /** Signed in, but the profile, role or permission configuration could not be read. */
  sessionLoad: 'Error al cargar la sesión.',
  /** Only logged (docs/product.md, "Errors and messages": sign-out failures are silent). */
  signOutFailed: 'Error al cerrar la sesión',
} as const;

export const AccessMessages = {
  /** Server-side refusal when an action's permission key is missing. */
  forbidden: 'No tienes permiso para realizar esta acción.',
} as const;
