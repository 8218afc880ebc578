import PublishIcon from '@mui/icons-material/Publish';
import { Button } from '@mui/material';
import { useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { useCustomMutation } from '../../providers/useCustomMutation';
import type { Post } from './Post';
import type { PostKind } from './postKinds';

/**
 * Publishes a draft: it goes live now, or at its publish date. Only a draft that has not expired
 * can be; a failure says "Failed to publish {obj}. Please try again.".
 */
export function PublishButton({ kind }: { kind: PostKind }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const post = useRecordContext<Post>();
  const { run, isPending } = useCustomMutation<unknown>(kind.resource);
  if (!post || post.status !== 'DRAFT') return null;
  const expired = post.expireAt !== null && new Date(post.expireAt) <= new Date();
  const publish = async () => {
    const result = await run({ query: kind.publish, variables: { id: post.id }, failure: 'errors.failedPublish' });
    if ('data' in result) notify('app.posts.published', { type: 'success' });
    refresh();
  };
  return (
    <Button
      variant="contained"
      size="small"
      startIcon={<PublishIcon />}
      onClick={() => void publish()}
      disabled={isPending || expired}
      title={expired ? translate('validation.expiredPost') : undefined}
    >
      {translate('app.posts.publish')}
    </Button>
  );
}
