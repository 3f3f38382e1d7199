/** The Calendario's words (docs/product.md, "Calendario"). */
export const CalendarTexts = {
  chooseBrand: 'Elige una marca en el menú para ver su calendario.',
  noPermission: 'No tienes permiso para ver el calendario.',
  /** The spread's button, and its confirmation. */
  spread: 'Repartir parrilla',
  spreadConfirm:
    'Las piezas de la parrilla sin fecha (carruseles y videos) recibirán una fecha en las próximas semanas: cada una en su propio día, en los mejores días de sus redes, a las 10:00. ¿Continuar?',
  spreadConfirmLabel: 'Repartir',
  /** A move refused before it is sent. */
  cannotPlan: 'No tienes permiso para cambiar la fecha de publicación.',
  pastDay: 'No se puede programar una publicación en un día que ya pasó.',
  /** The colour keys under the calendar: the statuses, and the brand review's badges. */
  legend: 'Leyenda de estados',
  guardLegend: 'Leyenda de la revisión de marca',
} as const;
