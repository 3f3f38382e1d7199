import type { ArticleSection } from '../requirements/requirement.js';
import { TEXT_LIMITS } from '../shared/text.js';
import { BlogUseCases } from '../use-cases/blog.js';
import type { RequirementKey } from '../use-cases/content-access.js';
import { bodyFields, readKey, readList, readObjectPath, readText } from './body.js';
import { command, type CommandGroup } from './command.js';

/** A command's key alone, whatever else its input holds. */
const keyOf = ({ brandId, requirementId }: RequirementKey): RequirementKey => ({ brandId, requirementId });

/** {brandId, requirementId}. */
const parseKey = (body: unknown): RequirementKey => readKey(bodyFields(body));

/** {brandId, requirementId, path}: an object of the blog's folder (the browser's upload, or the server's AI image). */
const parseUpload = (body: unknown): RequirementKey & { readonly path: string } => {
  const fields = bodyFields(body);
  return { ...readKey(fields), path: readObjectPath(fields) };
};

/** An article's sections: at most TEXT_LIMITS.sections, each {sectionTitle, text} within the long-text cap. */
const readSections = (fields: Readonly<Record<string, unknown>>, field: string): ArticleSection[] =>
  readList(fields, field, TEXT_LIMITS.sections).map((entry) => {
    const section = bodyFields(entry);
    return {
      sectionTitle: readText(section, 'sectionTitle', TEXT_LIMITS.longText),
      text: readText(section, 'text', TEXT_LIMITS.longText),
    };
  });

/**
 * The blog function's commands (docs/product.md, "Blog articles"), by action name: the video
 * attached after the browser's upload (then its summary and the article, proposed rather than written
 * over an article with content), the sections edited, a new AI image (stored beside the blog), that
 * image accepted as the article's or its accept undone, the image replaced after the browser's upload,
 * and the AI suggestion.
 */
export const BLOG_COMMANDS = {
  'video-attached': command({
    useCase: BlogUseCases,
    parse: parseUpload,
    run: (blog, actor, input) => blog.attachVideo(actor, keyOf(input), input.path),
    model: true,
  }),
  'edit-sections': command({
    useCase: BlogUseCases,
    parse: (body: unknown) => {
      const fields = bodyFields(body);
      return { ...readKey(fields), base: readSections(fields, 'base'), draft: readSections(fields, 'draft') };
    },
    run: (blog, actor, input) => blog.editSections(actor, keyOf(input), { base: input.base, draft: input.draft }),
  }),
  image: command({
    useCase: BlogUseCases,
    parse: parseKey,
    run: (blog, actor, key) => blog.generateImage(actor, keyOf(key)),
    model: true,
  }),
  // The path must be one of the server's own AI images of this blog: the use case refuses any upload.
  'image-accept': command({
    useCase: BlogUseCases,
    parse: parseUpload,
    run: (blog, actor, input) => blog.acceptImage(actor, keyOf(input), input.path),
  }),
  // The key alone: the image put back is the one the server kept.
  'image-undo': command({
    useCase: BlogUseCases,
    parse: parseKey,
    run: (blog, actor, key) => blog.undoImage(actor, keyOf(key)),
  }),
  'image-replaced': command({
    useCase: BlogUseCases,
    parse: parseUpload,
    run: (blog, actor, input) => blog.replaceImage(actor, keyOf(input), input.path),
  }),
  suggestion: command({
    useCase: BlogUseCases,
    parse: parseKey,
    run: (blog, actor, key) => blog.suggestion(actor, keyOf(key)),
    model: true,
  }),
} as const satisfies CommandGroup;
