import { describe, expect, it } from 'vitest';
import type { Script } from './script.js';
import { withScriptChange, withScriptSection, withScriptVideo } from './script-edit.js';

const script = (n: number, videoUrl?: string): Script => ({
  Captacion: `Gancho ${n}`,
  'Argumento de Venta': `Argumento ${n}`,
  'Llamada a la acción': `Llamada ${n}`,
  ...(videoUrl === undefined ? {} : { videoUrl }),
});
const SCRIPTS = [script(1), script(2), script(3)];

describe('script edits over the scripts as stored', () => {
  it('change one section of one script; every other script stays as stored, with what others saved meanwhile', () => {
    const stored = [
      script(1),
      script(2, 'https://video.example/2.mp4'),
      { ...script(3), Captacion: 'De otra persona' },
    ];
    expect(withScriptSection(stored, 0, 'Llamada a la acción', 'Compra hoy')).toEqual([
      { ...script(1), 'Llamada a la acción': 'Compra hoy' },
      stored[1],
      stored[2],
    ]);
  });

  it("set one script's video and keep its sections as stored", () => {
    const stored = [script(1), { ...script(2), Captacion: 'Editada mientras tanto' }];
    expect(withScriptVideo(stored, 1, 'https://video.example/nuevo.mp4')).toEqual([
      script(1),
      { ...script(2), Captacion: 'Editada mientras tanto', videoUrl: 'https://video.example/nuevo.mp4' },
    ]);
  });

  it('answer null for a script the stored scripts do not have, and never change the stored list', () => {
    const stored = [...SCRIPTS];
    expect(withScriptSection(stored, 3, 'Captacion', 'x')).toBeNull();
    expect(withScriptVideo([], 0, 'https://video.example/a.mp4')).toBeNull();
    expect(withScriptChange(stored, -1, (current) => current)).toBeNull();
    expect(withScriptChange(stored, 0.5, (current) => current)).toBeNull();
    withScriptSection(stored, 0, 'Captacion', 'x');
    expect(stored).toEqual(SCRIPTS);
  });
});
