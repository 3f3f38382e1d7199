import { type Script } from '@estudio/domain/content';
import { Messages, ServerMessages, TEXT_LIMITS } from '@estudio/domain/shared';
import { expect } from 'vitest';
import {
  CAFE,
  OUTSIDE_URL,
  refusalsOfKey,
  refusalsOfPath,
  requirementPath,
  req,
  SCRIPT_URL,
  SONRISA,
  storedRequirementIs,
  text,
  TEXTILES,
  type CaseStack,
  type ConcernCases,
  type Refusal,
} from './command-case.js';

/*
 * The video's commands (docs/product.md, "Videos"), as the emulator suites run them: test
 * code only (see command-case.ts).
 */

const m = Messages.endpoints;
const notANumber = ServerMessages.aiEndpoint.fieldNotNumber('index');
const foreign = { kind: 'video', status: 404, error: Messages.carousel.requirementNotFound } as const;
const keyRefusals = (body: Record<string, unknown>) => refusalsOfKey(body, Messages.video.brandDataNotFound);
/** A video command on a carousel: refused as not a video. */
const onACarousel = (body: Record<string, unknown>): Refusal => ({
  title: 'un carrusel',
  body: { ...body, requirementId: req(19) },
  status: 400,
  error: Messages.video.notAVideo,
});

const ATTACHED = `videos/${CAFE}/${req(22)}/guion3/cmd-video.mp4`;
const IMAGE_IN_SCRIPT_FOLDER = `videos/${CAFE}/${req(22)}/guion3/cmd-imagen.png`;
const CHOSEN = `videos/${CAFE}/${req(12)}/guion2/cmd-elegido.mp4`;

const scripts = { brandId: CAFE, requirementId: req(25) };
const suggestion = { brandId: CAFE, requirementId: req(10) };
/** The proposed requirement as stored before any request: a proposal leaves it so. */
let suggestionBefore: unknown;

/*
 * video/save-scripts restores a video by its URL: one uploaded to the second script's folder (the server
 * vouches for it), and forged ones it must refuse, each an object that exists (but elsewhere) or no object
 * of this bucket at all. The bucket's URLs are known once the stack runs: setup fills them in.
 */
const RESTORED = `videos/${CAFE}/${req(11)}/guion2/cmd-restaurado.mp4`;
const OTHER_SCRIPT = `videos/${CAFE}/${req(11)}/guion1/cmd-otro-guion.mp4`;
const OTHER_VIDEO = `videos/${CAFE}/${req(10)}/guion2/cmd-otro-video.mp4`;
const sections = (n: number) => ({
  Captacion: `Captación ${n} guardada por un comando.`,
  'Argumento de Venta': `Argumento ${n}.`,
  'Llamada a la acción': `Acción ${n}.`,
});
const restored = { ...sections(2), videoUrl: '' };
const forged = { otherScript: { ...sections(2), videoUrl: '' }, otherVideo: { ...sections(2), videoUrl: '' } };
const saveScripts = { brandId: CAFE, requirementId: req(11), scripts: [sections(1), restored] };
const forgedRefusal = (title: string, videoUrl: Record<string, unknown>): Refusal => ({
  title,
  body: { ...saveScripts, scripts: [sections(1), videoUrl] },
  status: 400,
  error: ServerMessages.aiEndpoint.mediaOutsideBrand('scripts[1].videoUrl'),
});
const caption = { brandId: CAFE, requirementId: req(24), caption: 'Pie de video editado por un comando.' };
const section = {
  brandId: CAFE,
  requirementId: req(23),
  index: 1,
  section: 'Captacion',
  text: 'Captación editada por un comando.',
};
const attached = { brandId: CAFE, requirementId: req(22), index: 2, path: ATTACHED };
const choose = { brandId: CAFE, requirementId: req(12), index: 1 };

/** The scripts of the requirements whose scripts a command edits, as the seed left them (read by setup). */
const seeded: Record<string, readonly Script[]> = {};
const rememberScripts = async (stack: CaseStack, id: string): Promise<void> => {
  seeded[id] = (await stack.requirement(CAFE, id)).scripts;
};

export const VIDEO_CASES = {
  scripts: {
    key: 'VIDEO_SUGGESTIONAI',
    role: 'Gestor de contenido',
    withoutKey: 'Diseñador',
    body: scripts,
    hidden: { role: 'Gestor de contenido', body: { brandId: TEXTILES, requirementId: req(10) } },
    foreign,
    badBodies: [...keyRefusals(scripts).badBodies, onACarousel(scripts)],
    caps: keyRefusals(scripts).caps,
    verify: async (stack, answer, person) => {
      const stored = await storedRequirementIs(stack, answer, person);
      expect(stored.scripts.length).toBeGreaterThan(0);
      expect(stored.videoToPublishIndex).toBe(0);
      return [{ path: requirementPath(CAFE, req(25)), operation: 'update', fields: ['scripts'] }];
    },
  },

  suggestion: {
    key: 'VIDEO_SUGGESTIONAI',
    role: 'Gestor de contenido',
    withoutKey: 'Diseñador',
    body: suggestion,
    hidden: { role: 'Gestor de contenido', body: { brandId: TEXTILES, requirementId: req(10) } },
    foreign,
    badBodies: [...keyRefusals(suggestion).badBodies, onACarousel(suggestion)],
    caps: keyRefusals(suggestion).caps,
    // The proposed scripts are answered, not stored: the user's 'Reemplazar' saves them with save-scripts.
    proposes: true,
    setup: async (stack) => {
      suggestionBefore = await stack.requirement(CAFE, req(10));
    },
    verify: async (stack, answer) => {
      const proposal = answer as { caption: string; scripts: readonly Script[] };
      expect(proposal.caption.trim()).not.toBe('');
      expect(proposal.scripts.length).toBeGreaterThan(0);
      expect(await stack.requirement(CAFE, req(10))).toEqual(suggestionBefore);
      return [];
    },
  },

  'save-scripts': {
    key: 'REQUIREMENTS_EDIT',
    role: 'Gestor de contenido',
    withoutKey: 'Diseñador',
    body: saveScripts,
    hidden: { role: 'Gestor de contenido', body: { ...saveScripts, brandId: TEXTILES, requirementId: req(9) } },
    foreign,
    badBodies: [
      ...keyRefusals(saveScripts).badBodies,
      onACarousel(saveScripts),
      {
        title: 'sin scripts',
        body: { ...saveScripts, scripts: undefined },
        status: 400,
        error: m.fieldNotList('scripts'),
      },
      {
        title: 'un guion sin llamada a la acción',
        body: { ...saveScripts, scripts: [{ Captacion: 'x', 'Argumento de Venta': 'y' }] },
        status: 400,
        error: m.fieldNotText('scripts[0].Llamada a la acción'),
      },
      forgedRefusal('el video de otro guion', forged.otherScript),
      forgedRefusal('el video de otro requerimiento', forged.otherVideo),
      forgedRefusal('una URL ajena', { ...sections(2), videoUrl: OUTSIDE_URL }),
      forgedRefusal('javascript:', { ...sections(2), videoUrl: SCRIPT_URL }),
    ],
    caps: [
      ...keyRefusals(saveScripts).caps,
      {
        title: '11 guiones',
        body: { ...saveScripts, scripts: Array.from({ length: TEXT_LIMITS.sections + 1 }, (_, n) => sections(n)) },
        status: 400,
        error: m.fieldTooManyEntries('scripts', TEXT_LIMITS.sections),
      },
      {
        title: 'captación de 5.001 caracteres',
        body: { ...saveScripts, scripts: [{ ...sections(1), Captacion: text(TEXT_LIMITS.text + 1) }] },
        status: 400,
        error: m.fieldTooLong('scripts[0].Captacion', TEXT_LIMITS.text),
      },
    ],
    setup: async (stack) => {
      restored.videoUrl = await stack.upload(RESTORED, 'mp4');
      forged.otherScript.videoUrl = await stack.upload(OTHER_SCRIPT, 'mp4');
      forged.otherVideo.videoUrl = await stack.upload(OTHER_VIDEO, 'mp4');
    },
    verify: async (stack, answer, person) => {
      const stored = await storedRequirementIs(stack, answer, person);
      // The texts given, and the video the server found again in the second script's folder.
      expect(stored.scripts).toEqual([sections(1), { ...sections(2), videoUrl: stack.urlOf(RESTORED) }]);
      expect(stored.videoToPublishIndex).toBe(0);
      return [{ path: requirementPath(CAFE, req(11)), operation: 'update', fields: ['scripts'] }];
    },
  },

  'edit-caption': {
    key: 'REQUIREMENTS_EDIT',
    role: 'Gestor de contenido',
    withoutKey: 'Diseñador',
    body: caption,
    hidden: { role: 'Gestor de contenido', body: { ...caption, brandId: TEXTILES, requirementId: req(9) } },
    foreign,
    badBodies: [
      ...keyRefusals(caption).badBodies,
      onACarousel(caption),
      { title: 'sin caption', body: { ...caption, caption: undefined }, status: 400, error: m.fieldNotText('caption') },
      {
        title: 'caption con caracteres de control',
        body: { ...caption, caption: 'a\u001b[2J' },
        status: 400,
        error: m.controlCharacters('caption'),
      },
    ],
    caps: [
      ...keyRefusals(caption).caps,
      {
        title: 'caption de 5.001 caracteres',
        body: { ...caption, caption: text(TEXT_LIMITS.text + 1) },
        status: 400,
        error: m.fieldTooLong('caption', TEXT_LIMITS.text),
      },
    ],
    verify: async (stack, answer, person) => {
      const stored = await storedRequirementIs(stack, answer, person);
      expect(stored.caption).toBe(caption.caption);
      return [{ path: requirementPath(CAFE, req(24)), operation: 'update', fields: ['caption'] }];
    },
  },

  'edit-section': {
    key: 'REQUIREMENTS_EDIT',
    role: 'Gestor de contenido',
    withoutKey: 'Diseñador',
    body: section,
    hidden: { role: 'Gestor de contenido', body: { ...section, brandId: TEXTILES, requirementId: req(9) } },
    foreign,
    badBodies: [
      ...keyRefusals(section).badBodies,
      onACarousel(section),
      {
        title: 'una sección que no existe',
        body: { ...section, section: 'Desenlace' },
        status: 400,
        error: Messages.blueprint.saveChanges,
      },
      { title: 'index de texto', body: { ...section, index: 'segundo' }, status: 400, error: notANumber },
      { title: 'sin text', body: { ...section, text: undefined }, status: 400, error: m.fieldNotText('text') },
    ],
    caps: [
      ...keyRefusals(section).caps,
      {
        title: 'texto de 5.001 caracteres',
        body: { ...section, text: text(TEXT_LIMITS.text + 1) },
        status: 400,
        error: m.fieldTooLong('text', TEXT_LIMITS.text),
      },
      {
        title: 'sección de 65 caracteres',
        body: { ...section, section: text(65) },
        status: 400,
        error: m.fieldTooLong('section', 64),
      },
      {
        title: 'un guion que no existe',
        body: { ...section, index: 3 },
        status: 400,
        error: Messages.video.scriptNotFound,
      },
    ],
    setup: (stack) => rememberScripts(stack, req(23)),
    verify: async (stack, answer, person) => {
      const stored = await storedRequirementIs(stack, answer, person);
      const [first, second, third] = seeded[req(23)] ?? [];
      // That section of that script; the rest as it was.
      expect(stored.scripts).toEqual([first, { ...second, Captacion: section.text }, third]);
      return [{ path: requirementPath(CAFE, req(23)), operation: 'update', fields: ['scripts'] }];
    },
  },

  'video-attached': {
    key: 'VIDEO_UPLOAD',
    role: 'Gestor de contenido',
    withoutKey: 'Diseñador',
    body: attached,
    hidden: {
      role: 'Gestor de contenido',
      body: {
        ...attached,
        brandId: TEXTILES,
        requirementId: req(9),
        path: `videos/${TEXTILES}/${req(9)}/guion3/x.mp4`,
      },
    },
    foreign,
    badBodies: [
      ...keyRefusals(attached).badBodies,
      onACarousel(attached),
      ...refusalsOfPath(attached, `videos/${CAFE}/${req(22)}/guion3`, 'no-existe.mp4').badBodies,
      {
        title: 'una imagen en la carpeta del guion',
        body: { ...attached, path: IMAGE_IN_SCRIPT_FOLDER },
        status: 400,
        error: Messages.video.invalidType,
      },
    ],
    caps: [
      ...keyRefusals(attached).caps,
      ...refusalsOfPath(attached, `videos/${CAFE}/${req(22)}/guion3`, 'no-existe.mp4').caps,
      {
        title: 'un guion que no existe',
        body: { ...attached, index: 3, path: `videos/${CAFE}/${req(22)}/guion4/x.mp4` },
        status: 400,
        error: Messages.video.scriptNotFound,
      },
    ],
    media: [
      {
        field: 'path',
        outside: [
          `videos/${SONRISA}/${req(12)}/guion3/ajeno.mp4`,
          `videos/${CAFE}/${req(22)}/guion1/de-otro-guion.mp4`,
          `videos/${CAFE}/${req(23)}/guion3/de-otro-video.mp4`,
          `video_blogs/${CAFE}/${req(22)}/otra-carpeta.mp4`,
          `videos/${CAFE}/${req(22)}/guion3/../../${req(23)}/guion3/de-otro-video.mp4`,
        ],
      },
    ],
    setup: async (stack) => {
      await stack.upload(ATTACHED, 'mp4');
      await stack.upload(IMAGE_IN_SCRIPT_FOLDER, 'png');
      await rememberScripts(stack, req(22));
    },
    verify: async (stack, answer, person) => {
      const stored = await storedRequirementIs(stack, answer, person);
      const [first, second, third] = seeded[req(22)] ?? [];
      // The URL the server derives for the upload, in that script alone.
      expect(stored.scripts).toEqual([first, second, { ...third, videoUrl: stack.urlOf(ATTACHED) }]);
      return [{ path: requirementPath(CAFE, req(22)), operation: 'update', fields: ['scripts'] }];
    },
  },

  choose: {
    key: 'CARROUSEL_SENDTOMETRICS',
    role: 'Gestor de contenido',
    withoutKey: 'Diseñador',
    body: choose,
    hidden: { role: 'Gestor de contenido', body: { ...choose, brandId: TEXTILES, requirementId: req(7) } },
    foreign,
    badBodies: [
      ...keyRefusals(choose).badBodies,
      onACarousel(choose),
      {
        title: 'un guion sin video',
        body: { ...choose, index: 2 },
        status: 400,
        error: Messages.video.noVideoForScript,
      },
      { title: 'index de texto', body: { ...choose, index: 'uno' }, status: 400, error: notANumber },
    ],
    caps: [
      ...keyRefusals(choose).caps,
      {
        title: 'un guion que no existe',
        body: { ...choose, index: 99 },
        status: 400,
        error: Messages.video.noVideoForScript,
      },
    ],
    setup: async (stack) => {
      const url = await stack.upload(CHOSEN, 'mp4');
      const document = stack.db.doc(requirementPath(CAFE, req(12)));
      const stored = ((await document.get()).get('scripts') ?? []) as Record<string, unknown>[];
      await document.update({
        scripts: stored.map((script, index) => (index === 1 ? { ...script, videoUrl: url } : script)),
      });
    },
    verify: async (stack, answer, person) => {
      const stored = await storedRequirementIs(stack, answer, person);
      expect(stored.videoToPublishIndex).toBe(1);
      return [{ path: requirementPath(CAFE, req(12)), operation: 'update', fields: ['videoToPublishIndex'] }];
    },
  },
} satisfies ConcernCases<'video'>;
