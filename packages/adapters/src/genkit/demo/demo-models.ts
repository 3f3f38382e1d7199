import { Messages } from '@estudio/domain/shared';
import type { Genkit } from 'genkit';
import type { GenerateRequest, GenerateResponseData } from 'genkit/model';
import { DEMO_IMAGE_MODEL, DEMO_TEXT_MODEL } from '../ai-settings.js';
import { demoGuardAnswer } from './demo-guard.js';
import { demoImagePng, hashText } from './demo-image.js';

/*
 * The offline demo model (README "AI models"): what answers on a demo-* project with no
 * provider. Deterministic: the answer depends only on the request. Text answers follow the
 * JSON schema the flow asked for (request.output.schema), with Spanish texts chosen by field
 * name and filled with what the prompt says (brand, caption, tone); the brand guard's two
 * answers are computed from the text (demo-guard.ts); images are PNGs with the caption drawn in
 * them.
 */

export const DEMO_TEXT_MODEL_NAME = `demo/${DEMO_TEXT_MODEL}`;
export const DEMO_IMAGE_MODEL_NAME = `demo/${DEMO_IMAGE_MODEL}`;

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  additionalProperties?: boolean | JsonSchema;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
};

/** What the demo reads in a prompt: the labelled lines the prompts write. */
export interface DemoContext {
  readonly brand: string;
  readonly topic: string;
  readonly tone: string;
  readonly seed: number;
}

const labelledLine = (text: string, labels: readonly string[]): string | null => {
  for (const label of labels) {
    const match = new RegExp(`^\\s*${label}\\s*:[ \\t]*(.+)$`, 'mi').exec(text);
    const value = match?.[1]?.trim();
    if (value) return value;
  }
  return null;
};

const clip = (text: string, length: number): string => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= length ? flat : `${flat.slice(0, length - 1).replace(/\s+\S*$/, '')}…`;
};

export const demoContext = (prompt: string): DemoContext => ({
  // The questionnaire's summary (diagnostic_form) labels it as the form does.
  brand: clip(labelledLine(prompt, ['Marca', Messages.brand.nameLabel, 'Nombre']) ?? 'tu marca', 60),
  topic: clip(
    labelledLine(prompt, [
      'Caption',
      'Texto',
      'Texto de la imagen',
      'Tema',
      'Contenido',
      'Mensaje clave',
      'Misión y propósito',
    ]) ?? 'la propuesta de valor de la marca',
    140,
  ),
  tone: clip(labelledLine(prompt, ['Tono de comunicación', 'Tono']) ?? 'cercano', 60),
  seed: hashText(prompt),
});

const pick = <T>(options: readonly T[], seed: number): T => options[seed % options.length] as T;

const TEXTS: Readonly<Record<string, (c: DemoContext, n: number) => string>> = {
  analysis: (c) =>
    `Análisis de ${c.brand}: la marca se presenta con un tono ${c.tone} y gira en torno a ${c.topic}. ` +
    'Conviene mantener la paleta y la tipografía del manual y repetir el mensaje clave en cada pieza.',
  descripcion: (c, n) =>
    `${pick(['Composición centrada', 'Fondo liso con un elemento gráfico', 'Fotografía de producto'], n)} para ${c.brand}, ` +
    `con el texto «${clip(c.topic, 60)}» en tipografía legible y un margen amplio alrededor.`,
  palabras_sugeridas: (c) => clip(c.topic, 40),
  sectionTitle: (c, n) =>
    pick(['Introducción', 'Por qué importa', 'Cómo lo hacemos', 'Conclusión'], n) + ` · ${c.brand}`,
  text: (c) => `${c.brand} habla de ${c.topic} con un tono ${c.tone}, en frases cortas y claras para su público.`,
  Captacion: (c) => `¿Sabías que ${c.brand} puede cambiar tu forma de ver ${clip(c.topic, 60)}?`,
  'Argumento de Venta': (c) => `${c.brand} te acompaña con un estilo ${c.tone}: ${clip(c.topic, 80)}.`,
  'Llamada a la acción': (c) => `Escríbenos hoy y descubre lo que ${c.brand} tiene para ti.`,
  nombre: (c) => `Cliente ideal de ${c.brand}`,
  edad: (_c, n) => pick(['25-34 años', '30-45 años', '18-29 años'], n),
  mision: (c) => `Acercar ${c.topic} a las personas con un estilo ${c.tone}.`,
  proposito: (c) => `Que cada cliente de ${c.brand} se sienta escuchado.`,
  mensaje_clave: (c) => `${c.brand}: ${clip(c.topic, 80)}`,
};

const CAPTION_OPENERS = ['Hoy te contamos', 'Descubre', 'Así es como', 'Te presentamos', 'Lo nuevo:', 'Pregúntate'];

const textFor = (key: string, context: DemoContext, index: number): string => {
  const n = (context.seed >>> 3) + index;
  const known = TEXTS[key];
  if (known) return known(context, n);
  if (/^(video\d+|instagram|facebook|linkedin|tiktok|threads|caption)/i.test(key)) {
    return `${pick(CAPTION_OPENERS, n)} ${clip(context.topic, 90)} con ${context.brand}. #${context.brand.replace(/[^\p{L}\p{N}]/gu, '')}`;
  }
  if (/colou?r|paleta/i.test(key)) return `#${((context.seed * (index + 7)) & 0xffffff).toString(16).padStart(6, '0')}`;
  const label = key.replace(/_/g, ' ').trim() || 'Texto';
  return `${label.charAt(0).toUpperCase()}${label.slice(1)} de ${context.brand}: ${clip(context.topic, 80)} (tono ${context.tone}).`;
};

const typeOf = (schema: JsonSchema): string | undefined => {
  if (Array.isArray(schema.type)) return schema.type.find((type) => type !== 'null');
  if (schema.type) return schema.type;
  if (schema.properties) return 'object';
  if (schema.items) return 'array';
  return undefined;
};

/** A value of `schema`, its texts chosen by field name `key`. */
export const demoValue = (schema: JsonSchema, key: string, context: DemoContext, index = 0): unknown => {
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (variant) return demoValue(variant, key, context, index);
  if (schema.enum && schema.enum.length > 0) return pick(schema.enum, context.seed + index);
  switch (typeOf(schema)) {
    case 'object': {
      const entries = Object.entries(schema.properties ?? {}).map(
        ([name, property], position) => [name, demoValue(property, name, context, index + position)] as const,
      );
      if (entries.length === 0 && typeof schema.additionalProperties === 'object') {
        const value = schema.additionalProperties;
        return Object.fromEntries(
          ['instagram', 'facebook', 'linkedin'].map((name, position) => [
            name,
            demoValue(value, name, context, position),
          ]),
        );
      }
      return Object.fromEntries(entries);
    }
    case 'array': {
      const min = Math.max(schema.minItems ?? 1, 1);
      const max = Math.max(min, Math.min(schema.maxItems ?? min + 2, min + 2));
      const count = min + ((context.seed >>> 5) % (max - min + 1));
      const items = schema.items ?? { type: 'string' };
      return Array.from({ length: count }, (_, position) => demoValue(items, key, context, index + position));
    }
    case 'number':
    case 'integer': {
      const min = schema.minimum ?? 0;
      const max = schema.maximum ?? min + 100;
      const span = Math.max(0, Math.floor(max - min));
      return min + ((context.seed >>> 7) % (span + 1));
    }
    case 'boolean':
      return (context.seed & 1) === 1;
    default:
      return textFor(key, context, index);
  }
};

const promptText = (request: GenerateRequest): string =>
  request.messages.flatMap((message) => message.content.map((part) => part.text ?? '')).join('\n');

/** The demo text model's answer to `request` (exported for tests). */
export const demoTextAnswer = (request: GenerateRequest): GenerateResponseData => {
  const prompt = promptText(request);
  const context = demoContext(prompt);
  const schema = request.output?.schema as JsonSchema | undefined;
  const guard = demoGuardAnswer(schema?.properties, prompt);
  const content =
    guard !== null
      ? [{ text: JSON.stringify(guard) }]
      : schema !== undefined
        ? [{ text: JSON.stringify(demoValue(schema, 'respuesta', context)) }]
        : [{ text: textFor('analysis', context, 0) }];
  return {
    message: { role: 'model', content },
    finishReason: 'stop',
    usage: { inputCharacters: prompt.length, inputTokens: Math.ceil(prompt.length / 4), outputTokens: 0 },
  };
};

/** The text to draw: the prompt's 'Texto de la imagen' (else caption, topic) line. */
export const demoImageCaption = (prompt: string): string =>
  labelledLine(prompt, ['Texto de la imagen', 'Caption', 'Texto', 'Contenido']) ?? demoContext(prompt).brand;

export const demoImageAnswer = (request: GenerateRequest): GenerateResponseData => {
  const prompt = promptText(request);
  const png = demoImagePng(clip(demoImageCaption(prompt), 200));
  return {
    message: {
      role: 'model',
      content: [{ media: { url: `data:image/png;base64,${png.toString('base64')}`, contentType: 'image/png' } }],
    },
    finishReason: 'stop',
    usage: { inputTokens: Math.ceil(prompt.length / 4), outputTokens: 0, outputImages: 1 },
  };
};

/** Registers demo/estudio and demo/estudio-imagen on `ai`. */
export const registerDemoModels = (ai: Genkit): void => {
  ai.defineModel(
    {
      name: DEMO_TEXT_MODEL_NAME,
      label: `${Messages.ai.demoModelBadge} (demo: true)`,
      supports: { multiturn: true, media: true, systemRole: true, output: ['json', 'text'], constrained: 'all' },
    },
    async (request) => {
      const answer = demoTextAnswer(request);
      const text = answer.message?.content[0]?.text ?? '';
      return { ...answer, usage: { ...answer.usage, outputTokens: Math.ceil(text.length / 4) } };
    },
  );
  ai.defineModel(
    {
      name: DEMO_IMAGE_MODEL_NAME,
      label: `${Messages.ai.demoModelBadge}: imágenes (demo: true)`,
      supports: { multiturn: false, media: true, systemRole: true, output: ['media'] },
    },
    async (request) => demoImageAnswer(request),
  );
};
