import { Messages } from '../messages.js';
import type { ArticleSection, VideoData } from '../requirements/requirement.js';
import {
  rejectAnswer,
  requireBase64,
  requireList,
  requireRecord,
  requireString,
  requireText,
} from './answer-guards.js';

/** video summary: { file_uri, analysis } of the uploaded blog video. */
export const parseVideoSummary = (raw: unknown): VideoData => {
  const failed = Messages.blog.process;
  const answer = requireRecord(raw, failed);
  return {
    file_uri: requireText(answer['file_uri'], failed),
    analysis: requireText(answer['analysis'], failed),
  };
};

/** video article: articulo, a non-empty list of sections (the list may come as JSON text). */
export const parseVideoArticle = (raw: unknown): readonly ArticleSection[] => {
  const failed = Messages.blog.process;
  const sections = requireList(requireRecord(raw, failed)['articulo'], failed);
  if (sections.length === 0) return rejectAnswer(failed);
  return sections.map((entry) => {
    const section = requireRecord(entry, failed);
    return {
      sectionTitle: requireString(section['sectionTitle'], failed),
      text: requireText(section['text'], failed),
    };
  });
};

/** article image: { imageBase64 } of the article's new image. */
export const parseArticleImage = (raw: unknown): string =>
  requireBase64(requireRecord(raw, Messages.blog.generateImage)['imageBase64'], Messages.blog.generateImage);
