// The words several screens or the shell share; each screen's own are in its feature folder
// (screens/<feature>/<feature>-texts.ts) and the messages the domain raises in its catalogue
// (docs/internals.md, "Texts"). One export per group, so a route carries only the groups its
// modules use.

/** The publishing panel's words, the same on the carousel and the video (docs/product.md, "Planning fields"). */
export const PublishingTexts = {
  title: 'Datos para publicar',
  networks: 'Redes sociales',
  documentTitle: 'Título del documento de LinkedIn',
  pinBoardId: 'ID del tablero de Pinterest',
  pinTitle: 'Título del pin',
  pinLink: 'Enlace del pin',
  save: 'Guardar publicación',
  schedule: 'Programar publicación',
} as const;
