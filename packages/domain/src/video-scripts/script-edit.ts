import { isPosition } from '../requirements/content-slots.js';
import type { Script, ScriptSection } from './script.js';

/**
 * The scripts as stored now with script `index` changed, every other script as it is stored (so a
 * section or video someone else saved meanwhile in another script is kept); null when the stored
 * scripts have no script `index` (new, fewer scripts were generated meanwhile).
 */
export const withScriptChange = (
  scripts: readonly Script[],
  index: number,
  change: (script: Script) => Script,
): Script[] | null => {
  const script = isPosition(index) ? scripts[index] : undefined;
  if (script === undefined) return null;
  const changed = change(script);
  return scripts.map((current, position) => (position === index ? changed : current));
};

/** One section of script `index` edited, over the scripts as stored (withScriptChange). */
export const withScriptSection = (
  scripts: readonly Script[],
  index: number,
  section: ScriptSection,
  text: string,
): Script[] | null => withScriptChange(scripts, index, (script) => ({ ...script, [section]: text }));

/** The uploaded video of script `index`, over the scripts as stored (withScriptChange). */
export const withScriptVideo = (scripts: readonly Script[], index: number, videoUrl: string): Script[] | null =>
  withScriptChange(scripts, index, (script) => ({ ...script, videoUrl }));
