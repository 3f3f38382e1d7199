/**
 * The requirement lists' own words (docs/product.md, "Requirements"); their failures are the
 * domain's (Messages.requirements).
 */
export const RequirementsTexts = {
  /** The reviewer's way to the guide of a brand that requires approval (docs/product.md, "Approval"). */
  reviewGuide: 'Revisar la guía de comunicación',
  noFinished: 'No hay requerimientos finalizados para mostrar.',
  /** The next steps under an empty list: with filters set, and without. */
  emptyFiltered: 'Ningún requerimiento coincide con los filtros: cámbialos o pulsa «Limpiar filtros».',
  noActiveHint:
    'Los requerimientos de una marca aparecen aquí cuando se genera su parrilla de contenido. Revisa también la marca activa en la barra lateral.',
  noFinishedHint: 'Un requerimiento aparece aquí cuando su estado pasa a Finalizado en Requerimientos.',
  /** Beside the rows already shown while later brands' requirements are still being read. */
  loadingMore: 'Cargando los requerimientos de más marcas…',
  /** Empty option of the status and assignee quick filters. */
  selectPlaceholder: 'Seleccione',
} as const;
