import { CommentViews, threadKey, type Comment, type CommentTarget, type CommentThread } from '@estudio/domain/content';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../query-keys.js';
import { useCommands, useService } from '../services.js';
import { useSession } from '../session.js';

/** One thread of a brand: its comments, the brand's people and what is new for the reader. */
export const useCommentThread = (brandId: string, target: CommentTarget) => {
  const { actor } = useSession();
  const views = useService(CommentViews);
  return useQuery({
    queryKey: queryKeys.comments.thread(brandId, threadKey(target)),
    queryFn: () => views.thread(actor, brandId, target),
    retry: false,
  });
};

/** 'Comentar': the server stores the comment; the thread shows it at its end. */
export const useAddComment = (brandId: string, target: CommentTarget) => {
  const commands = useCommands();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => commands.run('comments/add', { brandId, target, text }),
    onSuccess: (comment: Comment) => {
      queryClient.setQueryData<CommentThread>(queryKeys.comments.thread(brandId, threadKey(target)), (current) =>
        current === undefined ? current : { ...current, comments: [...current.comments, comment] },
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.comments.counts });
    },
  });
};

/**
 * Opening a thread with comments new for the reader marks it read ('comments/read'): the lists'
 * counts are read again; the thread keeps showing what was new until it is read again.
 */
export const useMarkThreadRead = (brandId: string, target: CommentTarget) => {
  const commands = useCommands();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => commands.run('comments/read', { brandId, target }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.comments.counts }),
  });
};

/**
 * How many comments are new for the reader on the brands' targets of one kind, by
 * newCountKey ('b1/requirement:r1'); empty while it loads or when it cannot be read (the
 * counts are a hint: a failure shows none rather than an error).
 */
export const useNewCommentCounts = (
  brandIds: readonly string[],
  kind: CommentTarget['kind'],
): ReadonlyMap<string, number> => {
  const { actor } = useSession();
  const views = useService(CommentViews);
  const unique = [...new Set(brandIds)];
  const counts = useQuery({
    queryKey: queryKeys.comments.newCounts(kind, unique),
    queryFn: () => views.newCounts(actor, unique, kind),
    enabled: unique.length > 0,
    retry: false,
    staleTime: 30_000,
  });
  return counts.data ?? EMPTY;
};

const EMPTY: ReadonlyMap<string, number> = new Map();
