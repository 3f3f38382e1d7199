import { COMMENT_MAX_LENGTH, type CommentTarget, type CommentThread } from '@estudio/domain/content';
import { Messages } from '@estudio/domain/shared';
import { CommentBox, DiscussionThread, type DiscussionEntry } from '@estudio/ui';
import { useEffect, useRef } from 'react';
import { messageOf } from '../dialogs.js';
import { useAddComment, useCommentThread, useMarkThreadRead } from './comment-queries.js';

/** Times in the thread: Bogotá's, as the product's dates (docs/product.md, "Comments"). */
const TIME_ZONE = 'America/Bogota';

/** The thread's comments as the design system's entries, those new for the reader marked. */
const entriesOf = (thread: CommentThread): DiscussionEntry[] => {
  const fresh = new Set(thread.newIds);
  return thread.comments.map((comment) => ({
    id: comment.id,
    author: comment.author.name || comment.author.email,
    at: comment.createdAt,
    text: comment.text,
    mentions: comment.mentions,
    isNew: fresh.has(comment.id),
  }));
};

export interface CommentsPanelProps {
  readonly brandId: string;
  readonly target: CommentTarget;
  /** The thread's accessible name. */
  readonly label: string;
}

/**
 * The thread of a requirement or a guide block, with its write box (docs/product.md,
 * "Comments"): opening it, when it holds comments new for the reader, marks it read.
 */
export const CommentsPanel = ({ brandId, target, label }: CommentsPanelProps) => {
  const thread = useCommentThread(brandId, target);
  const add = useAddComment(brandId, target);
  const markRead = useMarkThreadRead(brandId, target);
  const marked = useRef<string | null>(null);
  const newIds = thread.data?.newIds ?? [];
  const unreadKey = newIds.join(',');
  useEffect(() => {
    if (unreadKey === '' || marked.current === unreadKey) return;
    marked.current = unreadKey;
    markRead.mutate();
  }, [unreadKey, markRead]);

  return (
    <DiscussionThread
      label={label}
      entries={thread.data === undefined ? [] : entriesOf(thread.data)}
      timeZone={TIME_ZONE}
      loading={thread.isPending}
      error={thread.isError ? messageOf(thread.error, Messages.comments.load) : null}
    >
      {thread.isError ? null : (
        <CommentBox
          people={thread.data?.people ?? []}
          maxLength={COMMENT_MAX_LENGTH}
          pending={add.isPending}
          error={add.isError ? messageOf(add.error, Messages.comments.add) : null}
          onSubmit={(text) => add.mutateAsync(text)}
        />
      )}
    </DiscussionThread>
  );
};
