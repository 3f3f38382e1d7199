import { CANCEL } from './messages-shell.js';

/**
 * The texts only servers show (the functions, the Node adapters, the server-only use cases):
 * kept out of `Messages` because the browser loads that catalogue with the login page, and
 * these groups would only weigh on its budget. Same rules as `Messages`: each text once,
 * never repeated as a loose literal (tools/messages.test.ts reads both).
 */
export const ServerMessages = {
  /**
   * Not in the spec (its server answers are "not shown"): the model calls of the content
   * commands (docs/product.md, "Content commands"): the per-user quota's refusal and setting,
   * a stored file outside its folder, the body's numbers, and the log lines of each model call.
   * A model that fails or answers what the domain's parser refuses keeps the command's message.
   */
  aiEndpoint: {
    rateLimited: (seconds: number): string =>
      `Has hecho demasiadas solicitudes de IA en el último minuto. Intenta de nuevo en ${seconds} s.`,
    mediaOutsideBrand: (field: string): string =>
      `El campo '${field}' debe ser un archivo subido a esta marca (URL de descarga de Storage del proyecto).`,
    fieldNotNumber: (field: string): string => `El campo '${field}' debe ser un número.`,
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
  /** Not in the spec: the audit log (`estudio audit`), readable by holders of ADMIN_USERS. */
  audit: {
    load: 'Error al cargar el registro de auditoría.',
    invalidFilter: 'Los filtros de la auditoría no son válidos.',
    ambiguousBrand: 'Hay varias marcas con ese nombre: usa su id.',
  },
  /** Not in the spec: the server's AI models (README "AI models"): settings and media read from Storage. */
  aiModels: {
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
    noImageModel:
      'Este servidor de IA no tiene modelo de imágenes: define ESTUDIO_AI_IMAGE_MODEL para generar imágenes.',
    foreignMedia: 'El archivo indicado no pertenece al almacenamiento de este proyecto.',
    mediaNotFound: 'El archivo indicado no existe en el almacenamiento.',
    mediaTooLarge: (maxMb: number): string => `El archivo supera el máximo de ${maxMb} MB que se envía al modelo.`,
    noImageInAnswer: 'El modelo no devolvió ninguna imagen.',
  },
  /**
   * Not in the spec: the local sandbox (the `sandbox` function, demo projects in the emulator
   * only) that stands in for Metricool and LinkedIn on `npm start` (README "Scheduling,
   * LinkedIn and the local sandbox"), and the scheduler and linkedin functions' own texts.
   */
  sandbox: {
    label: 'Entorno de pruebas local: nada sale de este equipo',
    pageTitle: 'LinkedIn (entorno de pruebas local)',
    authorizeHeading: 'Autorizar la publicación en LinkedIn',
    authorizeText: (clientId: string): string =>
      `La aplicación '${clientId}' pide permiso para publicar en nombre de tu organización de LinkedIn.`,
    scopesText: (scopes: string): string => `Permisos solicitados: ${scopes}.`,
    allow: 'Permitir',
    cancel: CANCEL,
    invalidAuthorization: (problem: string): string => `Solicitud de autorización no válida: ${problem}.`,
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
