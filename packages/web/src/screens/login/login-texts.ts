/**
 * The login form (docs/product.md, "Login (`/`)"): its password field, terms checkbox (text +
 * external link), button and link; its title and e-mail field are shared/texts.ts' SignInTexts.
 */
export const LoginTexts = {
  passwordLabel: 'Contraseña',
  acceptTerms: 'Acepto los',
  termsLink: 'términos y condiciones',
  submit: 'Ingresar',
  forgotPassword: '¿Olvidaste tu contraseña?',
} as const;
