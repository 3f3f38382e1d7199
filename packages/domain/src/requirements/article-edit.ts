import type { ArticleSection } from './requirement.js';

/** One person's edit of a blog article: the sections as shown when editing began, and as edited. */
export interface ArticleEdit {
  readonly base: readonly ArticleSection[];
  readonly draft: readonly ArticleSection[];
}

const sameSection = (a: ArticleSection | undefined, b: ArticleSection | undefined): boolean =>
  a?.sectionTitle === b?.sectionTitle && a?.text === b?.text;

/**
 * The article to store when `edit` is saved over the article as stored now: only the sections this person changed
 * (draft differs from base at that position) are taken from the draft, every other section stays as stored, so a
 * section someone else saved meanwhile is kept. When the stored article no longer has the sections the edit began
 * from (another number of sections: a new article was generated meanwhile), or the draft has another number of
 * sections than its base, the draft is the article, as edited.
 */
export const mergeArticleEdit = (stored: readonly ArticleSection[], { base, draft }: ArticleEdit): ArticleSection[] => {
  if (stored.length !== base.length || draft.length !== base.length) return [...draft];
  return stored.map((section, index) => {
    const edited = draft[index];
    return edited === undefined || sameSection(edited, base[index]) ? section : edited;
  });
};
