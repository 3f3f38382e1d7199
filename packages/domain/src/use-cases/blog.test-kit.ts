import { createRequirement, type ArticleSection, type Requirement } from '../requirements/requirement.js';
import { type Brand } from '../brands/brand.js';
import { type PermissionKey } from '../permissions/catalogue.js';
import { type RequirementKey } from './content-access.js';
import { createTwins, PLAUSIBLE_AI_ANSWERS, type Twins } from '../testing/index.js';
import { actorWith, pickedFile, twinUrl } from './use-cases.test-kit.js';

/*
 * The brands, blog requirements and twins the blog tests share (blog*.test.ts): eva holds
 * every blog key; req-b14 has a stored video, its summary and an article.
 */

export const NOW = '2026-03-10T15:30:00.000Z';
export const NOW_MS = new Date(NOW).getTime();

export const ALL_BLOG_KEYS: PermissionKey[] = [
  'ADMIN_BRANDS_OWNER',
  'VIDEO_UPLOAD',
  'BLOG_EDITARTICLE',
  'BLOG_NEWARTICLE',
  'BLOG_CHANGEIMG',
  'BLOG_SUGGESTIONAI',
];
export const eva = actorWith(ALL_BLOG_KEYS);
export const without = (key: PermissionKey) => actorWith(ALL_BLOG_KEYS.filter((held) => held !== key));
/** Who asked, as every write of eva's stamps it. */
export const EVA_STAMP = { uid: 'uid-eva', email: 'eva@estudio.example', at: new Date(NOW) };

export const AURORA: Brand = {
  id: 'b-aurora',
  brandName: 'Café Aurora',
  owner: 'uid-eva',
  communicationTone: 'cuidador',
};
export const LUNA: Brand = { id: 'b-luna', brandName: 'Luna', owner: 'uid-eva' };
export const AJENA: Brand = { id: 'b-ajena', brandName: 'Ajena', owner: 'uid-otro' };

export const blog = (id: string, fields: Partial<Requirement> & { number: number; brandId?: string }) =>
  createRequirement(id, {
    brandId: 'b-aurora',
    brand: 'Café Aurora',
    title: `Blog ${fields.number} - T1`,
    createdBy: 'eva@estudio.example',
    ...fields,
  });

/** Videos of the blogs' folders, stored earlier. */
export const B14_VIDEO = 'video_blogs/b-aurora/req-b14/up0-b14.mp4';
export const B15_VIDEO = 'video_blogs/b-aurora/req-b15/up0-b15.mp4';

export const B13 = blog('req-b13', { number: 13 });
export const B14 = blog('req-b14', {
  number: 14,
  videoUrl: twinUrl(B14_VIDEO),
  videoData: { file_uri: 'ai://files/b14', analysis: 'Análisis guardado del video.' },
  article: [{ sectionTitle: 'Intro', text: 'Texto de la intro.' }],
});
export const B15 = blog('req-b15', { number: 15, videoUrl: twinUrl(B15_VIDEO) });
export const L1 = blog('req-l1', { brandId: 'b-luna', number: 1 });
export const AJENO = blog('req-ajeno', { brandId: 'b-ajena', number: 1 });
/** A carousel of the same brand: no blog command acts on it. */
export const CARRUSEL = blog('req-carrusel', { number: 3, title: 'Carrusel 3 - T1', article: B14.article });

export const key = (requirementId: string, brandId = 'b-aurora'): RequirementKey => ({ brandId, requirementId });
export const clip = pickedFile('clip.mp4', 'video/mp4', 8000);
export const ARTICLE = PLAUSIBLE_AI_ANSWERS.writeArticle as { articulo: ArticleSection[] };

export const twins = (): Twins => {
  const adapters = createTwins(new Date(NOW), {
    brands: [AURORA, LUNA, AJENA],
    requirements: [B13, B14, B15, L1, AJENO, CARRUSEL],
  });
  for (const path of [B14_VIDEO, B15_VIDEO]) adapters.storedMedia.put(path, new Uint8Array(64), 'video/mp4');
  return adapters;
};
