import type { AiAnswerBody, AiOperation } from './scripted-ai-services.js';

/** A 1x1 transparent PNG: the smallest image body an image answer can carry. */
export const TINY_PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

const captions = (prefix: string): Record<string, string> =>
  Object.fromEntries(
    [1, 2, 3, 4, 5, 6].map((n) => [`${prefix}${n}`, `Texto sugerido ${n}: una idea clara para la marca.`]),
  );

/**
 * Answer bodies of the shapes docs/product.md, "AI calls" documents, for Storybook and demos only
 * (plausible-ai-answers.test.ts proves each passes the domain's parser for it). Tests
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
};
