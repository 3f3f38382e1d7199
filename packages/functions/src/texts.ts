// The Spanish texts only the functions produce: what the HTTPS edge refuses before a route runs,
// the deployed settings refused at start-up, the AI quota and the model calls' log lines, the
// content commands' log lines and the local sandbox. Messages the domain raises stay in its
// catalogue (Messages, ServerMessages; docs/internals.md, "Texts").
export const FunctionTexts = {
  /**
   * Not in the spec's catalogue (its server answers are "not shown"): what every HTTPS
   * function refuses at its edge (docs/product.md, "Account endpoints"), before the domain
   * reads the body; a script calling the endpoints reads them directly.
   */
  endpoints: {
    methodNotAllowed: 'Método no permitido: usa POST.',
    invalidIdToken: 'El token de identidad no es válido o ha caducado.',
    revokedIdToken: 'El token de identidad fue revocado: inicia sesión de nuevo.',
    missingAppCheck: 'Falta el token de App Check (cabecera X-Firebase-AppCheck).',
    invalidAppCheck: 'El token de App Check no es válido.',
    unsupportedMediaType: 'El cuerpo de la petición debe enviarse como JSON (Content-Type: application/json).',
    bodyTooLarge: (max: number): string => `El cuerpo de la petición supera el máximo de ${max} bytes.`,
    /** Settings of a deployed function (outside the emulators), refused at start-up. */
    allowedOriginsRequired:
      'ESTUDIO_ALLOWED_ORIGINS es obligatoria fuera de los emuladores: indica los orígenes https de la consola, separados por comas.',
    invalidAllowedOrigin: (origin: string): string =>
      `El origen '${origin}' de ESTUDIO_ALLOWED_ORIGINS no es válido fuera de los emuladores: usa https://host[:puerto], sin rutas ni comodines.`,
    appCheckNotOptional: (value: string): string =>
      `ESTUDIO_APP_CHECK='${value}' no se admite fuera de los emuladores: App Check siempre se exige (quita la variable o usa 'enforce').`,
  },
  /**
   * Not in the spec (its server answers are "not shown"): the model calls of the content
   * commands (docs/product.md, "Content commands"): the per-user quota's refusal and setting,
   * and the log lines of each model call.
   */
  aiEndpoint: {
    rateLimited: (seconds: number): string =>
      `Has hecho demasiadas solicitudes de IA en el último minuto. Intenta de nuevo en ${seconds} s.`,
    invalidCallsPerMinute: (value: string): string =>
      `ESTUDIO_AI_CALLS_PER_MINUTE='${value}' no es válido: indica un entero mayor que 0.`,
    called: 'Llamada de IA',
    failedCall: 'Llamada de IA fallida',
  },
  /** Not in the spec: the content functions' log lines (docs/product.md, "Content commands"). */
  contentCommands: {
    ran: 'Comando de contenido',
    failed: 'Comando de contenido fallido',
  },
  /**
   * Not in the spec: the local sandbox (the `sandbox` function, demo projects in the emulator
   * only) that stands in for Metricool and LinkedIn on `npm start` (README "Scheduling,
   * LinkedIn and the local sandbox"), and the scheduler and linkedin functions' own texts.
   */
  linkedinRefresh: {
    /** Log line of the scheduled refresh when the run itself fails (not shown to users). */
    runFailed: 'LinkedIn: la renovación programada falló',
  },
  sandbox: {
    label: 'Entorno de pruebas local: nada sale de este equipo',
    pageTitle: 'LinkedIn (entorno de pruebas local)',
    authorizeHeading: 'Autorizar la publicación en LinkedIn',
    authorizeText: (clientId: string): string =>
      `La aplicación '${clientId}' pide permiso para publicar en nombre de tu organización de LinkedIn.`,
    scopesText: (scopes: string): string => `Permisos solicitados: ${scopes}.`,
    allow: 'Permitir',
    cancel: 'Cancelar',
    invalidAuthorization: (problem: string): string => `Solicitud de autorización no válida: ${problem}.`,
    redirectUriNotRegistered: (uri: string): string =>
      `Solicitud de autorización no válida: la dirección de retorno (redirect_uri) '${uri}' no es la registrada para esta aplicación. Como LinkedIn, el entorno de pruebas local solo vuelve a la dirección registrada.`,
    cancelledDescription: 'El usuario canceló la autorización en el entorno de pruebas local.',
    refusedOnRealProject:
      'El entorno de pruebas local solo funciona en el emulador de Functions con un proyecto demo-*.',
    unknownRoute: 'Ruta desconocida del entorno de pruebas local.',
    callbackMethod: 'Método no permitido: el retorno de LinkedIn llega por GET.',
    methodNotAllowed: (allowed: string): string =>
      `Método no permitido en el entorno de pruebas local: usa ${allowed}.`,
    consoleUrlRequired:
      'ESTUDIO_CONSOLE_URL es obligatoria fuera de los emuladores: la URL https de la consola a la que vuelve LinkedIn.',
    invalidConsoleUrl: (value: string): string =>
      `ESTUDIO_CONSOLE_URL='${value}' no es válida: usa la URL de la consola (https fuera de los emuladores), sin consulta ni fragmento.`,
  },
} as const;
