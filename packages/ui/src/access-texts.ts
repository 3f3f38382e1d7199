// The kit's words the login route draws (the password's show/hide, a link's new-tab note, the
// loading skeleton, the error page's title), in a module of their own: the login bundle
// carries these and not the kit's whole catalogue. UiTexts (./ui-texts.ts) holds them under
// the same names; the rule that each text is written once covers this file too
// (tools/messages.test.ts).

export const AccessUiTexts = {
  password: {
    show: 'Mostrar contraseña',
    hide: 'Ocultar contraseña',
  },
  link: {
    opensInNewTab: ' (se abre en una pestaña nueva)',
  },
  /** Loading placeholders (skeletons) while a screen or a block is on its way. */
  skeleton: {
    loading: 'Cargando contenido…',
  },
  dialogs: {
    /** The error modal's title, and the error page's when a screen fails to draw. */
    errorTitle: 'Error',
  },
} as const;
