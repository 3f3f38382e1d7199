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
