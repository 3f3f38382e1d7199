// The message catalogue (Messages, and ServerMessages for the texts only servers show) is
// the single home of the specs' texts. This test checks both
// directions: every validation/error/success text of the two specs (sections 5 and 8, and
// the screen texts they refer to) is in the catalogue to the letter, and no source file
// outside the catalogue repeats one of them as a loose literal.
import { Messages, ServerMessages } from '@estudio/domain';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Texts copied from shared/spec/000 and 001 (sections 2, 5, 8, 9): the spec's letter. */
const SPEC_TEXTS = [
  // 000 §2, §5, §8
  'Debes aceptar los términos y condiciones',
  'Correo o contraseña incorrectos',
  'Se ha enviado un correo para restablecer tu contraseña. Revisa tu bandeja de entrada.',
  'Error al enviar el correo: ',
  'Usuario no autenticado',
  'no se encontró la configuración de permisos',
  'Error fetching brands.',
  'Error fetching roles.',
  'Error fetching system users.',
  'Error enabling brand.',
  'Error disabling brand.',
  'Error adding allowed user.',
  'Error removing allowed user.',
  'Error al cargar los roles.',
  'Error al cargar los usuarios.',
  'Error al cargar marcas.',
  'Error al actualizar permisos.',
  'Error al agregar el rol.',
  'Error al eliminar el rol.',
  'Error al guardar la edición del usuario.',
  'Error al actualizar el rol.',
  'Error al habilitar el usuario.',
  'Error al deshabilitar el usuario.',
  'Error al agregar el usuario.',
  'Este correo ya está registrado. Por favor ingresa otro.',
  'Error al cargar los requerimientos.',
  'Error al cargar los requerimientos finalizados.',
  'Error al cargar los usuarios para asignar.',
  'Error al actualizar el estado.',
  'Error al actualizar el asignado.',
  'Error al buscar el requerimiento.',
  'No se encontró un requerimiento con este número.',
  'No tiene permisos para ver los requerimientos.',
  'No hay requerimientos finalizados para mostrar.',
  'No hay URL de métricas configurada para la marca seleccionada.',
  // 001 §2, §5, §8
  "El campo 'Nombre de la marca' es obligatorio.",
  'Debes seleccionar una marca para ver el blueprint.',
  'Por favor, selecciona un archivo de video.',
  'Por favor, selecciona un archivo de imagen.',
  'Tipo de archivo inválido. Solo png, jpg, jpeg, gif o webp.',
  'No se seleccionó ningún archivo.',
  'Faltan datos para generar la nueva imagen.',
  'Faltan datos para validar el diseño.',
  'Caption requerido para generar guías.',
  'Guías inválidas.',
  'Faltan datos de la marca o requerimiento.',
  'No se encontró contenido del artículo para generar la imagen.',
  'El archivo excede el tamaño máximo permitido de 300MB.',
  'Tipo de archivo no permitido. Por favor, sube un video en formato MP4, AVI, MKV o MOV.',
  'Selecciona primero una marca.',
  'Debes ingresar el ID de organización de LinkedIn.',
  'No se puede generar guiones sin un caption válido.',
  'No se ha cargado el video para el guión seleccionado.',
  'El video seleccionado no tiene URL.',
  'No hay imágenes para normalizar.',
  'No se proporcionó el ID de la marca.',
  'Error al generar el Blueprint.',
  'Error al obtener o generar el Blueprint.',
  'Error al regenerar el Blueprint.',
  'Error al guardar los cambios.',
  'Error al generar los requerimientos: ',
  'Error al cargar los datos de la marca.',
  'Error al analizar el manual de marca.',
  'Error al guardar la marca. ',
  'Hubo un error en el proceso.',
  'Hubo un error al generar la imagen.',
  'Hubo un error al reemplazar la imagen.',
  'Hubo un error al guardar los cambios.',
  'No se pudo acceder al componente de subida de video.',
  'Error al generar la nueva imagen: ',
  'Error al subir la nueva imagen: ',
  'Error al validar diseño: ',
  'Error generando guías.',
  'Error guardando planificación.',
  'Marca no encontrada.',
  'Blueprint no encontrado.',
  'Requerimiento no encontrado.',
  'Error al generar los guiones. Por favor, intenta nuevamente más tarde.',
  'La API no devolvió guiones válidos.',
  'No se dispone de los datos necesarios para generar el resumen de la marca.',
  'Error al subir el video. Por favor, intenta nuevamente más tarde.',
  'Error al actualizar el video. Por favor, intenta nuevamente.',
  'No se puede actualizar el video porque faltan datos del requerimiento.',
  'No se puede generar una nueva sugerencia sin el ID del requerimiento.',
  'No se pudo guardar la planificación.',
  'No se pudo guardar el video seleccionado.',
  'Faltan datos de la marca o del requerimiento.',
  'No se encontraron datos de la marca.',
  'No se tiene blueprint para la marca.',
  'Error guardando LinkedIn: ',
  'Guardado',
  'Datos de LinkedIn guardados correctamente.',
  'Planificación guardada correctamente.',
  'Publicación enviada a programación.',
  'Generando guiones, por favor espera...',
  'Conectado con LinkedIn',
];

/** Source without comments: quoting a message in a comment is documentation, not a copy. */
const withoutComments = (source: string): string =>
  source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');

const catalogueTexts = (node: unknown): string[] => {
  if (typeof node === 'string') return [node];
  if (node !== null && typeof node === 'object') return Object.values(node).flatMap(catalogueTexts);
  return [];
};

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.(test|spec|stories)\.tsx?$/.test(name) ? [path] : [];
  });

describe('the message catalogue', () => {
  const texts = [...catalogueTexts(Messages), ...catalogueTexts(ServerMessages)];
  const catalogues = ['messages.ts', 'messages-shell.ts', 'server-messages.ts'].map((name) =>
    join(root, 'packages/domain/src', name),
  );

  it.each(SPEC_TEXTS)('holds the spec text %j', (text) => {
    expect(texts).toContain(text);
  });

  it('holds each text under one entry, or shares one constant where the spec repeats it', () => {
    const source = catalogues.map((file) => readFileSync(file, 'utf8')).join('\n');
    for (const text of new Set(texts)) {
      const quoted = [`'${text}'`, `"${text}"`].reduce((n, q) => n + source.split(q).length - 1, 0);
      expect({ text, occurrences: quoted }).toEqual({ text, occurrences: 1 });
    }
  });

  it('ignores comments but not code when looking for copies', () => {
    const code = ["// 'Guías inválidas.' is shown", "/* 'Guías inválidas.' */", "const t = 'Guías inválidas.';"];
    expect(withoutComments(code.slice(0, 2).join('\n'))).not.toContain('Guías inválidas.');
    expect(withoutComments(code.join('\n'))).toContain("'Guías inválidas.'");
  });

  it('is never repeated as a loose literal in source code', () => {
    // Short texts ("Guardado") are ordinary words; the rule is about the specs' sentences.
    const sentences = [...new Set(texts)].filter((text) => text.trim().length >= 15);
    const offenders: string[] = [];
    for (const file of sourceFiles(join(root, 'packages'))) {
      if (catalogues.includes(file)) continue;
      const source = withoutComments(readFileSync(file, 'utf8'));
      for (const text of sentences) {
        if (source.includes(text.trim())) offenders.push(`${relative(root, file)}: ${text}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
