import { describe, expect, it } from 'vitest';
import { BLUEPRINT_BLOCK_NAMES } from './blueprint.js';
import { BLUEPRINT_BLOCK_LABELS, BLUEPRINT_FIELD_LABELS } from './block-labels.js';

describe('blueprint labels', () => {
  it('titles the seven blocks in Spanish, each differently', () => {
    const labels = BLUEPRINT_BLOCK_NAMES.map((name) => BLUEPRINT_BLOCK_LABELS[name]);
    expect(labels).toEqual([
      'Público objetivo',
      'Misión y propósito',
      'Mensaje clave',
      'Canales y redes sociales',
      'Pilares de contenido',
      'Tono y estilo',
      'Lineamientos visuales',
    ]);
    expect(new Set(labels).size).toBe(7);
  });

  it('labels every stored field of the blocks', () => {
    for (const field of ['nombre', 'preferencias', 'mision', 'copy_referencia', 'colors', 'tipografia'] as const) {
      expect(BLUEPRINT_FIELD_LABELS[field].trim()).not.toBe('');
    }
  });
});
