import type {
  ArticleImageGenerator,
  AiModelInfo,
  AiStatus,
  ArticleWriter,
  BlueprintGenerator,
  BrandManualAnalyzer,
  CaptionGenerator,
  CarouselImageGenerator,
  ClaimFinder,
  DesignGuideGenerator,
  DesignValidator,
  ScriptGenerator,
  TextAligner,
  VideoSummarizer,
} from '../ports/ai.js';
import { copy } from './copy.js';

/** The request of every AI call, by the operation name tests script it with. */
export interface AiRequests {
  readonly analyzeBrandManual: Parameters<BrandManualAnalyzer['analyzeBrandManual']>[0];
  readonly generateBlueprint: Parameters<BlueprintGenerator['generateBlueprint']>[0];
  readonly carouselCaptions: Parameters<CaptionGenerator['carouselCaptions']>[0];
  readonly videoCaptions: Parameters<CaptionGenerator['videoCaptions']>[0];
  readonly generateDesignGuides: Parameters<DesignGuideGenerator['generateDesignGuides']>[0];
  readonly generateCarouselImage: Parameters<CarouselImageGenerator['generateCarouselImage']>[0];
  readonly validateDesign: Parameters<DesignValidator['validateDesign']>[0];
  readonly summarizeVideo: Parameters<VideoSummarizer['summarizeVideo']>[0];
  readonly writeArticle: Parameters<ArticleWriter['writeArticle']>[0];
  readonly generateArticleImage: Parameters<ArticleImageGenerator['generateArticleImage']>[0];
  readonly generateScripts: Parameters<ScriptGenerator['generateScripts']>[0];
  readonly alignText: Parameters<TextAligner['alignText']>[0];
  readonly findClaims: Parameters<ClaimFinder['findClaims']>[0];
}
export type AiOperation = keyof AiRequests;

export const AI_OPERATIONS = [
  'analyzeBrandManual',
  'generateBlueprint',
  'carouselCaptions',
  'videoCaptions',
  'generateDesignGuides',
  'generateCarouselImage',
  'validateDesign',
  'summarizeVideo',
  'writeArticle',
  'generateArticleImage',
  'generateScripts',
  'alignText',
  'findClaims',
] as const satisfies readonly AiOperation[];

/**
 * How an operation answers: an Error rejects with it, a function computes the answer body
 * from the request (and may throw), anything else is the answer body itself (handed out
 * as a fresh copy on every call).
 */
export type ScriptedAnswer<Op extends AiOperation> = Error | ((request: AiRequests[Op]) => unknown) | AiAnswerBody;

/** A JSON-like answer body (what a model sends back). */
export type AiAnswerBody = string | number | boolean | null | readonly unknown[] | { readonly [key: string]: unknown };

export interface AiCall<Op extends AiOperation = AiOperation> {
  readonly operation: Op;
  readonly request: AiRequests[Op];
}

/** A 1x1 transparent PNG: the smallest image body an image answer can carry. */
export const TINY_PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

const captions = (prefix: string): Record<string, string> =>
  Object.fromEntries(
    [1, 2, 3, 4, 5, 6].map((n) => [`${prefix}${n}`, `Texto sugerido ${n}: una idea clara para la marca.`]),
  );

/**
 * Answer bodies of the shapes docs/product.md, "AI calls" documents, for Storybook and demos only
 * (scripted-ai-services.test.ts proves each passes the domain's parser for it). Tests
 * script their own answers; these are not what the real services return verbatim.
 */
export const PLAUSIBLE_AI_ANSWERS: Readonly<Record<AiOperation, AiAnswerBody>> = {
  analyzeBrandManual: {
    analysis: 'Marca cercana y optimista. Colores cálidos, tipografía sans serif, fotografía natural.',
  },
  generateBlueprint: {
    primer_bloque: {
      nombre: 'Laura',
      descripcion_breve: 'Profesional urbana que cuida su tiempo y su bienestar.',
      edad: '28-40',
      caracteristica_ciudad: 'Ciudad grande, ritmo rápido',
      preferencias: ['Contenido breve', 'Consejos prácticos'],
      motivaciones: ['Ahorrar tiempo', 'Sentirse bien'],
      puntos_de_dolor: ['Poco tiempo libre', 'Exceso de opciones'],
    },
    segundo_bloque: {
      mision_y_proposito: {
        mision: 'Hacer simple lo cotidiano.',
        proposito: 'Que cada persona disfrute más de su día.',
      },
    },
    tercer_bloque: {
      mensaje_clave: 'Lo simple también es extraordinario.',
      copy_referencia: 'Tu día, más fácil.',
    },
    cuarto_bloque: { canales_redes_sociales: ['Instagram', 'LinkedIn'] },
    quinto_bloque: { pilares_contenido: ['Educación', 'Inspiración', 'Comunidad'] },
    sexto_bloque: {
      tono_estilo: { tono: 'Cercano', estilo: ['Optimista', 'Claro'] },
      colors: ['#FF6B35', '#004E89', 'none', 'none', 'none'],
    },
    septimo_bloque: {
      lineamientos_visuales: {
        paleta_colores: 'Naranja y azul profundo sobre fondos claros.',
        tipografia: 'Sans serif geométrica.',
        imagenes: 'Fotografía natural con luz cálida.',
      },
    },
  },
  carouselCaptions: { redes_json: captions('carrusel') },
  videoCaptions: { videos_json: captions('video') },
  generateDesignGuides: {
    guias_json: {
      guia1: { descripcion: 'Portada con el mensaje clave sobre fondo naranja.', palabras_sugeridas: 'simple, día' },
      guia2: { descripcion: 'Tres consejos en tarjetas azules.', palabras_sugeridas: 'consejos, tiempo' },
      guia3: { descripcion: 'Cierre con llamada a la acción.', palabras_sugeridas: 'síguenos' },
    },
  },
  generateCarouselImage: { imageBase64: TINY_PNG_BASE64 },
  validateDesign: { alineacion: 86, descripcion: 'Respeta la paleta y la tipografía de la guía.' },
  summarizeVideo: {
    file_uri: 'memory://ai/files/video-1',
    analysis: 'El video presenta el producto en uso diario con tono cercano.',
  },
  writeArticle: {
    articulo: [
      { sectionTitle: 'Introducción', text: 'Por qué lo simple importa.' },
      { sectionTitle: 'Tres ideas', text: 'Ideas prácticas para el día a día.' },
      { sectionTitle: 'Conclusión', text: 'Empieza hoy con un paso pequeño.' },
    ],
  },
  generateArticleImage: { imageBase64: TINY_PNG_BASE64 },
  generateScripts: {
    guiones: {
      scripts: [1, 2, 3].map((n) => ({
        Captacion: `Gancho ${n}: ¿y si tu día fuera más simple?`,
        'Argumento de Venta': `Argumento ${n}: menos pasos, más tiempo para ti.`,
        'Llamada a la acción': `Acción ${n}: descúbrelo hoy.`,
      })),
    },
  },
  alignText: {
    alineacion: 86,
    criterios: {
      tono: { puntuacion: 88, razon: 'El tono es cercano y optimista, como pide la guía.' },
      pilares: { puntuacion: 84, razon: 'Toca el pilar de educación con un consejo práctico.' },
      mensaje: { puntuacion: 86, razon: 'Transmite que lo simple también es extraordinario.' },
      audiencia: { puntuacion: 85, razon: 'Habla a una profesional urbana con poco tiempo.' },
    },
  },
  findClaims: { afirmaciones: [] },
};

/** The first sentence of a text (up to its first '.', '!' or '?'), trimmed. */
const firstSentence = (text: string): string => (/^[^.!?]*[.!?]?/u.exec(text.trim())?.[0] ?? '').trim();

/**
 * What alignText and findClaims answer when a test scripted nothing for them: a passing review
 * built from the text (every criterion 86, its reason quoting the text's first words) and, when the
 * brand has a source, the text's first sentence as a claim resting on the first source. The screen
 * tests and Storybook score a text without scripting the model; a test that judges the answer scripts its own.
 */
const DEFAULT_ANSWERS: {
  readonly [Op in 'alignText' | 'findClaims']: (request: AiRequests[Op]) => AiAnswerBody;
} = {
  alignText: (request) => {
    const opening = request.text.trim().slice(0, 40);
    const criterion = (what: string) => ({ puntuacion: 86, razon: `«${opening}» respeta ${what} de la guía.` });
    return {
      alineacion: 86,
      criterios: {
        tono: criterion('el tono'),
        pilares: criterion('los pilares'),
        mensaje: criterion('el mensaje clave'),
        audiencia: criterion('la audiencia'),
      },
    };
  },
  findClaims: (request) => {
    const [source] = request.sources;
    const claim = firstSentence(request.text);
    return { afirmaciones: source === undefined || claim === '' ? [] : [{ texto: claim, fuente: source.id }] };
  },
};

/** What aiStatus answers unless a test sets `modelInfo`: the twins are no real model. */
export const SCRIPTED_MODEL_INFO: AiModelInfo = { provider: 'demo', model: 'demo/estudio', demo: true };

/**
 * Every AI port in one scripted double. Bind the same instance to the twelve AI tokens and AiStatus; each call
 * is recorded, answered from what the test scripted, and an unscripted call rejects, so a
 * test never passes on an answer it did not choose; alignText and findClaims alone answer a passing
 * review built from the text when unscripted (DEFAULT_ANSWERS). AiStatus answers `modelInfo` (or
 * rejects with it when it is an Error) and is not recorded among the calls.
 */
export class ScriptedAiServices
  implements
    BrandManualAnalyzer,
    BlueprintGenerator,
    CaptionGenerator,
    DesignGuideGenerator,
    CarouselImageGenerator,
    DesignValidator,
    VideoSummarizer,
    ArticleWriter,
    ArticleImageGenerator,
    ScriptGenerator,
    TextAligner,
    ClaimFinder,
    AiStatus
{
  readonly calls: AiCall[] = [];
  /** The model aiStatus reports; an Error makes it reject. */
  modelInfo: AiModelInfo | Error = SCRIPTED_MODEL_INFO;
  private readonly standing = new Map<AiOperation, unknown>();
  private readonly once = new Map<AiOperation, unknown[]>();

  /** Every later call of `operation` answers with `answer` (after any respondOnce queue). */
  respond<Op extends AiOperation>(operation: Op, answer: ScriptedAnswer<Op>): this {
    this.standing.set(operation, answer);
    return this;
  }

  /** Queues an answer used by exactly one call, before the standing answer. */
  respondOnce<Op extends AiOperation>(operation: Op, answer: ScriptedAnswer<Op>): this {
    this.once.set(operation, [...(this.once.get(operation) ?? []), answer]);
    return this;
  }

  /** Standing answers of the documented shapes for every operation (Storybook, demos). */
  withPlausibleDefaults(): this {
    for (const operation of AI_OPERATIONS) this.respond(operation, PLAUSIBLE_AI_ANSWERS[operation]);
    return this;
  }

  /** The requests `operation` received, in order. */
  callsTo<Op extends AiOperation>(operation: Op): AiRequests[Op][] {
    return this.calls.filter((call): call is AiCall<Op> => call.operation === operation).map((call) => call.request);
  }

  analyzeBrandManual(request: AiRequests['analyzeBrandManual']): Promise<unknown> {
    return this.answer('analyzeBrandManual', request);
  }

  async aiStatus(): Promise<AiModelInfo> {
    if (this.modelInfo instanceof Error) throw this.modelInfo;
    return { ...this.modelInfo };
  }

  generateBlueprint(request: AiRequests['generateBlueprint']): Promise<unknown> {
    return this.answer('generateBlueprint', request);
  }

  generateDesignGuides(request: AiRequests['generateDesignGuides']): Promise<unknown> {
    return this.answer('generateDesignGuides', request);
  }

  generateCarouselImage(request: AiRequests['generateCarouselImage']): Promise<unknown> {
    return this.answer('generateCarouselImage', request);
  }

  generateArticleImage(request: AiRequests['generateArticleImage']): Promise<unknown> {
    return this.answer('generateArticleImage', request);
  }

  generateScripts(request: AiRequests['generateScripts']): Promise<unknown> {
    return this.answer('generateScripts', request);
  }

  carouselCaptions(request: AiRequests['carouselCaptions']): Promise<unknown> {
    return this.answer('carouselCaptions', request);
  }

  videoCaptions(request: AiRequests['videoCaptions']): Promise<unknown> {
    return this.answer('videoCaptions', request);
  }

  validateDesign(request: AiRequests['validateDesign']): Promise<unknown> {
    return this.answer('validateDesign', request);
  }

  summarizeVideo(request: AiRequests['summarizeVideo']): Promise<unknown> {
    return this.answer('summarizeVideo', request);
  }

  writeArticle(request: AiRequests['writeArticle']): Promise<unknown> {
    return this.answer('writeArticle', request);
  }

  alignText(request: AiRequests['alignText']): Promise<unknown> {
    return this.answer('alignText', request);
  }

  findClaims(request: AiRequests['findClaims']): Promise<unknown> {
    return this.answer('findClaims', request);
  }

  private async answer<Op extends AiOperation>(operation: Op, request: AiRequests[Op]): Promise<unknown> {
    this.calls.push({ operation, request: { ...request } } as AiCall);
    const queued = this.once.get(operation);
    let scripted: unknown;
    if (queued !== undefined && queued.length > 0) {
      scripted = queued.shift();
    } else if (this.standing.has(operation)) {
      scripted = this.standing.get(operation);
    } else if (operation === 'alignText' || operation === 'findClaims') {
      scripted = DEFAULT_ANSWERS[operation as 'alignText' | 'findClaims'];
    } else {
      throw new Error(
        `ScriptedAiServices: no answer scripted for ${operation}; call respond('${operation}', ...) first.`,
      );
    }
    if (scripted instanceof Error) throw scripted;
    if (typeof scripted === 'function') return await (scripted as (r: AiRequests[Op]) => unknown)(request);
    return copy(scripted);
  }
}
