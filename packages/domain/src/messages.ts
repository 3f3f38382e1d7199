/**
 * The product's Spanish message catalogue: every validation, error and success text of
 * both specifications, written once. Screens, use cases, the CLI and the endpoints
 * refer to these entries; no other file repeats the literal. The groups the login route
 * needs live in messages-shell.ts (a smaller login bundle) and are held here under their names.
 */
import { AccessMessages, AppMessages, AuthMessages, LoginMessages, UiMessages } from './messages-shell.js';

/** Listed twice in the specs (roles/users screens and the brand form): one text, two entries. */
const LOAD_BRANDS = 'Error al cargar marcas.';
/**
 * The brand's name as the console labels it (brand table column, AI diagnostic form). A
 * template literal: the same words in quotes are part of brand.nameRequired.
 */
const BRAND_NAME = `Nombre de la marca`;
/** Administration screens (brands, users, roles): words their tables and forms share. */
const EMAIL = 'Correo';
const ROLE = 'Rol';
const NAME = 'Nombre';
const PERMISSIONS = 'Permisos';
const SEARCH_PEOPLE = 'Buscar por nombre o correo';
const EDIT = 'Editar';
const ENABLE = 'Habilitar';
const DISABLE = 'Deshabilitar';

export const Messages = {
  auth: AuthMessages,
  /** Not in the specs: what the console says when something fails that is no refusal. */
  app: AppMessages,
  access: AccessMessages,
  brandSettings: {
    fetchBrands: 'Error fetching brands.',
    fetchRoles: 'Error fetching roles.',
    fetchUsers: 'Error fetching system users.',
    enableBrand: 'Error enabling brand.',
    disableBrand: 'Error disabling brand.',
    addAllowedUser: 'Error adding allowed user.',
    removeAllowedUser: 'Error removing allowed user.',
    /** Labels of the status filter options (values '', active, disabled), as the spec shows them. */
    statusAll: 'Todos',
    statusActive: 'Active',
    statusDisabled: 'Disabled',
    /** First option of the manage-users panel's role filter. */
    allRoles: 'Todos los roles',
    searchPlaceholder: 'Buscar por nombre o correo del owner',
    manageUsersTitle: (brand: string): string => `Gestionar usuarios para: ${brand}`,
    searchUsers: SEARCH_PEOPLE,
    /** The Rol column of the panel: the role's name with its permissions in parentheses. */
    roleWithPermissions: (role: string, permissions: readonly string[]): string =>
      `${role} (${permissions.join(', ')})`,
    /** Not in the spec (it names the controls, not their captions). */
    statusFilter: 'Filtrar por status',
    roleFilter: ROLE,
    access: 'Acceso',
    hasAccess: 'Con acceso',
    noAccess: 'Sin acceso',
    edit: EDIT,
    enable: ENABLE,
    disable: DISABLE,
    manageUsers: 'Gestionar usuarios',
    grant: 'Agregar',
    revoke: 'Quitar',
    brandFilters: 'Filtros de marcas',
    candidateFilters: 'Filtros de usuarios',
    candidatesTable: 'Usuarios del sistema',
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
  /** The user management screen (/users). Not in the spec: its labels and captions. */
  users: {
    search: SEARCH_PEOPLE,
    roleFilter: ROLE,
    filters: 'Filtros de usuarios del sistema',
    table: 'Usuarios',
    firstName: NAME,
    lastName: 'Apellido',
    email: EMAIL,
    role: ROLE,
    addUser: 'Agregar usuario',
    edit: EDIT,
    save: 'Guardar',
    enable: ENABLE,
    disable: DISABLE,
    active: 'Activo',
    disabled: 'Deshabilitado',
    roleOf: (user: string): string => `Rol de ${user}`,
    confirmDisable: (user: string): string => `¿Deshabilitar a ${user}? No podrá iniciar sesión.`,
    /** After creating a user: the one-time link where they set their own password. */
    passwordLinkTitle: 'Enlace para crear la contraseña',
    passwordLinkHelp: (email: string): string =>
      `La cuenta de ${email} se creó sin ninguna contraseña conocida. Envíale este enlace de un solo uso para que cree la suya; también puede hacerlo con «¿Olvidaste tu contraseña?» en el inicio de sesión.`,
    passwordLink: 'Enlace de un solo uso',
    copyLink: 'Copiar enlace',
    linkCopied: 'Enlace copiado',
    copyFailed: 'No se pudo copiar: selecciona el enlace y cópialo a mano.',
  },
  /** The role management screen (/roles). Not in the spec: its labels and captions. */
  roles: {
    search: 'Buscar rol',
    filters: 'Filtros de roles',
    table: 'Roles',
    newRoleName: 'Nombre del rol',
    permissions: PERMISSIONS,
    addRole: 'Agregar rol',
    permissionsOf: (role: string): string => `Permisos de ${role}`,
    confirmDelete: (role: string): string => `¿Eliminar el rol «${role}»? Esta acción no se puede deshacer.`,
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
    noFinished: 'No hay requerimientos finalizados para mostrar.',
    /** Empty option of the status and assignee quick filters. */
    selectPlaceholder: 'Seleccione',
    totalRecords: (total: number): string => `Total registros: ${total}`,
    /** Column headers of the active (Requerimientos) and finished lists. */
  },
  metrics: {
    noUrl: 'No hay URL de métricas configurada para la marca seleccionada.',
    /** /metrics opened without the METRICS key (the menu hides it; the route stays guarded). */
    noPermission: 'No tienes permiso para ver las métricas.',
    /** Accessible name of the dashboard's frame. */
    frameTitle: 'Panel de métricas de la marca',
  },
  brand: {
    /** How the brand's name is labelled where the domain writes it out (the AI strategy summary). */
    nameLabel: BRAND_NAME,
    nameRequired: "El campo 'Nombre de la marca' es obligatorio.",
    load: 'Error al cargar los datos de la marca.',
    analyzeManual: 'Error al analizar el manual de marca.',
    savePrefix: 'Error al guardar la marca. ',
    loadBrands: LOAD_BRANDS,
    selectForBlueprint: 'Debes seleccionar una marca para ver el blueprint.',
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
    /** Code adds: the questionnaire's busy states and its leave prompt. */
    saving: 'Guardando la marca...',
    analyzing: 'Analizando el manual de marca, por favor espera...',
    unsavedTitle: 'Cambios sin guardar',
    unsavedChanges: 'Tienes respuestas sin guardar en el cuestionario. Si sales ahora, se perderán.',
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
    /** Code adds (the spec names the busy states, not their texts): the guide screen's waits and confirmations. */
    generating: 'Generando el blueprint, por favor espera...',
    generatingRequirements: 'Generando requerimientos, por favor espera...',
    confirmRegenerate:
      'Regenerar el blueprint reemplaza la guía actual, con todas sus ediciones, por una nueva. ¿Deseas continuar?',
    confirmGenerateRequirements: (count: number): string =>
      `Se crearán ${count} requerimientos nuevos para la marca (6 Carrusel, 6 Video explicativo y 2 Blog). ¿Deseas continuar?`,
    requirementsGenerated: (count: number, first: number, last: number): string =>
      `Se generaron ${count} requerimientos (números ${first} a ${last}).`,
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
    generating: 'Generando guiones, por favor espera...',
    /** Not in the spec's catalogue: a script position the requirement does not have. */
    scriptNotFound: 'El guión seleccionado no existe.',
    /** Not in the spec's catalogue: a video command named a requirement that is not a video. */
    notAVideo: 'El requerimiento no es un video.',
  },
  linkedin: {
    selectBrand: 'Selecciona primero una marca.',
    organizationIdRequired: 'Debes ingresar el ID de organización de LinkedIn.',
    savePrefix: 'Error guardando LinkedIn: ',
    saved: 'Datos de LinkedIn guardados correctamente.',
    connected: 'Conectado con LinkedIn',
    /** Code adds: the connection's date, the round trip's outcome, disconnect and publish. */
    connectedUntil: (date: string): string => `Conectado con LinkedIn hasta el ${date}.`,
    notConnectedIndicator: 'Sin conexión con LinkedIn',
    connectFailed: 'No se pudo iniciar la conexión con LinkedIn. Inténtalo de nuevo.',
    callbackConnected: 'LinkedIn quedó conectado.',
    callbackProblems: {
      cancelled: 'Cancelaste la autorización en LinkedIn: no se conectó.',
      'missing-state': 'LinkedIn volvió sin el código de seguridad de la solicitud: inicia la conexión de nuevo.',
      'unknown-state': 'La respuesta de LinkedIn no corresponde a ninguna solicitud de conexión de esta consola.',
      'used-state': 'Esa respuesta de LinkedIn ya se usó: inicia la conexión de nuevo.',
      'expired-state': 'La solicitud de conexión con LinkedIn caducó (10 minutos): inicia la conexión de nuevo.',
      'exchange-failed': 'LinkedIn no entregó el acceso: inicia la conexión de nuevo.',
    },
    callbackUnknown: 'La conexión con LinkedIn no se completó.',
    disconnected: 'LinkedIn quedó desconectado: se borraron las credenciales guardadas.',
    disconnectFailed: 'No se pudo desconectar LinkedIn. Inténtalo de nuevo.',
    /** Code adds: the /socialmedia screen's indicator, disconnect confirmation and sandbox label. */
    expiredHint: (date: string): string =>
      `El acceso a LinkedIn caducó el ${date}: vuelve a conectarlo con 'Conectar LinkedIn'.`,
    confirmDisconnect:
      '¿Desconectar LinkedIn? Se borrarán las credenciales guardadas y no podrás publicar en LinkedIn hasta conectarlo de nuevo.',
    sandboxConnection: 'Entorno de pruebas local: esta conexión no usa LinkedIn real.',
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
    pinterestBoardRequired: 'Pinterest necesita el ID del tablero.',
    pinterestTitleTooLong: (max: number): string => `El título del pin admite como máximo ${max} caracteres.`,
    youtubeTitleRequired: 'YouTube necesita el título del video.',
    youtubeTitleTooLong: (max: number): string => `El título de YouTube admite como máximo ${max} caracteres.`,
    publicationDatePast: 'La fecha de publicación ya pasó: elige una fecha futura.',
    linkedInNotUsable:
      'Elegiste LinkedIn, pero tu conexión con LinkedIn no existe o caducó: conéctalo en Redes Sociales.',
    /** The same content was sent before: Metricool already has its draft. */
    alreadySent:
      'Esta publicación ya se había enviado a programación con el mismo contenido: no se creó otro borrador.',
    sendInFlight: 'Esta publicación se está enviando a programación en este momento. Espera un momento.',
    /** A sending failure without a text of its own. */
    sendFailed: 'No se pudo enviar la publicación a programación.',
    /** Log lines of the scheduler function (not shown to users). */
    sentLog: 'Programación: borrador enviado',
    alreadySentLog: 'Programación: mismo contenido ya enviado',
    sendFailedLog: 'Programación: envío fallido',
  },
  ai: {
    /** Shown when an AI answer does not have the documented shape; nothing is stored. */
    invalidAnswer: 'La respuesta del servicio de IA no tiene el formato esperado.',
  },
  /**
   * Code adds: the console's client of the ai function, when no answer of the
   * server's own (its Spanish `error`) arrives.
   */
  /** The console's client of the content commands (docs/product.md, "Content commands"). */
  commandsClient: {
    network: 'No se pudo conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.',
    timeout: 'El servidor tardó demasiado en responder. Inténtalo de nuevo en unos minutos.',
    unexpectedReply: (status: number): string =>
      `El servidor respondió de forma inesperada (HTTP ${status}). Inténtalo de nuevo más tarde.`,
  },
  aiClient: {
    network: 'No se pudo conectar con el servicio de IA. Revisa tu conexión e inténtalo de nuevo.',
    timeout: 'El servicio de IA tardó demasiado en responder. Inténtalo de nuevo en unos minutos.',
    unexpectedReply: (status: number): string =>
      `El servicio de IA respondió de forma inesperada (HTTP ${status}). Inténtalo de nuevo más tarde.`,
    /** The console shell's badge while the demo model answers (the ai function's status). */
    demoModelBadge: 'Modelo de demostración',
    demoModelHint: 'Las respuestas de IA vienen del modelo de demostración sin conexión: no son de un modelo real.',
  },
  /**
   * Not in the spec's catalogue: the console's reasons for a refused or failed database or
   * file-storage call (Firestore and Storage error codes), shown after the catalogue's
   * prefixes (Messages.brand.savePrefix + reason) instead of the SDK's English text.
   */
  dataStore: {
    permissionDenied: 'No tienes permiso para hacer este cambio, o los datos enviados no son válidos.',
    unauthenticated: 'Tu sesión caducó: inicia sesión de nuevo.',
    unavailable: 'No se pudo conectar con la base de datos. Revisa tu conexión e inténtalo de nuevo.',
    notFound: 'El registro ya no existe: recarga la página.',
    conflict: 'Los datos cambiaron mientras guardabas: recarga la página e inténtalo de nuevo.',
    limit: 'Se superó un límite del servicio. Inténtalo de nuevo en unos minutos.',
    uploadCancelled: 'La subida del archivo se canceló.',
    unexpected: (code: string): string => `El servicio de datos respondió con un error inesperado (${code}).`,
  },
  /**
   * Not in the spec's catalogue: the services the server calls (Metricool, LinkedIn), the
   * browser's clients of the scheduler and linkedin functions, and the functions' settings
   * for them (each names the variable to set). Upstream texts carry the service's own reason.
   */
  externalServices: {
    metricoolNormalizeRefused: (status: number, reason: string): string =>
      `Metricool no pudo normalizar la URL del archivo (HTTP ${status}): ${reason}`,
    metricoolDraftRefused: (status: number, reason: string): string =>
      `Metricool rechazó la publicación (HTTP ${status}): ${reason}`,
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
  },
  /**
   * Not in the spec's catalogue (its server answers are "not shown"): the error texts of
   * the user-administration endpoints. The console shows its own catalogue message and
   * keeps these as detail; a script calling the endpoints reads them directly.
   */
  endpoints: {
    methodNotAllowed: 'Método no permitido: usa POST.',
    unknownRoute: 'Ruta desconocida.',
    missingIdToken: 'Falta el token de identidad (cabecera Authorization: Bearer).',
    invalidIdToken: 'El token de identidad no es válido o ha caducado.',
    revokedIdToken: 'El token de identidad fue revocado: inicia sesión de nuevo.',
    missingAppCheck: 'Falta el token de App Check (cabecera X-Firebase-AppCheck).',
    invalidAppCheck: 'El token de App Check no es válido.',
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
    unsupportedMediaType: 'El cuerpo de la petición debe enviarse como JSON (Content-Type: application/json).',
    bodyTooLarge: (max: number): string => `El cuerpo de la petición supera el máximo de ${max} bytes.`,
    unknownRole: (role: string): string => `El rol '${role}' no existe.`,
    unknownUser: (uid: string): string => `El usuario '${uid}' no existe.`,
    internal: 'Error interno del servidor.',
    /** Settings of a deployed function (outside the emulators), refused at start-up. */
    allowedOriginsRequired:
      'ESTUDIO_ALLOWED_ORIGINS es obligatoria fuera de los emuladores: indica los orígenes https de la consola, separados por comas.',
    invalidAllowedOrigin: (origin: string): string =>
      `El origen '${origin}' de ESTUDIO_ALLOWED_ORIGINS no es válido fuera de los emuladores: usa https://host[:puerto], sin rutas ni comodines.`,
    appCheckNotOptional: (value: string): string =>
      `ESTUDIO_APP_CHECK='${value}' no se admite fuera de los emuladores: App Check siempre se exige (quita la variable o usa 'enforce').`,
  },
  /** Texts of the design system's shared widgets and dialogs (docs/product.md, "Errors and messages"). */
  ui: UiMessages,

  /** Login and reset-password screens (docs/product.md, "Errors and messages"). */
  login: LoginMessages,
  success: {
    saved: 'Guardado',
    planningSaved: 'Planificación guardada correctamente.',
    sentToScheduling: 'Publicación enviada a programación.',
  },
} as const;

export type MessageCatalogue = typeof Messages;
