import { Messages } from '@estudio/domain/shared';
import { PublishingTexts } from '../../shared/texts.js';

const SUGGESTED_WORDS = 'Palabras sugeridas';

/**
 * The words of the carousel detail (/carrousel/{id}): labels, buttons and titles. Messages
 * (errors, successes) are the domain's catalogue (Messages.carousel, Messages.scheduling,
 * Messages.success).
 */
export const CarouselTexts = {
  title: 'Carrusel',
  brandOf: (brand: string): string => `Marca: ${brand}`,
  caption: 'Caption',
  saveCaption: 'Guardar caption',
  generateSuggestion: 'Generar sugerencia',
  captionProposal: 'Caption propuesto por la IA',
  guides: Messages.review.parts.guias,
  generateGuides: 'Generar nuevas guías',
  guidesProposal: 'Guías propuestas por la IA',
  /** A guide's suggested words in the proposal's text. */
  proposedWords: (words: string): string => `${SUGGESTED_WORDS}: ${words}`,
  guidesReplaced: 'Se reemplazaron las guías por la propuesta de la IA.',
  guide: (n: number): string => `Guía ${n}`,
  description: (n: number): string => `Descripción de la guía ${n}`,
  suggestedWords: (n: number): string => `Palabras sugeridas de la guía ${n}`,
  descriptionLabel: 'Descripción',
  suggestedWordsLabel: SUGGESTED_WORDS,
  saveGuide: (n: number): string => `Guardar guía ${n}`,
  image: (n: number): string => `Imagen de la guía ${n}`,
  noImage: 'Sin imagen todavía.',
  empty: '—',
  generateImage: (n: number): string => `Generar nueva imagen ${n}`,
  imageProposal: 'Nueva imagen de la IA',
  currentImage: (n: number): string => `Imagen actual de la guía ${n}`,
  proposedImage: (n: number): string => `Imagen propuesta para la guía ${n}`,
  replaceImage: (n: number): string => `Reemplazar imagen ${n}`,
  validate: (n: number): string => `Validar diseño ${n}`,
  uploadProgress: (n: number): string => `Subida de la imagen ${n}`,
  validationDetail: (n: number): string => `Detalle de la validación ${n}`,
  alignment: (percent: string): string => `Alineación: ${percent}`,
  history: 'Historial de alineación',
  historyEmpty: 'Sin validaciones registradas.',
  historyDate: 'Fecha',
  historyPercent: 'Alineación',
  historyWho: 'Quién',
  publishing: PublishingTexts.title,
  networks: PublishingTexts.networks,
  noNetworks: 'La marca no tiene redes sociales que acepten carruseles.',
  publicationDate: 'Fecha de publicación',
  collaborators: 'Colaboradores de Instagram',
  documentTitle: PublishingTexts.documentTitle,
  pinBoardId: PublishingTexts.pinBoardId,
  pinTitle: PublishingTexts.pinTitle,
  pinLink: PublishingTexts.pinLink,
  savePublication: PublishingTexts.save,
  schedulePublication: PublishingTexts.schedule,
} as const;
