/**
 * The reset-password screen (docs/product.md, "Reset password (`/resetpassword`)"); its e-mail
 * field and button are shared/texts.ts' SignInTexts.
 */
export const ResetPasswordTexts = {
  backHome: 'Volver a Inicio',
  resetTitle: 'Restablecer contraseña',
  resetHelp: 'Escribe tu correo y te enviaremos un enlace para crear una nueva contraseña.',
} as const;
