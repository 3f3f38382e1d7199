import { CommentCounts, type CommentTarget } from '@estudio/domain/content';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../query-keys.js';
import { useService } from '../services.js';
import { useSession } from '../session.js';

// Apart from the threads' hooks (comment-queries.ts), so the lists, which show only counts,
// load no thread code.

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
  const views = useService(CommentCounts);
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
