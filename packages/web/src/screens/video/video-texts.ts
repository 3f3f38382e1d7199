import { PublishingTexts } from '../../shared/texts.js';

/**
 * Words of the video detail's interface (labels, buttons, titles): the spec's messages are
 * in the domain's catalogue (Messages.video, Messages.scheduling, Messages.success).
 */
export const VideoTexts = {
  title: 'Video',
  brandOf: (brandName: string): string => `Marca: ${brandName}`,
  caption: 'Caption',
  captionField: 'Texto del caption',
  scripts: 'Guiones',
  noScripts: 'Este requerimiento aún no tiene guiones.',
  sectionField: (section: string, script: string): string => `${section} (${script})`,
  newSuggestion: 'Generar nueva sugerencia',
  /** The AI draft of 'Generar nueva sugerencia', and what its actions did. */
  scriptsProposal: 'Guiones propuestos por la IA',
  replaceDropsVideos: 'Al reemplazar, los videos subidos de los guiones actuales se descartan.',
  insertBeyondCap: (max: number): string =>
    `No se pueden insertar: un video admite como máximo ${max} guiones. Puedes reemplazarlos.`,
  scriptsReplaced: 'Se reemplazaron los guiones por la propuesta de la IA.',
  scriptsInserted: 'Se insertaron los guiones propuestos después de los actuales.',
  videoOf: (script: string): string => `Video del ${script}`,
  viewVideo: 'Ver Video',
  uploading: 'Subiendo video...',
  empty: '—',
  publish: {
    title: PublishingTexts.title,
    videoChoice: 'Video a publicar',
    networks: PublishingTexts.networks,
    noNetworks: 'La marca no tiene redes sociales que publiquen video.',
    collaborators: 'Colaboradores de Instagram (opcional)',
    videoTitle: 'Título del video de YouTube',
    youtubeTags: 'Etiquetas de YouTube',
    documentTitle: PublishingTexts.documentTitle,
    pinBoardId: PublishingTexts.pinBoardId,
    pinTitle: PublishingTexts.pinTitle,
    pinLink: PublishingTexts.pinLink,
    pinNewFormat: 'Nuevo formato de pin',
    allowComments: 'Permitir comentarios',
    autoAddMusic: 'Agregar música automáticamente',
    brandMention: 'Mención de la marca',
    publicationDate: 'Fecha de publicación (hora de Bogotá)',
    save: PublishingTexts.save,
    schedule: PublishingTexts.schedule,
  },
  /** The wait while the scripts are generated. */
  generating: 'Generando guiones, por favor espera...',
} as const;
