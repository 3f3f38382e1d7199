import { TEXT_LIMITS } from '../shared/text.js';
import { VideoUseCases, type ScriptTexts, type ScriptsEdit } from '../use-cases/video.js';
import type { ScriptSection } from '../video-scripts/script.js';
import {
  bodyFields,
  readIndex,
  readKey,
  readList,
  readObject,
  readObjectPath,
  readOptionalText,
  readText,
} from './body.js';
import { command, type CommandGroup } from './command.js';

/** The longest section name a body may carry (the use case judges it against SCRIPT_SECTIONS). */
const SECTION_NAME_MAX = 64;

/**
 * {scripts: [{Captacion, 'Argumento de Venta', 'Llamada a la acción', videoUrl?}], caption?}: at most
 * TEXT_LIMITS.sections scripts, each section a text within TEXT_LIMITS.text, a video's URL within TEXT_LIMITS.url
 * (the use case judges whether the server can vouch for it).
 */
const readScriptsEdit = (fields: Readonly<Record<string, unknown>>): ScriptsEdit => {
  const scripts = readList(fields, 'scripts', TEXT_LIMITS.sections).map((item, index): ScriptTexts => {
    const script = readObject({ [`scripts[${index}]`]: item }, `scripts[${index}]`);
    const name = (field: string) => `scripts[${index}].${field}`;
    const at = (field: string) => ({ [name(field)]: script[field] });
    const videoUrl = readOptionalText(at('videoUrl'), name('videoUrl'), TEXT_LIMITS.url);
    return {
      Captacion: readText(at('Captacion'), name('Captacion')),
      'Argumento de Venta': readText(at('Argumento de Venta'), name('Argumento de Venta')),
      'Llamada a la acción': readText(at('Llamada a la acción'), name('Llamada a la acción')),
      ...(videoUrl === undefined ? {} : { videoUrl }),
    };
  });
  const caption = readOptionalText(fields, 'caption');
  return { scripts, ...(caption === undefined ? {} : { caption }) };
};

/**
 * The video function's commands (docs/product.md, "Videos" and "Content commands"), by
 * action name: each answers the requirement as stored after it.
 */
export const VIDEO_COMMANDS = {
  /** The scripts of a requirement opened without any (stored: there is nothing to replace). */
  scripts: command({
    useCase: VideoUseCases,
    parse: (body: unknown) => readKey(bodyFields(body)),
    run: (videos, actor, key) => videos.scripts(actor, key),
    model: true,
  }),
  /** 'Generar nueva sugerencia' on a requirement with scripts: the proposal, nothing stored. */
  suggestion: command({
    useCase: VideoUseCases,
    parse: (body: unknown) => readKey(bodyFields(body)),
    run: (videos, actor, key) => videos.suggestion(actor, key),
    model: true,
  }),
  /** A proposal's 'Reemplazar' or 'Insertar', and its 'Deshacer': the scripts replaced by the texts given. */
  'save-scripts': command({
    useCase: VideoUseCases,
    parse: (body: unknown) => {
      const fields = bodyFields(body);
      return { ...readKey(fields), ...readScriptsEdit(fields) };
    },
    run: (videos, actor, { brandId, requirementId, ...edit }) =>
      videos.saveScripts(actor, { brandId, requirementId }, edit),
  }),
  'edit-caption': command({
    useCase: VideoUseCases,
    parse: (body: unknown) => {
      const fields = bodyFields(body);
      return { ...readKey(fields), caption: readText(fields, 'caption') };
    },
    run: (videos, actor, { caption, ...key }) => videos.editCaption(actor, key, caption),
  }),
  'edit-section': command({
    useCase: VideoUseCases,
    parse: (body: unknown) => {
      const fields = bodyFields(body);
      return {
        ...readKey(fields),
        index: readIndex(fields),
        section: readText(fields, 'section', SECTION_NAME_MAX) as ScriptSection,
        text: readText(fields, 'text'),
      };
    },
    run: (videos, actor, { index, section, text, ...key }) =>
      videos.editScriptSection(actor, key, index, section, text),
  }),
  /** After MediaUploads.scriptVideo: the object's path, never a URL. */
  'video-attached': command({
    useCase: VideoUseCases,
    parse: (body: unknown) => {
      const fields = bodyFields(body);
      return { ...readKey(fields), index: readIndex(fields), path: readObjectPath(fields) };
    },
    run: (videos, actor, { index, path, ...key }) => videos.attachScriptVideo(actor, key, index, path),
  }),
  /** 'Video N' of the publishing panel. */
  choose: command({
    useCase: VideoUseCases,
    parse: (body: unknown) => {
      const fields = bodyFields(body);
      return { ...readKey(fields), index: readIndex(fields) };
    },
    run: (videos, actor, { index, ...key }) => videos.chooseVideoToPublish(actor, key, index),
  }),
} as const satisfies CommandGroup;
