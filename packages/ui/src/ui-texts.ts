// Spanish copy of the design system that the specs do not dictate (labels for assistive
// technology, button captions the specs leave unnamed). Spec texts live in Messages of
// @estudio/domain; this module holds the rest, once, so no component scatters literals.
export const UiTexts = {
  shell: {
    navigation: 'Menú principal',
    brandSelector: 'Marca activa',
    signedInAs: 'Sesión iniciada como',
    signOut: 'Cerrar sesión',
    skipToContent: 'Saltar al contenido',
  },
  breadcrumb: {
    label: 'Ruta de navegación',
  },
  table: {
    loading: 'Cargando…',
    empty: 'No hay registros para mostrar.',
    pagination: 'Paginación',
    page: (page: number): string => `Página ${page}`,
    sortAscending: 'orden ascendente',
    sortDescending: 'orden descendente',
    sortBy: (column: string): string => `Ordenar por ${column}`,
  },
  filters: {
    label: 'Filtros',
    clear: 'Limpiar filtros',
    search: 'Buscar',
  },
  select: {
    clear: 'Quitar selección',
    options: (label: string): string => `Opciones de ${label}`,
    selectedCount: (count: number): string => (count === 1 ? '1 seleccionada' : `${count} seleccionadas`),
  },
  upload: {
    progress: 'Progreso de la subida',
  },
  password: {
    show: 'Mostrar contraseña',
    hide: 'Ocultar contraseña',
  },
  link: {
    opensInNewTab: ' (se abre en una pestaña nueva)',
  },
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
    discard: 'Descartar',
  },
} as const;
