import { z } from 'genkit';

/*
 * The answers of the AI operations (docs/product.md, "AI calls"), as zod schemas: what each
 * flow asks the model for (Gemini receives them as responseJsonSchema) and returns. They
 * describe the shape to ask for; the domain's parsers (domain/src/ai/*-answers.ts) remain the
 * judge of what may be stored.
 */

/** A new schema each time: a shared instance would become a $ref in the JSON schema sent to the model. */
const text = () => z.string();

export const BrandManualAnswer = z.object({ analysis: text() });

export const BlueprintAnswer = z.object({
  bloques: z.object({
    primer_bloque: z.object({
      nombre: text(),
      descripcion_breve: text(),
      edad: text(),
      caracteristica_ciudad: text(),
      preferencias: z.array(text()),
      motivaciones: text(),
      puntos_de_dolor: text(),
    }),
    segundo_bloque: z.object({ mision_y_proposito: z.object({ mision: text(), proposito: text() }) }),
    tercer_bloque: z.object({ mensaje_clave: text(), copy_referencia: text() }),
    cuarto_bloque: z.object({ canales_redes_sociales: text() }),
    quinto_bloque: z.object({ pilares_contenido: text() }),
    sexto_bloque: z.object({
      tono_estilo: z.object({ tono_general: text(), estilo: text() }),
      colors: z.array(text()).length(5),
    }),
    septimo_bloque: z.object({
      lineamientos_visuales: z.object({ paleta_colores: text(), tipografia: text(), imagenes: text() }),
    }),
  }),
});

export const CarouselCaptionsAnswer = z.object({
  redes_json: z.object({ instagram: text(), facebook: text(), linkedin: text() }),
});

export const VideoCaptionsAnswer = z.object({
  videos_json: z.object({
    video1: text(),
    video2: text(),
    video3: text(),
    video4: text(),
    video5: text(),
    video6: text(),
  }),
});

const guide = () => z.object({ descripcion: text(), palabras_sugeridas: text() });
export const DesignGuidesAnswer = z.object({
  guias_json: z.object({ guia1: guide(), guia2: guide(), guia3: guide() }),
});

export const ImageAnswer = z.object({ imageBase64: text() });

export const DesignValidationAnswer = z.object({ alineacion: z.number().min(0).max(100), descripcion: text() });

/** What the model answers for a video's summary; the flow adds file_uri. */
export const VideoAnalysis = z.object({ analysis: text() });
export const VideoSummaryAnswer = z.object({ file_uri: text(), analysis: text() });

export const ArticleAnswer = z.object({ articulo: z.array(z.object({ sectionTitle: text(), text: text() })).min(1) });

export const ScriptsAnswer = z.object({
  guiones: z.object({
    scripts: z
      .array(z.object({ Captacion: text(), 'Argumento de Venta': text(), 'Llamada a la acción': text() }))
      .min(1),
  }),
});

const criterion = () => z.object({ puntuacion: z.number().min(0).max(100), razon: text() });
export const TextAlignmentAnswer = z.object({
  alineacion: z.number().min(0).max(100),
  criterios: z.object({ tono: criterion(), pilares: criterion(), mensaje: criterion(), audiencia: criterion() }),
});

/** `fuente`: a source's id, or null when no source supports the claim ('sin respaldo'). */
export const ClaimsAnswer = z.object({
  afirmaciones: z.array(z.object({ texto: text(), fuente: z.string().nullable() })),
});
