// The Spanish texts only the adapters produce: the browser's reasons for a refused Firestore or
// Storage call, the browser's clients of the functions, the server's clients of Metricool and
// LinkedIn with their settings, and the AI models' settings. Messages the domain raises stay in
// its catalogue (Messages, ServerMessages); each export is tree-shaken apart, so a browser bundle
// carries only the clients' texts it uses (docs/internals.md, "Texts").

/**
 * Not in the spec's catalogue: the console's reasons for a refused or failed database or
 * file-storage call (Firestore and Storage error codes), shown after the catalogue's
 * prefixes (Messages.brand.savePrefix + reason) instead of the SDK's English text.
 */
export const DataStoreTexts = {
  permissionDenied: 'No tienes permiso para hacer este cambio, o los datos enviados no son válidos.',
  unauthenticated: 'Tu sesión caducó: inicia sesión de nuevo.',
  unavailable: 'No se pudo conectar con la base de datos. Revisa tu conexión e inténtalo de nuevo.',
  notFound: 'El registro ya no existe: recarga la página.',
  conflict: 'Los datos cambiaron mientras guardabas: recarga la página e inténtalo de nuevo.',
  limit: 'Se superó un límite del servicio. Inténtalo de nuevo en unos minutos.',
  unexpected: (code: string): string => `El servicio de datos respondió con un error inesperado (${code}).`,
} as const;

/** The console's client of the content commands (docs/product.md, "Content commands"). */
export const CommandsClientTexts = {
  network: 'No se pudo conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.',
  timeout: 'El servidor tardó demasiado en responder. Inténtalo de nuevo en unos minutos.',
  unexpectedReply: (status: number): string =>
    `El servidor respondió de forma inesperada (HTTP ${status}). Inténtalo de nuevo más tarde.`,
} as const;

/**
 * Code adds: the console's client of the ai function, when no answer of the
 * server's own (its Spanish `error`) arrives.
 */
export const AiClientTexts = {
  network: 'No se pudo conectar con el servicio de IA. Revisa tu conexión e inténtalo de nuevo.',
  timeout: 'El servicio de IA tardó demasiado en responder. Inténtalo de nuevo en unos minutos.',
  unexpectedReply: (status: number): string =>
    `El servicio de IA respondió de forma inesperada (HTTP ${status}). Inténtalo de nuevo más tarde.`,
} as const;

/**
 * Not in the spec's catalogue: the services the server calls (Metricool, LinkedIn), the
 * browser's clients of the scheduler and linkedin functions, and the functions' settings
 * for them (each names the variable to set). Upstream texts carry the service's own reason.
 */
export const ExternalServiceTexts = {
  metricoolNormalizeRefused: (status: number, reason: string): string =>
    `Metricool no pudo normalizar la URL del archivo (HTTP ${status}): ${reason}`,
  metricoolDraftRefused: (status: number, reason: string): string =>
    `Metricool rechazó la publicación (HTTP ${status}): ${reason}`,
  metricoolBrandRefused: (status: number, reason: string): string =>
    `Metricool no reconoce el ID de la marca (HTTP ${status}): ${reason}`,
  metricoolBestTimesRefused: (status: number, reason: string): string =>
    `Metricool no pudo calcular el mejor momento para publicar (HTTP ${status}): ${reason}`,
  metricoolBestTimesInvalid:
    'Metricool respondió el mejor momento para publicar en un formato inesperado: no se propone ninguno.',
  metricoolUnreachable: 'No se pudo conectar con Metricool. Inténtalo de nuevo en unos minutos.',
  metricoolTimeout: 'Metricool tardó demasiado en responder. Inténtalo de nuevo en unos minutos.',
  metricoolUnexpectedReply: (status: number): string =>
    `Metricool respondió de forma inesperada (HTTP ${status}). Inténtalo de nuevo más tarde.`,
  linkedinRefused: (status: number, reason: string): string =>
    `LinkedIn rechazó la solicitud (HTTP ${status}): ${reason}`,
  linkedinUnreachable: 'No se pudo conectar con LinkedIn. Inténtalo de nuevo en unos minutos.',
  linkedinTimeout: 'LinkedIn tardó demasiado en responder. Inténtalo de nuevo en unos minutos.',
  linkedinUnexpectedReply: (status: number): string =>
    `LinkedIn respondió de forma inesperada (HTTP ${status}). Inténtalo de nuevo más tarde.`,
  /** A refusal whose body gave no reason. */
  noReasonGiven: 'sin detalle del servicio',
  publishingNetwork: 'No se pudo conectar con el servicio de publicación. Revisa tu conexión e inténtalo de nuevo.',
  publishingTimeout: 'El servicio de publicación tardó demasiado en responder. Inténtalo de nuevo en unos minutos.',
  publishingUnexpectedReply: (status: number): string =>
    `El servicio de publicación respondió de forma inesperada (HTTP ${status}). Inténtalo de nuevo más tarde.`,
  settingRequired: (variable: string, project: string): string =>
    `${variable} no está definida para el proyecto '${project}': configúrala en el entorno de las funciones (los secretos, en Secret Manager).`,
  sandboxRefused: (variable: string, project: string): string =>
    `${variable} apunta al entorno de pruebas local, que solo se admite en proyectos demo-* (no en '${project}').`,
  httpsRequired: (variable: string, value: string): string => `${variable}='${value}' no es una URL https válida.`,
  invalidUrl: (variable: string, value: string): string => `${variable}='${value}' no es una URL http(s) válida.`,
} as const;

/** Not in the spec: the server's AI models (README "AI models"): their settings and answers. */
export const AiModelTexts = {
  providerRequired: (project: string): string =>
    `ESTUDIO_AI_PROVIDER no está definido para el proyecto '${project}': elige googleai, vertexai u openai-compatible (el modelo de demostración solo se admite en proyectos demo-*).`,
  demoRefused: (project: string): string =>
    `ESTUDIO_AI_PROVIDER=demo no se admite en el proyecto real '${project}': el modelo de demostración solo sirve en proyectos demo-*.`,
  unknownProvider: (value: string): string =>
    `ESTUDIO_AI_PROVIDER='${value}' no es válido: usa demo, googleai, vertexai u openai-compatible.`,
  apiKeyRequired: 'GEMINI_API_KEY es obligatoria con ESTUDIO_AI_PROVIDER=googleai (guárdala como secreto).',
  baseUrlRequired: 'ESTUDIO_OPENAI_BASE_URL es obligatoria con ESTUDIO_AI_PROVIDER=openai-compatible.',
  invalidBaseUrl: (value: string): string => `ESTUDIO_OPENAI_BASE_URL='${value}' no es una URL http(s) válida.`,
  projectUnknown: 'No se conoce el proyecto de Firebase: define GCLOUD_PROJECT (o FIREBASE_CONFIG).',
  noImageModel: 'Este servidor de IA no tiene modelo de imágenes: define ESTUDIO_AI_IMAGE_MODEL para generar imágenes.',
  noImageInAnswer: 'El modelo no devolvió ninguna imagen.',
} as const;
