/**
 * Words of the blog detail's interface (labels, buttons, headings): the spec's messages are
 * in the domain's catalogue (Messages.blog).
 */
/** The article's image: its section's heading and the image's alternative text. */
const ARTICLE_IMAGE = 'Imagen del artículo';

export const BlogTexts = {
  title: 'Blog',
  brandOf: (brand: string): string => `Marca: ${brand}`,
  titleOf: (title: string, number: number): string => (title.trim() === '' ? `Blog ${number}` : title),
  videoSection: 'Video del artículo',
  videoLabel: 'Video',
  videoHelp: 'Sube un video para generar el artículo con el tono de la marca.',
  uploadAndGenerate: 'Subir video y generar artículo',
  uploading: 'Subiendo el video y generando el artículo...',
  suggestion: 'Generar sugerencia con IA',
  suggesting: 'Generando una sugerencia de artículo...',
  articleProposal: 'Artículo propuesto por la IA',
  insertTooLong: (limit: number): string =>
    `No se puede insertar: el artículo tendría más de ${limit} secciones. Quita secciones o reemplaza el artículo por la propuesta.`,
  proposalTooLong: (limit: number): string =>
    `La propuesta tiene más de ${limit} secciones, el máximo de un artículo: no se puede guardar.`,
  traceSection: 'Trazabilidad',
  traceVideo: 'Video cargado',
  traceNoVideo: 'Aún no se ha cargado ningún video.',
  watchVideo: 'Ver video',
  traceSummary: 'Resumen del video',
  traceNoSummary: 'Aún no hay resumen de video.',
  traceSummaryPending: 'El resumen de este video aún no está disponible.',
  traceFileUri: 'Archivo analizado',
  traceArticle: 'Artículo generado',
  traceArticleFromVideo: (sections: number): string =>
    `${sections} ${sections === 1 ? 'sección generada' : 'secciones generadas'} a partir del resumen de este video.`,
  traceArticleNotFromVideo: 'El artículo actual no proviene de este video.',
  traceArticleWithoutVideo: 'El artículo actual no se generó a partir de un video.',
  traceNoArticle: 'Aún no hay artículo.',
  articleSection: 'Artículo',
  noArticle: 'Este requerimiento aún no tiene artículo.',
  sectionTitleLabel: (n: number): string => `Título de la sección ${n}`,
  sectionTextLabel: (n: number): string => `Texto de la sección ${n}`,
  saveArticle: 'Guardar cambios',
  discardArticle: 'Descartar cambios',
  savingArticle: 'Guardando el artículo...',
  imageSection: ARTICLE_IMAGE,
  imageAlt: ARTICLE_IMAGE,
  noImage: 'Este artículo aún no tiene imagen.',
  generateImage: 'Generar nueva imagen',
  generatingImage: 'Generando la imagen...',
  imageProposal: 'Imagen del artículo propuesta por la IA',
  proposedImageAlt: 'Imagen propuesta para el artículo',
  newImageLabel: 'Nueva imagen',
  replaceImage: 'Reemplazar imagen',
  replacingImage: 'Reemplazando la imagen...',
} as const;
