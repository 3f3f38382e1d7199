import { VideoUseCases } from '../use-cases/video.js';
import type { ScriptSection } from '../video-scripts/script.js';
import { bodyFields, readIndex, readKey, readObjectPath, readText } from './body.js';
import { command, type CommandGroup } from './command.js';

/** The longest section name a body may carry (the use case judges it against SCRIPT_SECTIONS). */
const SECTION_NAME_MAX = 64;

/**
 * The video function's commands (docs/product.md, "Videos" and "Content commands"), by
 * action name: each answers the requirement as stored after it.
 */
export const VIDEO_COMMANDS = {
  /** 'Generar nueva sugerencia', and the scripts of a requirement opened without any. */
  scripts: command({
    useCase: VideoUseCases,
    parse: (body: unknown) => readKey(bodyFields(body)),
    run: (videos, actor, key) => videos.scripts(actor, key),
    model: true,
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
