// The design system's Spanish words: its widgets' and dialogs' captions (docs/product.md,
// "Shared widgets and dialogs"), the shell's and the labels for assistive technology. The
// messages a component shows come from its caller (the domain's Messages, a screen's texts);
// this module holds the kit's own, once, so no component scatters literals. The groups the
// login route draws are written in ./access-texts.ts (a smaller login bundle) and held here
// under their names.
import { AccessUiTexts } from './access-texts.js';

/** Written once: the editable block's and the AI draft's. */
const DISCARD = 'Descartar';

/** The brand review's name (the panel's title, the badge's accessible name). */
const GUARD_PANEL = 'Revisión de marca';

export const UiTexts = {
  shell: {
    /** The sidebar, when the signed-in profile has no e-mail. */
    notAuthenticated: 'Usuario no autenticado',
    navigation: 'Menú principal',
    brandSelector: 'Marca activa',
    signedInAs: 'Sesión iniciada como',
    signOut: 'Cerrar sesión',
    skipToContent: 'Saltar al contenido',
    /** The phone's top bar: the button that opens the menu as a drawer, and the drawer's own. */
    openMenu: 'Abrir menú',
    closeMenu: 'Cerrar menú',
  },
  breadcrumb: {
    label: 'Ruta de navegación',
  },
  /** The sticky bar of a long form's actions. */
  actionBar: {
    label: 'Acciones del formulario',
    unsaved: 'Hay cambios sin guardar',
    saved: 'Todos los cambios están guardados',
  },
  table: {
    loading: 'Cargando…',
    empty: 'No hay registros para mostrar.',
    pagination: 'Paginación',
    page: (page: number): string => `Página ${page}`,
    sortAscending: 'orden ascendente',
    sortDescending: 'orden descendente',
    sortBy: (column: string): string => `Ordenar por ${column}`,
    /** The next step under an empty list, unless the screen names its own. */
    emptyHint: 'Prueba con otros filtros o límpialos para ver todos los registros.',
    /** The menu that hides and shows a table's columns. */
    columns: 'Columnas',
    columnsOf: (table: string): string => `Columnas visibles de ${table}`,
    /** A list's rows as cards on a phone. */
    cards: (table: string): string => `${table} (tarjetas)`,
    /** The cards' sort control (a phone has no column headers to click). */
    sortCards: 'Ordenar por',
    unsorted: 'Orden predeterminado',
    direction: (direction: 'asc' | 'desc'): string => (direction === 'asc' ? 'Ascendente' : 'Descendente'),
    flipDirection: 'Cambiar el sentido del orden',
    /** A date or value a row does not have yet. */
    none: '—',
  },
  filters: {
    label: 'Filtros',
    clear: 'Limpiar filtros',
    search: 'Buscar',
  },
  /** Searchable select and multi-select (docs/product.md, "Shared widgets and dialogs"). */
  select: {
    filter: 'Filtrar...',
    placeholder: 'Selecciona...',
    empty: 'No hay opciones',
    noOptions: 'No options',
    loading: 'Loading...',
    clear: 'Quitar selección',
    options: (label: string): string => `Opciones de ${label}`,
    selectedCount: (count: number): string => (count === 1 ? '1 seleccionada' : `${count} seleccionadas`),
  },
  upload: {
    progress: 'Progreso de la subida',
  },
  filePicker: {
    choose: 'Seleccionar archivo',
    noFile: 'Ningún archivo seleccionado',
    /** Code adds: the button beside the bar that stops a running upload. */
    cancel: 'Cancelar subida',
  },
  /** Confirmation, error and information dialogs (docs/product.md, "Errors and messages"). */
  dialogs: {
    confirmDeleteTitle: 'Confirmar eliminación',
    confirmDisableTitle: 'Confirmar deshabilitación',
    /** A confirmation that is neither a deletion nor a disabling (regenerate, generate). */
    confirmTitle: 'Confirmar',
    cancel: 'Cancelar',
    confirmDelete: 'Eliminar',
    errorTitle: AccessUiTexts.dialogs.errorTitle,
    close: 'Cerrar',
    ok: 'OK',
  },
  /** The status badge's brand states, as the spec labels them. */
  status: {
    active: 'Active',
    disabled: 'Disabled',
  },
  /** The client's review of a piece (docs/product.md, "Approval"): the review bar of the detail screens. */
  review: {
    region: 'Revisión del cliente',
    submit: 'Enviar a revisión',
    approve: 'Aprobar',
    requestChanges: 'Pedir cambios',
    comment: 'Comentario para el equipo',
    commentHelp: 'Obligatorio para pedir cambios: qué debe cambiar el equipo.',
    none: 'Aún no se ha enviado a revisión.',
    inReview: (email: string, at: string): string => `Enviado a revisión por ${email} el ${at}.`,
    waitingReviewer: 'Esperando la revisión del cliente.',
    changesRequested: (email: string, at: string): string => `Cambios pedidos por ${email} el ${at}:`,
    approved: (email: string, at: string): string => `Aprobado por ${email} el ${at}.`,
    approvedOther: (parts: string): string => `Se editó después de la aprobación. Cambió: ${parts}.`,
    resubmit: 'Envíalo de nuevo a revisión para poder programarlo.',
  },
  /** The console shell's warning that a connection of the active brand needs action. */
  connectionsWarning: {
    /** The region's accessible name. */
    label: 'Aviso de conexiones',
    dismiss: 'Ocultar el aviso',
  },
  /** The console shell's badge while the demo model answers (its name is the domain's Messages.ai.demoModelBadge). */
  demoModel: {
    hint: 'Las respuestas de IA vienen del modelo de demostración sin conexión: no son de un modelo real.',
  },
  password: AccessUiTexts.password,
  link: AccessUiTexts.link,
  /** The date-time field: es-ES day order, a 24-hour clock, Bogotá wall-clock time (docs/product.md, "Scheduling"). */
  dateTime: {
    datePlaceholder: 'dd/mm/aaaa',
    timePlaceholder: 'HH:mm',
    /** Accessible name of the time box (the date box carries the field's own label). */
    time: 'Hora',
    zone: 'Hora de Bogotá (America/Bogota, UTC−5)',
    invalidDate: 'Escribe la fecha como dd/mm/aaaa, por ejemplo 21/11/2026.',
    noSuchDate: 'Esa fecha no existe: revisa el día y el mes.',
    invalidTime: 'Escribe la hora en formato de 24 horas (HH:mm), por ejemplo 17:05.',
    missingDate: 'Falta la fecha (dd/mm/aaaa).',
    missingTime: 'Falta la hora (HH:mm).',
    beforeMin: (limit: string): string => `La fecha debe ser el ${limit} o posterior.`,
    afterMax: (limit: string): string => `La fecha debe ser el ${limit} o anterior.`,
  },
  /** An embedded page that cannot be shown here (docs/product.md, "Metrics and Academy"): info, not an error. */
  frame: {
    unavailable: 'No se puede mostrar esta página aquí.',
    unavailableHint: 'Puede que la página no permita mostrarse dentro de la consola o que no haya respondido.',
    openInNewTab: 'Abrir en una pestaña nueva',
  },
  skeleton: AccessUiTexts.skeleton,
  colour: {
    palette: 'Paleta de colores',
    slot: (position: number): string => `Color ${position}`,
  },
  validation: {
    alignedDetail: 'Validación: OK, ver detalle',
    notAlignedDetail: 'Validación: no alineado, ver detalle',
  },
  tags: {
    placeholder: 'Escribe y pulsa Enter',
    empty: 'Sin etiquetas',
    add: 'Agregar',
    remove: (tag: string): string => `Quitar ${tag}`,
  },
  list: {
    empty: 'Sin elementos',
    add: 'Agregar elemento',
    addTo: (list: string): string => `Agregar elemento a ${list}`,
    item: (list: string, position: number): string => `${list}, elemento ${position}`,
    remove: (list: string, position: number): string => `Quitar elemento ${position} de ${list}`,
  },
  edit: {
    edit: 'Editar',
    save: 'Guardar',
    discard: DISCARD,
  },
  /** An AI answer shown as a draft beside the text it would change (docs/product.md, "Content commands"). */
  aiDraft: {
    label: 'Propuesta de la IA',
    current: 'Texto actual',
    currentImage: 'Imagen actual',
    proposed: 'Propuesta',
    empty: '(vacío)',
    insert: 'Insertar',
    replace: 'Reemplazar',
    discard: DISCARD,
    undo: 'Deshacer',
    replaced: 'Se reemplazó el texto por la propuesta de la IA.',
    replacedImage: 'Se reemplazó la imagen por la propuesta de la IA.',
    inserted: 'Se insertó la propuesta de la IA después del texto.',
  },
  /** One network's preview of a post before it is sent (docs/product.md, "Preview per network"). */
  networkPreview: {
    ready: 'Sin problemas',
    problems: (count: number): string => (count === 1 ? '1 problema' : `${count} problemas`),
    problemsOf: (network: string): string => `Problemas de ${network}`,
    caption: 'Texto',
    hashtags: 'Hashtags',
    images: 'Imágenes',
    title: 'Título',
    link: 'Enlace',
    noCaption: 'Sin texto',
    noImages: 'Sin imágenes',
    noVideo: 'Sin video',
    video: 'Video',
    firstImage: (total: number): string => `Primera imagen de ${total}`,
    /** The part of a text the network does not take, marked after what it shows. */
    overLimit: (count: number): string =>
      count === 1 ? '1 carácter de más: no se publica' : `${count} caracteres de más: no se publica`,
    /** A counter: '2.205 / 2.200'; an image range: '3 (de 2 a 10)', '3 (1 o más)'. */
    ofMax: (value: string, max: string): string => `${value} / ${max}`,
    range: (count: string, min: string, max: string | null): string =>
      max === null ? `${count} (${min} o más)` : `${count} (de ${min} a ${max})`,
  },
  /** The planner: a month or a week of pieces by publication date (docs/product.md, "Calendario"). */
  planner: {
    today: 'Hoy',
    previous: { month: 'Mes anterior', week: 'Semana anterior' },
    next: { month: 'Mes siguiente', week: 'Semana siguiente' },
    view: 'Vista del calendario',
    views: { month: 'Mes', week: 'Semana' },
    undated: 'Sin fecha',
    undatedEmpty: 'Todas las piezas tienen fecha de publicación.',
    undatedHint: 'Arrastra una pieza a un día, o enfócala, elige el día con las flechas y pulsa Intro.',
    noPieces: 'Sin publicaciones',
    moving: (title: string, day: string): string =>
      `Mover «${title}» al ${day}. Intro para confirmar, Esc para cancelar.`,
  },
  /** A thread of comments and its write box (docs/product.md, "Comments"). */
  discussion: {
    empty: 'Aún no hay comentarios.',
    loading: 'Cargando la conversación…',
    isNew: 'Nuevo',
    box: 'Escribe un comentario',
    placeholder: 'Escribe aquí; con @ mencionas a alguien de la marca.',
    submit: 'Comentar',
    sending: 'Publicando…',
    people: 'Personas de la marca que puedes mencionar',
    length: (count: string, max: string): string => `${count} de ${max} caracteres`,
    shortcut: 'Ctrl + Enter publica el comentario.',
    /** The requirement lists' badge: comments new for the reader. */
    newCount: (count: number): string => (count === 1 ? '1 comentario nuevo' : `${count} comentarios nuevos`),
  },
  /** The template of the carousel, video and blog details. */
  contentPiece: {
    aside: 'Publicación y planificación',
  },
  /**
   * The brand guard's words that the requirement lists and the calendar draw (GuardStatusBadge).
   * The panel's, the editors' and the override dialog's are in ./guard-texts.ts: this module is
   * in the requirements list's bundle, which has no room for them.
   */
  guard: {
    panel: GUARD_PANEL,
    status: { pasa: 'Pasa', 'no-pasa': 'No pasa', revisar: 'Revisar', 'sin-revisar': 'Sin revisar' },
    /** The badge's accessible name: 'Revisión de marca: Pasa'. */
    statusOf: (status: string): string => `${GUARD_PANEL}: ${status}`,
  },
} as const;
