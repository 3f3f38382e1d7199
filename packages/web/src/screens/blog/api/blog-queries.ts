import {
  BlogViews,
  MediaUploads,
  uploadCancelled,
  type BlogRef as ViewRef,
  type MediaFile,
  type RequirementKey,
  type UploadProgress,
} from '@estudio/domain/content';
import { type ArticleEdit, type BlogRequirement } from '@estudio/domain/requirements';
import { useIsMutating, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys.js';
import { useCommands, useService } from '../../../shared/services.js';
import { useSession } from '../../../shared/session.js';

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
/** The key every blog command takes. */
const keyOf = (ref: BlogRef): RequirementKey => ({ brandId: ref.brandId, requirementId: ref.id });

/**
 * The requirement by the list's brandId and number when the navigation state carries them
 * (and they name this id); otherwise by its id in the brand (a reload or a pasted link).
 */
export const useBlogRequirement = (ref: BlogRef) => {
  const { actor } = useSession();
  const views = useService(BlogViews);
  const open: ViewRef = { brandId: ref.brandId, requirementId: ref.id, number: ref.number };
  return useQuery({
    queryKey: itemKey(ref),
    retry: false,
    queryFn: () => views.open(actor, open),
  });
};

/** Whether an action on this requirement is running (every action button waits for it). */
export const useBlogBusy = (ref: BlogRef): boolean => useIsMutating({ mutationKey: actionKey(ref) }) > 0;

/**
 * The requirement as an action answered it becomes the one shown. After a refusal the blog is read again when
 * `refetchOnError` (what the server holds may have changed under the action).
 */
const useBlogAction = <V>(
  ref: BlogRef,
  run: (key: RequirementKey, variables: V) => Promise<BlogRequirement>,
  refetchOnError = false,
) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: actionKey(ref),
    mutationFn: (variables: V) => run(keyOf(ref), variables),
    onSuccess: (requirement) => queryClient.setQueryData(itemKey(ref), requirement),
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

/**
 * Upload the video (VIDEO_UPLOAD) to the blog's folder, then the server stores it and its summary, and the article:
 * written when the stored one is empty, else answered as a proposal (`article`, not stored) for the screen's draft.
 * The blog as answered becomes the one shown; after a failure (the video URL may be saved) it is read again. A
 * cancelled upload sends no command.
 */
export const useUploadBlogVideo = (ref: BlogRef) => {
  const { actor } = useSession();
  const uploads = useService(MediaUploads);
  const commands = useCommands();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: actionKey(ref),
    mutationFn: async ({ file, onProgress, signal }: VideoUpload) => {
      const key = keyOf(ref);
      const path = await uploads.blogVideo(actor, key, file, { onProgress, signal });
      if (signal?.aborted === true) throw uploadCancelled();
      return commands.run('blog/video-attached', { ...key, path });
    },
    onSuccess: ({ requirement }) => queryClient.setQueryData(itemKey(ref), requirement),
    onError: () => void queryClient.invalidateQueries({ queryKey: itemKey(ref) }),
  });
};

/**
 * 'Generar sugerencia con IA' (BLOG_SUGGESTIONAI): an article proposed from the stored video analysis,
 * answered and not stored; the screen shows it as a draft and saves it, if the user chooses, with
 * useSaveArticle (the article's one writer). The blog as answered (holding the video's summary when
 * the command had to make it) becomes the one shown.
 */
export const useBlogSuggestion = (ref: BlogRef) => {
  const commands = useCommands();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: actionKey(ref),
    mutationFn: () => commands.run('blog/suggestion', keyOf(ref)),
    onSuccess: ({ requirement }) => queryClient.setQueryData(itemKey(ref), requirement),
  });
};

/**
 * The article's sections saved (BLOG_EDITARTICLE): the sections as shown when editing began and as edited. The
 * server writes only the sections this user changed, over the article as stored when the write commits (one
 * transaction), so a section someone else saved meanwhile, or at the same moment, is kept.
 */
export const useSaveArticle = (ref: BlogRef) => {
  const commands = useCommands();
  return useBlogAction<ArticleEdit>(ref, (key, edit) =>
    commands.run('blog/edit-sections', { ...key, base: [...edit.base], draft: [...edit.draft] }),
  );
};

/**
 * 'Generar nueva imagen' (BLOG_NEWARTICLE): the server stores a new image beside the blog and answers it
 * (`{path, url}`); the blog is unchanged, so nothing is written into the cache: the screen shows it as a draft.
 */
export const useGenerateArticleImage = (ref: BlogRef) => {
  const commands = useCommands();
  return useMutation({
    mutationKey: actionKey(ref),
    mutationFn: () => commands.run('blog/image', keyOf(ref)),
  });
};

/**
 * 'Reemplazar' of the new image's draft (BLOG_NEWARTICLE): the server sets the image at `path` (one it generated)
 * as the article's and keeps the one it replaced; a refusal reads the blog again, to show what is stored.
 */
export const useAcceptArticleImage = (ref: BlogRef) => {
  const commands = useCommands();
  return useBlogAction<string>(ref, (key, path) => commands.run('blog/image-accept', { ...key, path }), true);
};

/** 'Deshacer' (BLOG_NEWARTICLE): the image the accepted one replaced, back; the key alone. */
export const useUndoArticleImage = (ref: BlogRef) => {
  const commands = useCommands();
  return useBlogAction<void>(ref, (key) => commands.run('blog/image-undo', key), true);
};

/** The user's own image (BLOG_CHANGEIMG): uploaded to the blog's folder, then set by the server. */
export const useReplaceArticleImage = (ref: BlogRef) => {
  const { actor } = useSession();
  const uploads = useService(MediaUploads);
  const commands = useCommands();
  return useBlogAction<ImageUpload>(ref, async (key, { file, onProgress, signal }) => {
    const path = await uploads.blogImage(actor, key, file, { onProgress, signal });
    if (signal?.aborted === true) throw uploadCancelled();
    return commands.run('blog/image-replaced', { ...key, path });
  });
};
