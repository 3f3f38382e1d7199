// The browser's own writes of a requirement's content on the local stack, each refused by
// firestore.rules in Spanish with nothing stored, some by two people at the same moment
// (firebase-web-bindings-emulator-support.ts): blog sections and image, carousel cards and
// guides, scripts and their video, the planning and the assignee. The uploads stay the
// browser's and reach their folders.
import { type Requirement } from '@estudio/domain/requirements';
import { describe, expect, it } from 'vitest';
import { DEMO_BRAND_PROFILES } from '../seed/demo-brands.js';
import { TINY_PNG_BASE64 } from '../memory/index.js';
import {
  withBrowsers,
  cumbreRequirement,
  pickedBytes,
  downloadUrl,
  refusedInSpanish,
  useSeededDemoData,
} from './firebase-web-bindings-emulator-support.js';

useSeededDemoData();

describe('the demo accounts on the local stack', () => {
  it("refuses the browser's own blog section edits by two people at the same moment, and an image written meanwhile: nothing stored", async () => {
    // The Gestor de contenido (BLOG_EDITARTICLE, assigned to the brand) and the
    // Superadministrador, each in its own browser, saving from the same article they opened.
    await withBrowsers(['contenido@estudio.test', 'admin@estudio.test'], async (content, admin) => {
      const cumbre = DEMO_BRAND_PROFILES.find((brand) => brand.id === 'demo-cafe-cumbre-andina');
      expect(cumbre?.allowedUsers).toContain('contenido');
      const blog = await cumbreRequirement(
        content.requirements,
        (requirement) => requirement.title.startsWith('Blog') && requirement.article.length >= 3,
      );
      const section = (index: number, change: Partial<Requirement['article'][number]>) => (stored: Requirement) => ({
        article: stored.article.map((current, at) => (at === index ? { ...current, ...change } : current)),
      });
      await Promise.all([
        refusedInSpanish(
          content.requirements.updateFrom(
            blog.brandId,
            blog.id,
            section(0, { text: 'Escrito por Contenido en la prueba de cableado.' }),
          ),
        ),
        refusedInSpanish(
          admin.requirements.updateFrom(
            blog.brandId,
            blog.id,
            section(2, { sectionTitle: 'Cierre del Superadministrador' }),
          ),
        ),
        // The image panel's write (BLOG_CHANGEIMG): imageAIUrl and updatedAt alone.
        refusedInSpanish(
          admin.requirements.update(blog.brandId, blog.id, {
            imageAIUrl: 'https://example.com/imagen-de-la-prueba.png',
            updatedAt: new Date(),
          }),
        ),
        // A new AI image accepted, or its accept undone, by hand (blog/image-accept and blog/image-undo alone):
        // neither the image nor what it replaced is a browser's to write.
        refusedInSpanish(
          content.requirements.updateFrom(blog.brandId, blog.id, (stored) => ({
            imageAIUrl: 'https://example.com/imagen-de-la-ia.png',
            imageReplaced: { previous: stored.imageAIUrl, accepted: 'https://example.com/imagen-de-la-ia.png' },
          })),
        ),
        refusedInSpanish(
          content.requirements.update(blog.brandId, blog.id, {
            imageReplaced: { previous: 'https://example.com/otra.png', accepted: blog.imageAIUrl },
            updatedAt: new Date(),
          }),
        ),
        // The blog's video and its analysis (VIDEO_UPLOAD, BLOG_SUGGESTIONAI).
        refusedInSpanish(
          content.requirements.update(blog.brandId, blog.id, {
            videoUrl: 'https://example.com/video.mp4',
            videoData: { file_uri: 'https://example.com/video.mp4', analysis: 'Resumen.' },
            updatedAt: new Date(),
          }),
        ),
      ]);
      expect(await content.requirements.get(blog.brandId, blog.id)).toEqual(blog);
    });
  });

  it("uploads both cards of one carousel to its folder at the same moment, and refuses the browsers' own writes of their URLs and of a guide meanwhile: nothing stored", async () => {
    await withBrowsers(['disenador@estudio.test', 'admin@estudio.test'], async (designer, admin) => {
      const before = await cumbreRequirement(designer.requirements, (requirement) =>
        requirement.title.startsWith('Carrusel'),
      );
      const key = { brandId: before.brandId, requirementId: before.id };
      const png = Buffer.from(TINY_PNG_BASE64, 'base64');
      // The upload stays the browser's (the carousel image command then names its path).
      const [mine, theirs] = await Promise.all([
        designer.uploads.carouselImage(designer.actor, key, 0, pickedBytes('del-disenador.png', 'image/png', png)),
        admin.uploads.carouselImage(admin.actor, key, 2, pickedBytes('del-admin.png', 'image/png', png)),
      ]);
      expect(mine).toMatch(
        new RegExp(`^img_carrousels/${key.brandId}/${key.requirementId}/imagen-1-\\d+-del-disenador\\.png$`),
      );
      expect(theirs).toMatch(
        new RegExp(`^img_carrousels/${key.brandId}/${key.requirementId}/imagen-3-\\d+-del-admin\\.png$`),
      );
      // What replaceImage once wrote: the card's URL in its slot, its validation mark dropped.
      const card = (index: number, url: string) => (stored: Requirement) => ({
        imagesAIUrl: stored.imagesAIUrl.map((current, at) => (at === index ? url : current)),
        validation: Object.fromEntries(
          Object.entries(stored.validation).filter(([position]) => position !== String(index)),
        ),
      });
      await Promise.all([
        refusedInSpanish(designer.requirements.updateFrom(key.brandId, key.requirementId, card(0, downloadUrl(mine)))),
        refusedInSpanish(admin.requirements.updateFrom(key.brandId, key.requirementId, card(2, downloadUrl(theirs)))),
        refusedInSpanish(
          admin.requirements.updateFrom(key.brandId, key.requirementId, (stored) => ({
            instructions: stored.instructions.map((guide, at) => (at === 1 ? 'Guía 2 del Superadministrador' : guide)),
          })),
        ),
        // The Diseñador's new guides (CARROUSEL_NEWGUIDES) and the caption (a suggestion key).
        refusedInSpanish(
          designer.requirements.update(key.brandId, key.requirementId, {
            instructions: ['G1', 'G2', 'G3'],
            suggestedWords: ['a', 'b', 'c'],
            updatedAt: new Date(),
          }),
        ),
        // The guides' proposal and what an accept replaced are the carousel/guides commands' alone: a browser can
        // neither store a proposal of its own nor accept one by writing the guides itself.
        refusedInSpanish(
          designer.requirements.update(key.brandId, key.requirementId, {
            guidesProposal: { instructions: ['P1', 'P2', 'P3'], suggestedWords: ['a', 'b', 'c'], at: new Date() },
            updatedAt: new Date(),
          }),
        ),
        refusedInSpanish(
          designer.requirements.updateFrom(key.brandId, key.requirementId, (stored) => ({
            instructions: ['P1', 'P2', 'P3'],
            guidesProposal: null,
            guidesReplaced: {
              instructions: stored.instructions,
              suggestedWords: stored.suggestedWords,
              at: new Date(),
            },
          })),
        ),
        // An accepted AI image and what it replaced are carousel/image-accept's alone, and the undo image-undo's:
        // a browser can neither put an image on a card nor keep a URL of its own for 'Deshacer' to restore.
        refusedInSpanish(
          designer.requirements.updateFrom(key.brandId, key.requirementId, (stored) => ({
            ...card(0, downloadUrl(mine))(stored),
            imagesReplaced: { '0': { previous: stored.imagesAIUrl[0] ?? '', accepted: downloadUrl(mine) } },
          })),
        ),
        refusedInSpanish(
          designer.requirements.update(key.brandId, key.requirementId, {
            imagesReplaced: { '1': { previous: 'https://evil.example/x.png', accepted: before.imagesAIUrl[1] ?? '' } },
            updatedAt: new Date(),
          }),
        ),
        refusedInSpanish(
          admin.requirements.update(key.brandId, key.requirementId, {
            caption: 'Otro caption.',
            updatedAt: new Date(),
          }),
        ),
      ]);
      expect(await designer.requirements.get(key.brandId, key.requirementId)).toEqual(before);
    });
  });

  it("uploads a script's video to its folder while two people edit sections of other scripts, and refuses every browser write of them: nothing stored", async () => {
    await withBrowsers(['contenido@estudio.test', 'admin@estudio.test'], async (content, admin) => {
      const before = await cumbreRequirement(
        content.requirements,
        (requirement) => requirement.title.startsWith('Video') && requirement.scripts.length >= 3,
      );
      const key = { brandId: before.brandId, requirementId: before.id };
      const script = (index: number, change: Record<string, string>) => (stored: Requirement) => ({
        scripts: stored.scripts.map((current, at) => (at === index ? { ...current, ...change } : current)),
      });
      const [, uploaded] = await Promise.all([
        refusedInSpanish(
          content.requirements.updateFrom(
            key.brandId,
            key.requirementId,
            script(0, { Captacion: 'Gancho de Contenido en la prueba de cableado.' }),
          ),
        ),
        content.uploads.scriptVideo(
          content.actor,
          key,
          1,
          pickedBytes('guion-2.mp4', 'video/mp4', new Uint8Array(2048).fill(7)),
        ),
        refusedInSpanish(
          admin.requirements.updateFrom(
            key.brandId,
            key.requirementId,
            script(2, { 'Llamada a la acción': 'Llamada del Superadministrador.' }),
          ),
        ),
      ]);
      expect(uploaded).toBe(`videos/${key.brandId}/${key.requirementId}/guion2/guion-2.mp4`);
      // What uploadScriptVideo once wrote with it, and the video chosen to publish.
      await refusedInSpanish(
        content.requirements.updateFrom(key.brandId, key.requirementId, script(1, { videoUrl: downloadUrl(uploaded) })),
      );
      await refusedInSpanish(
        content.requirements.update(key.brandId, key.requirementId, { videoToPublishIndex: 1, updatedAt: new Date() }),
      );
      expect(await content.requirements.get(key.brandId, key.requirementId)).toEqual(before);
    });
  });

  // The planning commands save the publishing panel, the assignment command the assignee
  // (docs/product.md, "Planning fields", "Assignee"). The scheduler's scheduledPost is not even
  // a field of the bindings' patch; the rules matrix refuses it.
  it("refuses the browser's own planning, draft mode and assignee: nothing stored", async () => {
    await withBrowsers(['contenido@estudio.test', 'estratega@estudio.test'], async (content, estratega) => {
      const before = await cumbreRequirement(content.requirements, (requirement) =>
        requirement.title.startsWith('Carrusel'),
      );
      const key = [before.brandId, before.id] as const;
      await refusedInSpanish(
        content.requirements.update(...key, {
          selectedSocialNetwork: ['Instagram'],
          publicationDate: new Date(Date.now() + 86_400_000),
          collaborators: 'ana',
          allowComments: false,
          updatedAt: new Date(),
        }),
      );
      // Each value differs from the stored one: the same value would change nothing but
      // updatedAt, which a holder of the status key may touch.
      await refusedInSpanish(
        content.requirements.update(...key, { draftMode: !before.draftMode, updatedAt: new Date() }),
      );
      // The Estratega holds ASSIGN_REQUIREMENTS: the list screen's select goes through the
      // requirements/assign command, which checks the assignee is assignable.
      await refusedInSpanish(
        estratega.requirements.update(...key, {
          assignedTo:
            before.assignedTo === 'disenador@estudio.test' ? 'contenido@estudio.test' : 'disenador@estudio.test',
          updatedAt: new Date(),
        }),
      );
      expect(await content.requirements.get(...key)).toEqual(before);
    });
  });
});
