import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Messages } from '../messages.js';
import { SCRIPT_SECTIONS } from '../video-scripts/script.js';
import { VIDEO_CAPTION_KEYS, parseVideoCaptions, parseVideoScripts } from './video-answers.js';

const refused = (message: string) => expect.objectContaining({ kind: 'invalid-ai-answer', message });
const CAPTIONS = refused(Messages.ai.invalidAnswer);
const SCRIPTS = refused('La API no devolvió guiones válidos.');

const sixVideos = Object.fromEntries(VIDEO_CAPTION_KEYS.map((key, index) => [key, `Caption ${index + 1}`]));
const script = { Captacion: 'Hook', 'Argumento de Venta': 'Pitch', 'Llamada a la acción': 'CTA' };

describe('video captions answer', () => {
  it('returns the six captions in order video1..video6', () => {
    const shuffled = Object.fromEntries(Object.entries(sixVideos).reverse());
    expect(parseVideoCaptions({ videos_json: shuffled })).toEqual([
      'Caption 1',
      'Caption 2',
      'Caption 3',
      'Caption 4',
      'Caption 5',
      'Caption 6',
    ]);
    expect(parseVideoCaptions({ videos_json: { ...sixVideos, video2: { caption: 'Anidado' } } })[1]).toBe('Anidado');
  });

  it('refuses anything but exactly six entries video1..video6 with text', () => {
    const { video6: _last, ...five } = sixVideos;
    const wrong = [
      { videos_json: five },
      { videos_json: { ...sixVideos, video7: 'x' } },
      { videos_json: { ...five, video0: 'x' } },
      { videos_json: { ...sixVideos, video3: '' } },
      { videos_json: 'x' },
      {},
    ];
    for (const raw of wrong) expect(() => parseVideoCaptions(raw)).toThrow(CAPTIONS);
  });

  it('property: any other number of entries is refused', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.string({ minLength: 1 }), { maxKeys: 12 }), (videos) => {
        fc.pre(Object.keys(videos).length !== 6);
        expect(() => parseVideoCaptions({ videos_json: videos })).toThrow(CAPTIONS);
      }),
    );
  });
});

describe('video scripts answer', () => {
  it('returns the scripts of guiones.scripts', () => {
    expect(parseVideoScripts({ guiones: { scripts: [script, { ...script, Captacion: ' Otro ' }] } })).toEqual([
      script,
      { ...script, Captacion: 'Otro' },
    ]);
    expect(parseVideoScripts({ guiones: JSON.stringify({ scripts: [script] }) })).toEqual([script]);
  });

  it('refuses an empty list, a missing list and scripts without their sections', () => {
    const wrong = [
      { guiones: { scripts: [] } },
      { guiones: {} },
      { guiones: { scripts: 'x' } },
      { guiones: { scripts: [script, 'x'] } },
      { guiones: { scripts: [{ ...script, Captacion: ' ' }] } },
      { scripts: [script] },
      null,
    ];
    for (const raw of wrong) expect(() => parseVideoScripts(raw)).toThrow(SCRIPTS);
  });

  it('property: a script missing any section is refused wherever it is in the list', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SCRIPT_SECTIONS), fc.nat(3), fc.nat(3), (section, before, after) => {
        const broken: Record<string, unknown> = { ...script };
        delete broken[section];
        const scripts = [...Array(before).fill(script), broken, ...Array(after).fill(script)];
        expect(() => parseVideoScripts({ guiones: { scripts } })).toThrow(SCRIPTS);
      }),
    );
  });
});
