import { articleContent } from '../ai/strategy-summary.js';
import { Messages } from '../messages.js';
import { requirementKind, type Requirement } from '../requirements/requirement.js';
import { canonicalText } from '../review/version.js';
import { sha256Hex } from '../shared/sha256.js';
import { SCRIPT_SECTIONS, SCRIPT_SECTION_LABELS } from '../video-scripts/script.js';
import type { GuardText } from './types.js';

/*
 * Which texts of a requirement the guard reads (docs/product.md, "Revisión de marca"), by its
 * kind: a carousel's caption and guides' suggested words, a video's caption and script
 * sections, a blog's article sections, any other kind's caption.
 */

type GuardedFields = Pick<Requirement, 'title' | 'caption' | 'suggestedWords' | 'scripts' | 'article'>;

const labels = Messages.guard.fields;

const captionText = (requirement: GuardedFields): GuardText => ({
  field: 'caption',
  kind: 'caption',
  label: labels.caption,
  text: requirement.caption ?? '',
});

/** The stored texts of a requirement the checks run on, in the order the screen shows them. */
export const guardTextsOf = (requirement: GuardedFields): GuardText[] => {
  switch (requirementKind(requirement.title)) {
    case 'carrousel':
      return [
        captionText(requirement),
        ...(requirement.suggestedWords ?? []).map((text, index): GuardText => ({
          field: `suggestedWords.${index}`,
          kind: 'suggested-words',
          label: labels.suggestedWords(index + 1),
          text: text ?? '',
        })),
      ];
    case 'video':
      return [
        captionText(requirement),
        ...(requirement.scripts ?? []).flatMap((script, index) =>
          SCRIPT_SECTIONS.map((section): GuardText => ({
            field: `scripts.${index}.${section}`,
            kind: 'script-section',
            label: labels.scriptSection(index + 1, SCRIPT_SECTION_LABELS[section]),
            text: script[section] ?? '',
          })),
        ),
      ];
    case 'blog':
      return (requirement.article ?? []).flatMap((section, index): GuardText[] => [
        {
          field: `article.${index}.sectionTitle`,
          kind: 'article-title',
          label: labels.articleTitle(index + 1),
          text: section.sectionTitle ?? '',
        },
        {
          field: `article.${index}.text`,
          kind: 'article-text',
          label: labels.articleText(index + 1),
          text: section.text ?? '',
        },
      ]);
    case 'other':
      return [captionText(requirement)];
  }
};

/**
 * One SHA-256 over the guarded texts (each field with its text): a review whose digest differs
 * from the current texts' was made on other texts.
 */
export const guardTextDigest = (requirement: GuardedFields): string =>
  sha256Hex(canonicalText(guardTextsOf(requirement).map(({ field, text }) => ({ field, text }))));

/**
 * What `guard/score` sends the model, one text per requirement: a carousel's caption, a
 * video's caption and scripts (each section labelled), a blog's article, any other kind's
 * caption. The text is trimmed; empty means there is nothing to review.
 */
export const alignmentTextOf = (
  requirement: GuardedFields,
): { kind: 'caption' | 'script' | 'article'; text: string } => {
  switch (requirementKind(requirement.title)) {
    case 'video':
      return {
        kind: 'script',
        text: guardTextsOf(requirement)
          .map((text) => (text.kind === 'caption' ? text.text.trim() : labelled(text)))
          .filter((text) => text !== '')
          .join('\n\n'),
      };
    case 'blog':
      return { kind: 'article', text: articleContent(requirement.article ?? []) };
    case 'carrousel':
    case 'other':
      return { kind: 'caption', text: (requirement.caption ?? '').trim() };
  }
};

const labelled = (text: GuardText): string => (text.text.trim() === '' ? '' : `${text.label}: ${text.text.trim()}`);
