import { type CampaignGoal, type CommunicationTone } from '@estudio/domain/brands';
import { Messages } from '@estudio/domain/shared';
import { ScreenTitles } from '../../shared/screen-titles.js';

/**
 * The words of the brand questionnaire (/marca): its title, question labels, option labels
 * and buttons. Interface words, kept with the screen; the messages live in the domain's catalogue.
 */
export const BrandDnaTexts = {
  title: ScreenTitles.brandDna,
  brandPicker: 'Marca a cargar',
  newBrand: 'Crear nueva marca',
  loadingBrand: 'Cargando la marca...',
  /** 'Requiere aprobación' (docs/product.md, "Approval"): saved on its own, as soon as it is switched. */
  approval: {
    label: 'Requiere aprobación',
    help: 'Cada pieza y la guía de comunicación pasan por la revisión del cliente y solo se programa la versión aprobada.',
  },
  sections: {
    identity: 'Identidad de la marca',
    audience: 'Público y estrategia',
    channels: 'Canales y objetivos',
    metrics: 'Métricas',
    files: 'Documentos de la marca',
  },
  fields: {
    brandName: Messages.brand.nameLabel,
    missionPurpose: 'Misión y propósito',
    diferences: '¿Qué diferencia a la marca de su competencia?',
    emotions: '¿Qué emociones quiere despertar la marca?',
    keywords: 'Palabras que definen la marca',
    socialNetworks: 'Redes sociales',
    communicationTone: 'Tono de comunicación (arquetipo)',
    campaignGoal: 'Objetivo de la campaña',
    kpis: 'KPIs',
    desiredInteractions: 'Interacciones deseadas con la audiencia',
    desiredStrategy: 'Estrategia deseada',
    additionalInformation: 'Información adicional',
    keyProducts: 'Productos o servicios clave',
    targetAudience: 'Público objetivo',
    conceptsToAvoid: 'Conceptos a evitar',
    importantKeywords: 'Palabras clave y hashtags importantes',
    competitors: 'Competidores',
    idMetrics: 'ID de métricas (blogId)',
    linkMetrics: 'Enlace del panel de métricas',
    keyVisual: 'Key visual',
    brandManual: 'Manual de marca',
    analysis: 'Análisis del manual de marca',
  },
  /** The brand's absolute claims (its label is the domain's, Messages.guard.absoluteClaimsLabel). */
  absoluteClaims: {
    defaultHelp:
      'La lista predeterminada de Estudio: la revisión de marca señala estas frases en los textos. Edítala para que la marca tenga la suya.',
    ownHelp: 'La lista propia de la marca: la revisión de marca señala estas frases en los textos.',
    none: 'Ninguna: la revisión de marca no señalará afirmaciones absolutas.',
    reset: 'Usar la lista predeterminada',
  },
  chooseOption: 'Selecciona una opción',
  save: 'Guardar',
  seeGuide: 'Ver guía de comunicación',
  campaignGoals: {
    visibilidad: 'Visibilidad',
    conexion: 'Conexión',
    conversion: 'Conversión',
  } satisfies Record<CampaignGoal, string>,
  /** The six KPI options (docs/product.md, "Brand DNA"), by stored value. */
  kpis: {
    alcance: 'Alcance',
    interacciones: 'Interacciones',
    seguidores: 'Seguidores',
    'clics al sitio web': 'Clics al sitio web',
    conversiones: 'Conversiones',
    'ventas en tienda en línea': 'Ventas en tienda en línea',
  },
  tones: {
    inocente: 'Inocente',
    sabio: 'Sabio',
    rebelde: 'Rebelde',
    cuidador: 'Cuidador',
    explorador: 'Explorador',
    creador: 'Creador',
    héroe: 'Héroe',
    amante: 'Amante',
    bufón: 'Bufón',
    'hombre/mujer común': 'Hombre/mujer común',
    gobernante: 'Gobernante',
    mago: 'Mago',
    forajido: 'Forajido',
  } satisfies Record<CommunicationTone, string>,
  /** Code adds: the questionnaire's busy states and its leave prompt. */
  saving: 'Guardando la marca...',
  analyzing: 'Analizando el manual de marca, por favor espera...',
  unsavedChanges: 'Tienes respuestas sin guardar en el cuestionario. Si sales ahora, se perderán.',
} as const;
