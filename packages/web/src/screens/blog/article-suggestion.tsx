import { can } from '@estudio/domain/accounts';
import { type ArticleSection, type BlogRequirement } from '@estudio/domain/requirements';
import { Messages, TEXT_LIMITS } from '@estudio/domain/shared';
import { AiDraft, AiUndoNotice, UiTexts, type AiDraftAction } from '@estudio/ui';
import { useState } from 'react';
import { useAiModel } from '../../shared/api/ai-model.js';
import { messageOf, useDialogs } from '../../shared/dialogs.js';
import { useSession } from '../../shared/session.js';
import { useBlogBusy, useSaveArticle, type BlogRef } from './api/blog-queries.js';
import { BlogTexts } from './blog-texts.js';

const words = UiTexts.aiDraft;

/**
 * What the AI suggestion left on the page: an article proposed, to choose about, or the choice saved
 * (what it replaced, so 'Deshacer' can put it back); null: neither.
 */
export type ArticleAi =
  | { readonly proposal: readonly ArticleSection[] }
  | { readonly applied: AiDraftAction; readonly previous: readonly ArticleSection[] }
  | null;

/** The article as text, for the draft's two sides: each section's title then its text, a blank line between. */
export const articleText = (sections: readonly ArticleSection[]): string =>
  sections
    .map(({ sectionTitle, text }) => [sectionTitle, text].filter((part) => part.trim() !== '').join('\n'))
    .join('\n\n');

export interface ArticleSuggestionProps {
  readonly blogRef: BlogRef;
  readonly requirement: BlogRequirement;
  /** The sections as typed (unsaved typing included); null: as stored. */
  readonly draft: readonly ArticleSection[] | null;
  readonly setDraft: (draft: readonly ArticleSection[] | null) => void;
  readonly ai: ArticleAi;
  readonly setAi: (ai: ArticleAi) => void;
}

/**
 * The AI suggestion's article (docs/product.md, "Blog articles") as a draft beside the article as typed,
 * nothing saved until the user chooses: 'Reemplazar' saves the proposal, 'Insertar' the sections as typed
 * followed by the proposal's (at most TEXT_LIMITS.sections, else said and nothing changes), both through
 * blog/edit-sections over the article as stored; then 'Deshacer' saves the previous sections back the same
 * way. 'Descartar' drops it. Without BLOG_EDITARTICLE the proposal can be read and discarded only.
 */
export const ArticleSuggestion = ({ blogRef, requirement, draft, setDraft, ai, setAi }: ArticleSuggestionProps) => {
  const { actor } = useSession();
  const { showError } = useDialogs();
  const { data: aiModel } = useAiModel();
  const busy = useBlogBusy(blogRef);
  const save = useSaveArticle(blogRef);
  const [pending, setPending] = useState<AiDraftAction | 'undo' | null>(null);
  if (ai === null) return null;
  const typed = draft ?? requirement.article;

  /** Saves `sections` as the article for the draft's action (or the undo); the boxes show what was saved. */
  const store = (sections: readonly ArticleSection[], action: AiDraftAction | 'undo', next: ArticleAi) => {
    setPending(action);
    save.mutate(
      { base: requirement.article, draft: sections },
      {
        onSuccess: () => {
          setDraft(null);
          setAi(next);
        },
        // The proposal stays, and so does the typing: nothing was saved.
        // The blog's own save message (docs/product.md, "Blog articles"), as the action bar's save says it.
        onError: (error) => showError(messageOf(error, Messages.blog.saveChanges)),
        onSettled: () => setPending(null),
      },
    );
  };

  if ('applied' in ai) {
    return (
      <AiUndoNotice
        message={ai.applied === 'insert' ? words.inserted : undefined}
        pending={pending === 'undo'}
        disabled={busy}
        onUndo={() => store(ai.previous, 'undo', null)}
      />
    );
  }

  const { proposal } = ai;
  const canEdit = can(actor, 'BLOG_EDITARTICLE');

  const apply = (action: AiDraftAction) => {
    const limit = TEXT_LIMITS.sections;
    const sections = action === 'replace' ? proposal : [...typed, ...proposal];
    if (sections.length > limit) {
      showError(proposal.length > limit ? BlogTexts.proposalTooLong(limit) : BlogTexts.insertTooLong(limit));
      return;
    }
    store(sections, action, { applied: action, previous: typed });
  };

  return (
    <AiDraft
      current={articleText(typed)}
      proposed={articleText(proposal)}
      title={BlogTexts.articleProposal}
      demoModel={aiModel?.demo === true}
      modelName={aiModel?.model}
      pending={pending === 'insert' || pending === 'replace' ? pending : null}
      disabled={busy}
      // Without the right to edit the article the proposal is read, then discarded.
      onReplace={canEdit ? () => apply('replace') : undefined}
      onInsert={canEdit ? () => apply('insert') : undefined}
      onDiscard={() => setAi(null)}
    />
  );
};
