// The product's Spanish copy lives in texts modules, each in the package (in the web app, the
// feature folder) that shows or raises it (docs/internals.md, "Texts"): the domain's catalogue
// (messages.ts, messages-<area>.ts, server-messages.ts) and every file named texts.ts or
// <name>-texts.ts under packages/*/src. This test finds them by that name, reads their string
// literals from the source (parsed, not imported) and checks: every validation/error/success
// text of the two specs (sections 5 and 8, and the screen texts they refer to) is written in
// exactly one of them, to the letter; no module writes a text twice, and no sentence is written
// in two modules one package could import both of (a text two layers show lives in the lower
// one); and no source file repeats, as a loose literal, a sentence of a texts module its
// package could import.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, isAbsolute, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
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

/** A texts module by its name: texts.ts, <name>-texts.ts, or the domain's messages.ts, messages-<area>.ts, <name>-messages.ts. */
const TEXTS_MODULE = /^(?:[a-z0-9-]+-)?(?:texts|messages(?:-[a-z]+)?)\.ts$/;

/** Shorter texts ("Guardado", "Rol") are ordinary words; the rules on copies are about sentences. */
const isSentence = (text: string): boolean => text.trim().length >= 15;

/** Source without comments: quoting a message in a comment is documentation, not a copy. */
const withoutComments = (source: string): string =>
  source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.(test|spec|stories)\.tsx?$/.test(name) ? [path] : [];
  });

/**
 * The texts a module writes: its string literals with a letter in them, in source order, but
 * not import specifiers, property names or literal types (`'missing-state': …` is a key).
 */
export const literalTexts = (file: string, source: string): string[] => {
  const texts: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node) || ts.isTypeNode(node)) return;
    if (ts.isPropertyAssignment(node)) return visit(node.initializer);
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && /\p{L}/u.test(node.text)) {
      texts.push(node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(file, source, ts.ScriptTarget.ES2022, true));
  return texts;
};

const packages = join(root, 'packages');

/** `packages/<name>` of a path under the root, relative or absolute. */
const packageOf = (file: string): string =>
  (isAbsolute(file) ? relative(root, file) : file).split('/').slice(0, 2).join('/');

/** Each package with the packages it may import (its @estudio dependencies, transitively), itself included. */
const visible = new Map<string, Set<string>>();
const visibleFrom = (pkg: string): Set<string> => {
  const known = visible.get(pkg);
  if (known !== undefined) return known;
  const manifest = JSON.parse(readFileSync(join(root, pkg, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  const seen = new Set([pkg]);
  for (const name of Object.keys(manifest.dependencies ?? {}).filter((dep) => dep.startsWith('@estudio/'))) {
    for (const reached of visibleFrom(`packages/${name.slice('@estudio/'.length)}`)) seen.add(reached);
  }
  visible.set(pkg, seen);
  return seen;
};

const modules = readdirSync(packages)
  .flatMap((name) => {
    const src = join(packages, name, 'src');
    return statSync(src, { throwIfNoEntry: false })?.isDirectory() ? sourceFiles(src) : [];
  })
  .filter((file) => TEXTS_MODULE.test(basename(file)))
  .map((file) => ({ file: relative(root, file), texts: literalTexts(file, readFileSync(file, 'utf8')) }));

/** The modules that write `text`, one entry per time it is written. */
const writersOf = (text: string): string[] =>
  modules.flatMap(({ file, texts }) => texts.filter((written) => written === text).map(() => file));

describe('the texts modules', () => {
  it("are found by their names: the domain's catalogue, each package's and each screen's", () => {
    expect(modules.map(({ file }) => file)).toEqual(
      expect.arrayContaining([
        'packages/domain/src/messages.ts',
        'packages/domain/src/messages-shell.ts',
        'packages/domain/src/messages-review.ts',
        'packages/domain/src/messages-guard.ts',
        'packages/domain/src/server-messages.ts',
        'packages/ui/src/ui-texts.ts',
        'packages/adapters/src/texts.ts',
        'packages/functions/src/texts.ts',
        'packages/web/src/shared/texts.ts',
        'packages/web/src/screens/users/users-texts.ts',
      ]),
    );
    expect(
      literalTexts(
        'probe.ts',
        "import { X } from './x-texts.js';\nexport const T = { 'a-key': 'Un texto', n: 'x', e: '' } as const;",
      ),
    ).toEqual(['Un texto', 'x']);
  });

  it.each(SPEC_TEXTS)('write the spec text %j once, in one module', (text) => {
    expect({ text, writers: writersOf(text) }).toEqual({ text, writers: [expect.any(String)] });
  });

  it('write a sentence in one module of those a package can import: two layers share the lower one', () => {
    const sentences = new Set(modules.flatMap(({ texts }) => texts.filter(isSentence)));
    const repeated = [...sentences]
      .map((text) => ({ text, writers: writersOf(text) }))
      .filter(({ writers }) =>
        writers.some((one, index) =>
          writers.some(
            (other, at) =>
              at !== index &&
              (visibleFrom(packageOf(one)).has(packageOf(other)) || visibleFrom(packageOf(other)).has(packageOf(one))),
          ),
        ),
      );
    expect(repeated).toEqual([]);
  });

  it('write each text once within a module, or share one constant where the spec repeats it', () => {
    const repeated = modules.flatMap(({ file, texts }) =>
      texts.filter((text, index) => texts.indexOf(text) !== index).map((text) => `${file}: ${text}`),
    );
    expect(repeated).toEqual([]);
  });

  it('ignores comments but not code when looking for copies', () => {
    const code = ["// 'Guías inválidas.' is shown", "/* 'Guías inválidas.' */", "const t = 'Guías inválidas.';"];
    expect(withoutComments(code.slice(0, 2).join('\n'))).not.toContain('Guías inválidas.');
    expect(withoutComments(code.join('\n'))).toContain("'Guías inválidas.'");
  });

  it('are never repeated as a loose literal in source code that could import them', () => {
    const homes = new Set(modules.map(({ file }) => join(root, file)));
    const offenders: string[] = [];
    for (const file of sourceFiles(packages)) {
      if (homes.has(file)) continue;
      const importable = visibleFrom(packageOf(file));
      const sentences = new Set(
        modules
          .filter((module) => importable.has(packageOf(module.file)))
          .flatMap(({ texts }) => texts.filter(isSentence)),
      );
      const source = withoutComments(readFileSync(file, 'utf8'));
      for (const text of sentences) {
        if (source.includes(text.trim())) offenders.push(`${relative(root, file)}: ${text}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
