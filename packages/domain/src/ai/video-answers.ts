import { Messages } from '../messages.js';
import type { Script, ScriptSection } from '../video-scripts/script.js';
import { rejectAnswer, requireList, requireRecord, requireText, textLeaves } from './answer-guards.js';

/** Video captions: no message of their own in the catalogue, so the generic AI one. */
const CAPTIONS_FAILED = Messages.ai.invalidAnswer;

export const VIDEO_CAPTION_KEYS = ['video1', 'video2', 'video3', 'video4', 'video5', 'video6'] as const;

/** videos_json with exactly the six entries video1..video6, returned in that order. */
export const parseVideoCaptions = (raw: unknown): readonly string[] => {
  const videos = requireRecord(requireRecord(raw, CAPTIONS_FAILED)['videos_json'], CAPTIONS_FAILED);
  const keys = Object.keys(videos);
  if (keys.length !== VIDEO_CAPTION_KEYS.length || !VIDEO_CAPTION_KEYS.every((key) => keys.includes(key))) {
    return rejectAnswer(CAPTIONS_FAILED);
  }
  return VIDEO_CAPTION_KEYS.map((key) => {
    const caption = textLeaves(videos[key]).join('\n');
    return caption === '' ? rejectAnswer(CAPTIONS_FAILED) : caption;
  });
};

/** guiones.scripts: a non-empty list of scripts, each with its three sections written. */
export const parseVideoScripts = (raw: unknown): readonly Script[] => {
  const failed = Messages.video.invalidScripts;
  const guiones = requireRecord(requireRecord(raw, failed)['guiones'], failed);
  const scripts = requireList(guiones['scripts'], failed);
  if (scripts.length === 0) return rejectAnswer(failed);
  return scripts.map((entry) => {
    const script = requireRecord(entry, failed);
    const section = (name: ScriptSection): string => requireText(script[name], failed);
    return {
      Captacion: section('Captacion'),
      'Argumento de Venta': section('Argumento de Venta'),
      'Llamada a la acción': section('Llamada a la acción'),
    };
  });
};
