import {
  BlogUseCases,
  DomainError,
  Messages,
  RequirementUseCases,
  type Actor,
  type ArticleEdit,
  type MediaFile,
  type Requirement,
  type UploadProgress,
} from '@estudio/domain';
import { useIsMutating, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../app/query-keys.js';
import { useService } from '../../../app/services.js';
import { useSession } from '../../../app/session.js';

/** Which blog requirement the screen shows: the route's id, and the brand (and number) it belongs to. */
export interface BlogRef {
  readonly id: string;
  readonly brandId: string;
  /** From the list's navigation state; null after a reload or on a pasted link. */
  readonly number: number | null;
}

const itemKey = (ref: BlogRef) => queryKeys.requirementDetail.item(ref.brandId, ref.id);
/** Every action on one requirement shares it: while one runs, no other can start. */
const actionKey = (ref: BlogRef) => ['blog-action', ref.brandId, ref.id] as const;

/**
 * The requirement by the list's brandId and number when the navigation state carries them
 * (and they name this id); otherwise by its id among the brand's requirements, active
 * first, then finished (a reload or a pasted link).
 */
export const useBlogRequirement = (ref: BlogRef) => {
  const { actor } = useSession();
  const lists = useService(RequirementUseCases);
  return useQuery({
    queryKey: itemKey(ref),
    retry: false,
    queryFn: () => readBlog(lists, actor, ref),
  });
};

const readBlog = async (lists: RequirementUseCases, actor: Actor, ref: BlogRef): Promise<Requirement> => {
  if (ref.number !== null) {
    const found = await lists.findByNumber(actor, ref.brandId, ref.number);
    if (found.id === ref.id) return found;
  }
  const isIt = (requirement: Requirement) => requirement.id === ref.id && requirement.brandId === ref.brandId;
  const active = (await lists.loadActive(actor, ref.brandId)).find(isIt);
  if (active !== undefined) return active;
  const finished = (await lists.loadFinished(actor, ref.brandId)).find(isIt);
  if (finished !== undefined) return finished;
  throw new DomainError('not-found', Messages.carousel.requirementNotFound, { ...ref });
};

/** Whether an action on this requirement is running (every action button waits for it). */
export const useBlogBusy = (ref: BlogRef): boolean => useIsMutating({ mutationKey: actionKey(ref) }) > 0;

/** The requirement as an action answered it becomes the one shown. */
const useBlogAction = <V>(
  ref: BlogRef,
  run: (blog: BlogUseCases, key: { brandId: string; requirementId: string }, variables: V) => Promise<Requirement>,
  refetchOnError = false,
) => {
  const blog = useService(BlogUseCases);
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: actionKey(ref),
    mutationFn: (variables: V) => run(blog, { brandId: ref.brandId, requirementId: ref.id }, variables),
    onSuccess: (requirement) => queryClient.setQueryData(itemKey(ref), requirement),
    // The upload stores the video URL before the AI steps: after a later failure it is read again.
    onError: refetchOnError ? () => void queryClient.invalidateQueries({ queryKey: itemKey(ref) }) : undefined,
  });
};

export interface VideoUpload {
  readonly file: MediaFile | null;
  readonly onProgress: (progress: UploadProgress) => void;
  /** Aborted by 'Cancelar subida' (while the video uploads). */
  readonly signal?: AbortSignal;
}

/** The article's own image, with progress; aborted by 'Cancelar subida'. */
export interface ImageUpload {
  readonly file: MediaFile | null;
  readonly onProgress: (progress: UploadProgress) => void;
  readonly signal?: AbortSignal;
}

/** Upload the video, then summary and article (VIDEO_UPLOAD). */
export const useUploadBlogVideo = (ref: BlogRef) => {
  const { actor } = useSession();
  return useBlogAction<VideoUpload>(
    ref,
    (blog, key, { file, onProgress, signal }) => blog.uploadVideoAndGenerate(actor, key, file, onProgress, signal),
    true,
  );
};

/** A new article from the stored video analysis (BLOG_SUGGESTIONAI). */
export const useBlogSuggestion = (ref: BlogRef) => {
  const { actor } = useSession();
  return useBlogAction<void>(ref, (blog, key) => blog.suggestion(actor, key));
};

/**
 * The article's sections saved (BLOG_EDITARTICLE): the sections as shown when editing began and as edited. The use
 * case writes only the sections this user changed, over the article as stored when the write commits (one
 * transaction), so a section someone else saved meanwhile, or at the same moment, is kept.
 */
export const useSaveArticle = (ref: BlogRef) => {
  const { actor } = useSession();
  return useBlogAction<ArticleEdit>(ref, (blog, key, edit) => blog.editSections(actor, key, edit));
};

/** A new image from the article (BLOG_NEWARTICLE). */
export const useGenerateArticleImage = (ref: BlogRef) => {
  const { actor } = useSession();
  return useBlogAction<void>(ref, (blog, key) => blog.generateImage(actor, key));
};

/** The user's own image (BLOG_CHANGEIMG). */
export const useReplaceArticleImage = (ref: BlogRef) => {
  const { actor } = useSession();
  return useBlogAction<ImageUpload>(ref, (blog, key, { file, onProgress, signal }) =>
    blog.replaceImage(actor, key, file, onProgress, signal),
  );
};
