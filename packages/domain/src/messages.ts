/**
 * The domain's Spanish messages: the texts the rules, use cases and commands raise or return
 * (validation, refusals, errors, success), each written once; the screens show them as they
 * come. Texts only an adapter, the design system, a screen or a function shows live in that
 * package's texts module (docs/internals.md, "Texts"). The groups the login route needs live
 * in messages-shell.ts (a smaller login bundle) and are held here under their names.
 */
import { AccessMessages, AuthMessages } from './messages-shell.js';
import { GuardMessages } from './messages-guard.js';
import { ReviewMessages } from './messages-review.js';

/** Listed twice in the specs (roles/users screens and the brand form): one text, two entries. */
const LOAD_BRANDS = 'Error al cargar marcas.';
/**
 * The brand's name as the console labels it (brand table column, AI diagnostic form). A
 * template literal: the same words in quotes are part of brand.nameRequired.
 */
const BRAND_NAME = `Nombre de la marca`;

export const Messages = {
  auth: AuthMessages,
  access: AccessMessages,
  /** The approval of a piece (docs/product.md, "Approval"). */
  review: ReviewMessages,
  /** The brand guard (docs/product.md, "Revisión de marca"). */
  guard: { ...GuardMessages, rules: { ...GuardMessages.rules, 'brand-name': BRAND_NAME } },
  brandSettings: {
    fetchBrands: 'Error fetching brands.',
    fetchRoles: 'Error fetching roles.',
    fetchUsers: 'Error fetching system users.',
    enableBrand: 'Error enabling brand.',
    disableBrand: 'Error disabling brand.',
    addAllowedUser: 'Error adding allowed user.',
    removeAllowedUser: 'Error removing allowed user.',
    /** Not in the spec (the console does not change owners; the CLI does): the owner change failed. */
    setOwner: 'Error al cambiar el dueño de la marca.',
    /** Not in the spec: a brand's owner must be a stored, active user. */
    ownerNotActive: 'El dueño de la marca debe ser un usuario activo.',
  },
  rolesAndUsers: {
    loadRoles: 'Error al cargar los roles.',
    loadUsers: 'Error al cargar los usuarios.',
    loadBrands: LOAD_BRANDS,
    updatePermissions: 'Error al actualizar permisos.',
    addRole: 'Error al agregar el rol.',
    deleteRole: 'Error al eliminar el rol.',
    saveUserEdit: 'Error al guardar la edición del usuario.',
    updateRole: 'Error al actualizar el rol.',
    enableUser: 'Error al habilitar el usuario.',
    disableUser: 'Error al deshabilitar el usuario.',
    addUser: 'Error al agregar el usuario.',
    emailInUse: 'Este correo ya está registrado. Por favor ingresa otro.',
    /** Not in the spec: a new role may not repeat a stored role's name (case and blanks ignored). */
    roleNameTaken: 'Ya existe un rol con ese nombre. Escribe un nombre distinto.',
    /** Not in the spec: a role some user holds is never deleted (they would be left without permissions). */
    roleInUse:
      'No se puede eliminar el rol porque hay usuarios que lo tienen asignado. Cámbiales el rol antes de eliminarlo.',
    /** Not in the spec: no stored user has the e-mail or uid asked about. */
    userNotFound: 'No existe ningún usuario con ese correo.',
  },
  requirements: {
    load: 'Error al cargar los requerimientos.',
    loadFinished: 'Error al cargar los requerimientos finalizados.',
    loadAssignable: 'Error al cargar los usuarios para asignar.',
    updateStatus: 'Error al actualizar el estado.',
    updateAssignee: 'Error al actualizar el asignado.',
    find: 'Error al buscar el requerimiento.',
    notFoundByNumber: 'No se encontró un requerimiento con este número.',
    noPermission: 'No tiene permisos para ver los requerimientos.',
    totalRecords: (total: number): string => `Total registros: ${total}`,
  },
  brand: {
    /** How the brand's name is labelled where the domain writes it out (the AI strategy summary). */
    nameLabel: BRAND_NAME,
    nameRequired: "El campo 'Nombre de la marca' es obligatorio.",
    load: 'Error al cargar los datos de la marca.',
    analyzeManual: 'Error al analizar el manual de marca.',
    savePrefix: 'Error al guardar la marca. ',
    loadBrands: LOAD_BRANDS,
    /** Code adds (storage.rules' keyVisuals/ limits, checked before the upload). */
    keyVisualType: 'Tipo de archivo no permitido. Por favor, sube una imagen o un PDF (SVG no se admite).',
    keyVisualTooLarge: 'El archivo excede el tamaño máximo permitido de 50MB.',
    missingBrandForKeyVisual: 'Faltan datos de la marca para guardar el key visual.',
    /** Code adds (storage.rules' brandManuals/ limits, checked before the upload). */
    brandManualType:
      'Tipo de archivo no permitido para el manual de marca. Sube un PDF, una imagen o un texto (SVG no se admite).',
    brandManualTooLarge: 'El manual de marca excede el tamaño máximo permitido de 20MB.',
    missingBrandForManual: 'Faltan datos de la marca para guardar el manual de marca.',
    /** Code adds: a new brand takes the id reserved for its uploads, which no brand may hold yet. */
    idTaken: 'Ya existe una marca con ese identificador.',
  },
  /** Code adds: URL fields hold https addresses only. */
  urls: {
    httpsOnly: 'La URL debe empezar por https://',
  },
  /** Size caps of stored texts and lists (shared/text.ts TEXT_LIMITS). Not in the spec. */
  validation: {
    textTooLong: (limit: number): string => `El texto es demasiado largo: admite como máximo ${limit} caracteres.`,
    tooManyEntries: (limit: number): string => `La lista tiene demasiados elementos: admite como máximo ${limit}.`,
    controlCharacters: 'El texto contiene caracteres de control, que no se admiten.',
  },
  blueprint: {
    missingBrandId: 'No se proporcionó el ID de la marca.',
    generate: 'Error al generar el Blueprint.',
    getOrGenerate: 'Error al obtener o generar el Blueprint.',
    regenerate: 'Error al regenerar el Blueprint.',
    saveChanges: 'Error al guardar los cambios.',
    generateRequirementsPrefix: 'Error al generar los requerimientos: ',
    /** Colour input of the palette (docs/product.md, "Errors and messages": 3 or 6 hex digits, 4 or 8 with alpha). */
    invalidColour: 'Color inválido: usa 3 o 6 dígitos hexadecimales (4 u 8 con transparencia).',
    /** Not in the spec's catalogue: 'Reemplazar' or 'Descartar' of a regenerated guide no longer proposed. */
    noProposal: 'No hay una guía propuesta: ya se reemplazó o se descartó.',
    /** Not in the spec's catalogue: 'Deshacer' with no replaced blocks kept (undone, or a block saved since). */
    noReplaced: 'No hay una guía anterior que restaurar: ya se restauró o se guardó un bloque después.',
  },
  /** Comments on a requirement or a guide block (docs/product.md, "Comments"); not in the spec's catalogue. */
  comments: {
    load: 'No se pudieron cargar los comentarios.',
    add: 'No se pudo publicar el comentario.',
    markRead: 'No se pudo marcar la conversación como leída.',
    empty: 'Escribe el comentario antes de publicarlo.',
    tooLong: (max: number): string => `El comentario admite como máximo ${max} caracteres.`,
    controlCharacters: 'El comentario contiene caracteres no permitidos.',
    unknownTarget: 'Solo se comenta un requerimiento o un bloque de la guía de comunicación.',
    targetNotFound: 'No se encontró lo que se comenta: el requerimiento o la guía ya no existe.',
  },
  blog: {
    videoRequired: 'Por favor, selecciona un archivo de video.',
    imageRequired: 'Por favor, selecciona un archivo de imagen.',
    noArticleContent: 'No se encontró contenido del artículo para generar la imagen.',
    process: 'Hubo un error en el proceso.',
    generateImage: 'Hubo un error al generar la imagen.',
    replaceImage: 'Hubo un error al reemplazar la imagen.',
    saveChanges: 'Hubo un error al guardar los cambios.',
    uploadComponent: 'No se pudo acceder al componente de subida de video.',
    /** Not in the spec's catalogue: 'Deshacer' of a new image with nothing kept (undone, or the image changed since). */
    noImageToRestore: 'No hay imagen anterior que restaurar: ya se restauró o la imagen cambió después.',
  },
  carousel: {
    invalidImageType: 'Tipo de archivo inválido. Solo png, jpg, jpeg, gif o webp.',
    noFile: 'No se seleccionó ningún archivo.',
    missingImageData: 'Faltan datos para generar la nueva imagen.',
    missingValidationData: 'Faltan datos para validar el diseño.',
    captionRequiredForGuides: 'Caption requerido para generar guías.',
    invalidGuides: 'Guías inválidas.',
    missingBrandOrRequirement: 'Faltan datos de la marca o requerimiento.',
    generateImagePrefix: 'Error al generar la nueva imagen: ',
    uploadImagePrefix: 'Error al subir la nueva imagen: ',
    validateDesignPrefix: 'Error al validar diseño: ',
    generateGuides: 'Error generando guías.',
    savePlanning: 'Error guardando planificación.',
    noImages: 'No hay imágenes para normalizar.',
    brandNotFound: 'Marca no encontrada.',
    blueprintNotFound: 'Blueprint no encontrado.',
    requirementNotFound: 'Requerimiento no encontrado.',
    /** Not in the spec's catalogue: the caption suggestion call failed. */
    generateSuggestion: 'Error al generar la sugerencia.',
    /** Not in the spec's catalogue: an image position outside the carousel's guides. */
    invalidImageIndex: 'La imagen seleccionada no existe.',
    /** Not in the spec's catalogue: 'Reemplazar' or 'Descartar' of new guides no longer proposed. */
    noGuidesProposal: 'No hay guías propuestas: ya se reemplazaron o se descartaron.',
    /** Not in the spec's catalogue: 'Deshacer' with no replaced guides kept (undone, or a guide edited since). */
    noGuidesToRestore: 'No hay guías anteriores que restaurar: ya se restauraron o se editó una guía después.',
    /** Not in the spec's catalogue: 'Deshacer' of an accepted AI image with nothing kept, or the card's image changed since. */
    noImageToRestore: 'No hay imagen anterior que restaurar: ya se restauró o la imagen de la tarjeta cambió después.',
  },
  video: {
    tooLarge: 'El archivo excede el tamaño máximo permitido de 300MB.',
    invalidType: 'Tipo de archivo no permitido. Por favor, sube un video en formato MP4, AVI, MKV o MOV.',
    captionRequiredForScripts: 'No se puede generar guiones sin un caption válido.',
    noVideoForScript: 'No se ha cargado el video para el guión seleccionado.',
    selectedVideoWithoutUrl: 'El video seleccionado no tiene URL.',
    scriptsFailed: 'Error al generar los guiones. Por favor, intenta nuevamente más tarde.',
    invalidScripts: 'La API no devolvió guiones válidos.',
    missingStrategyData: 'No se dispone de los datos necesarios para generar el resumen de la marca.',
    upload: 'Error al subir el video. Por favor, intenta nuevamente más tarde.',
    update: 'Error al actualizar el video. Por favor, intenta nuevamente.',
    updateMissingData: 'No se puede actualizar el video porque faltan datos del requerimiento.',
    suggestionWithoutId: 'No se puede generar una nueva sugerencia sin el ID del requerimiento.',
    savePlanning: 'No se pudo guardar la planificación.',
    saveSelectedVideo: 'No se pudo guardar el video seleccionado.',
    missingBrandOrRequirement: 'Faltan datos de la marca o del requerimiento.',
    brandDataNotFound: 'No se encontraron datos de la marca.',
    noBlueprint: 'No se tiene blueprint para la marca.',
    /** Not in the spec's catalogue: a script position the requirement does not have. */
    scriptNotFound: 'El guión seleccionado no existe.',
    /** Not in the spec's catalogue: a video command named a requirement that is not a video. */
    notAVideo: 'El requerimiento no es un video.',
  },
  linkedin: {
    selectBrand: 'Selecciona primero una marca.',
    organizationIdRequired: 'Debes ingresar el ID de organización de LinkedIn.',
    savePrefix: 'Error guardando LinkedIn: ',
    /** Code adds: the round trip's outcome, disconnect and publish. */
    connectFailed: 'No se pudo iniciar la conexión con LinkedIn. Inténtalo de nuevo.',
    callbackConnected: 'LinkedIn quedó conectado.',
    callbackProblems: {
      cancelled: 'Cancelaste la autorización en LinkedIn: no se conectó.',
      'missing-state': 'LinkedIn volvió sin el código de seguridad de la solicitud: inicia la conexión de nuevo.',
      'unknown-state': 'La respuesta de LinkedIn no corresponde a ninguna solicitud de conexión de esta consola.',
      'used-state': 'Esa respuesta de LinkedIn ya se usó: inicia la conexión de nuevo.',
      'expired-state': 'La solicitud de conexión con LinkedIn caducó (10 minutos): inicia la conexión de nuevo.',
      'browser-mismatch':
        'La respuesta de LinkedIn no corresponde a una conexión iniciada en este navegador: inicia la conexión de nuevo desde aquí.',
      'exchange-failed': 'LinkedIn no entregó el acceso: inicia la conexión de nuevo.',
    },
    callbackUnknown: 'La conexión con LinkedIn no se completó.',
    disconnected: 'LinkedIn quedó desconectado: se borraron las credenciales guardadas.',
    disconnectFailed: 'No se pudo desconectar LinkedIn. Inténtalo de nuevo.',
    notConnected: 'Conecta LinkedIn (o vuelve a conectarlo: el acceso caducó) antes de publicar.',
    publishTextRequired: 'Escribe el texto de la publicación de LinkedIn.',
    publishTextTooLong: (max: number): string => `El texto de LinkedIn admite como máximo ${max} caracteres.`,
    publishImageNotImage: 'La imagen de la publicación de LinkedIn debe ser un archivo de imagen.',
    publishImageOutsideBrand: 'La imagen de la publicación debe ser un archivo de la marca guardado en la consola.',
    /** Log lines of the linkedin function (not shown to users). */
    authorizationStarted: 'LinkedIn: autorización iniciada',
    callbackRefused: 'LinkedIn: respuesta de autorización rechazada',
    connectedLog: 'LinkedIn: conexión guardada',
    revokeFailed: 'LinkedIn: no se pudo revocar el token (se borra igual)',
    disconnectedLog: 'LinkedIn: conexión borrada',
    publishedLog: 'LinkedIn: publicación creada',
    refreshedLog: 'LinkedIn: acceso renovado',
    refreshFailedLog: 'LinkedIn: no se pudo renovar el acceso (hay que volver a conectar)',
    refreshSummaryLog: 'LinkedIn: renovación programada terminada',
  },
  scheduling: {
    /** Not in the spec's catalogue: refusals of the draft payload before it is sent. */
    missingMetricsId: 'La marca no tiene configurado el ID de Metricool.',
    noNetworks: 'Selecciona al menos una red social compatible con este contenido.',
    publicationDateRequired: 'Selecciona la fecha de publicación.',
    invalidPublicationDate: 'La fecha de publicación no es válida.',
    /** Code adds: the pre-flight checks, listed all at once before anything is sent. */
    preflightRefused: 'La publicación no se puede programar todavía:',
    wrongContentKind: 'El requerimiento no es del tipo de contenido que se quiere programar.',
    networkUnsupported: (network: string, kind: string): string =>
      `${network} no admite ${kind === 'carousel' ? 'carruseles' : 'videos'}.`,
    networkNotOnBrand: (network: string): string => `${network} no es una red social activa de la marca.`,
    captionTooLong: (network: string, max: number, length: number): string =>
      `El texto tiene ${length} caracteres y ${network} admite como máximo ${max}.`,
    tooManyImages: (network: string, max: number, count: number): string =>
      `El carrusel tiene ${count} imágenes y ${network} admite como máximo ${max}.`,
    tooFewImages: (network: string, min: number, count: number): string =>
      `El carrusel tiene ${count} ${count === 1 ? 'imagen' : 'imágenes'} y ${network} necesita al menos ${min}.`,
    tooManyHashtags: (network: string, max: number, count: number): string =>
      `El texto tiene ${count} hashtags y ${network} admite como máximo ${max}.`,
    pinterestBoardRequired: 'Pinterest necesita el ID del tablero.',
    pinterestTitleTooLong: (max: number): string => `El título del pin admite como máximo ${max} caracteres.`,
    pinterestLinkNotHttps: 'El enlace del pin debe ser una dirección completa que empiece por https://.',
    youtubeTitleRequired: 'YouTube necesita el título del video.',
    youtubeTitleTooLong: (max: number): string => `El título de YouTube admite como máximo ${max} caracteres.`,
    publicationDatePast: 'La fecha de publicación ya pasó: elige una fecha futura.',
    linkedInNotUsable:
      'Elegiste LinkedIn, pero tu conexión con LinkedIn no existe o caducó: conéctalo en Redes Sociales.',
    /** The same content was sent before: Metricool already has its draft. */
    alreadySent:
      'Esta publicación ya se había enviado a programación con el mismo contenido: no se creó otro borrador.',
    sendInFlight: 'Esta publicación se está enviando a programación en este momento. Espera un momento.',
    /** 'Primer comentario' over its cap (scheduling/first-comment.ts). */
    firstCommentTooLong: (max: number): string => `El primer comentario admite como máximo ${max} caracteres.`,
    /** 'Mejor momento': a network name the console does not schedule to. */
    unknownNetwork: (name: string): string => `La red social «${name}» no es una de las que se programan.`,
    /** 'Mejor momento': the best times could not be read, without a text of their own. */
    bestTimesFailed: 'No se pudo consultar el mejor momento para publicar.',
    /** A sending failure without a text of its own. */
    sendFailed: 'No se pudo enviar la publicación a programación.',
    /** Log lines of the scheduler function (not shown to users). */
    sentLog: 'Programación: borrador enviado',
    alreadySentLog: 'Programación: mismo contenido ya enviado',
    sendFailedLog: 'Programación: envío fallido',
    /** 'Estado de las conexiones': the Metricool check failed without a reason of Metricool's own. */
    healthCheckFailed: 'No se pudo comprobar la conexión con Metricool.',
    healthFailedLog: 'Programación: Metricool no responde a la marca',
    recordFailedLog: 'Programación: no se pudo registrar el envío',
    /** The 'Envíos' list or an item's last send could not be read. */
    loadSends: 'No se pudieron cargar los envíos.',
  },
  ai: {
    /** Shown when an AI answer does not have the documented shape; nothing is stored. */
    invalidAnswer: 'La respuesta del servicio de IA no tiene el formato esperado.',
    /**
     * Not in the spec: the demo model's name where it answers (the model list of the
     * adapters, the console shell's badge while the ai function's status names it).
     */
    demoModelBadge: 'Modelo de demostración',
  },
  /** Not in the spec's catalogue: an upload the user stopped (docs/product.md, "Uploads and storage paths"). */
  media: {
    uploadCancelled: 'La subida del archivo se canceló.',
  },
  /**
   * Not in the spec's catalogue (its server answers are "not shown"): the error texts of
   * the user-administration endpoints. The console shows its own catalogue message and
   * keeps these as detail; a script calling the endpoints reads them directly.
   */
  endpoints: {
    unknownRoute: 'Ruta desconocida.',
    missingIdToken: 'Falta el token de identidad (cabecera Authorization: Bearer).',
    callerInactive: 'Tu usuario no existe o está deshabilitado en la consola.',
    forbidden: 'No tienes permiso para administrar usuarios.',
    selfChange: 'No puedes cambiar tu propio rol ni tu propio estado.',
    lastAdministrator:
      'No se puede: el sistema quedaría sin ningún usuario activo con ADMIN_USERS y ADMIN_ROLES. Da ese rol a otra persona primero.',
    bodyNotObject: 'El cuerpo de la petición debe ser un objeto JSON.',
    fieldRequired: (field: string): string => `El campo '${field}' es obligatorio y debe ser texto.`,
    fieldNotText: (field: string): string => `El campo '${field}' debe ser texto.`,
    fieldNotBoolean: (field: string): string => `El campo '${field}' debe ser verdadero o falso.`,
    fieldNotTextList: (field: string): string => `El campo '${field}' debe ser una lista de textos.`,
    fieldTooManyItems: (field: string, max: number): string =>
      `El campo '${field}' admite como máximo ${max} elementos.`,
    invalidEmail: 'El correo no es válido.',
    invalidId: (field: string): string =>
      `El campo '${field}' no es un identificador válido: solo letras, números, '-' y '_', hasta 128 caracteres.`,
    fieldTooLong: (field: string, max: number): string => `El campo '${field}' admite como máximo ${max} caracteres.`,
    controlCharacters: (field: string): string => `El campo '${field}' contiene caracteres de control.`,
    fieldNotList: (field: string): string => `El campo '${field}' debe ser una lista.`,
    fieldTooManyEntries: (field: string, max: number): string =>
      `El campo '${field}' admite como máximo ${max} elementos.`,
    unknownRole: (role: string): string => `El rol '${role}' no existe.`,
    unknownUser: (uid: string): string => `El usuario '${uid}' no existe.`,
    internal: 'Error interno del servidor.',
  },
  /** The Calendario (docs/product.md, "Calendario"): its reads, the move and the grid's spread. */
  calendar: {
    loadFailed: 'No se pudo cargar el calendario.',
    dateSaved: 'Fecha de publicación guardada.',
    spreadFailed: 'No se pudo repartir la parrilla.',
    spread: (count: number): string =>
      count === 0
        ? 'No hay piezas de la parrilla sin fecha para repartir.'
        : `Se ${count === 1 ? 'repartió 1 pieza' : `repartieron ${count} piezas`} de la parrilla en las próximas semanas.`,
  },
  success: {
    planningSaved: 'Planificación guardada correctamente.',
    sentToScheduling: 'Publicación enviada a programación.',
  },
} as const;

export type MessageCatalogue = typeof Messages;
