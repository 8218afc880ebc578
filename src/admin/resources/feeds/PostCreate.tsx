import { Create, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { Post } from './Post';
import { postPath, type PostKind } from './postKinds';
import { PostForm } from './PostForm';

/** new_feed/{restoUuid} and new_promo: a new post is a draft; saved, it opens on its page, where it is published. */
export function PostCreate({ kind }: { kind: PostKind }) {
  const translate = useTranslate();
  const { restoUuid } = useParams();
  return (
    <Create
      resource={kind.resource}
      title={translate(kind.titles.create)}
      record={restoUuid ? { restaurantId: restoUuid } : {}}
      redirect={(_resource, id, data) =>
        postPath(kind, 'show', (data as Partial<Post> | undefined)?.restaurantId ?? restoUuid, id)
      }
      mutationMode="pessimistic"
    >
      <PostForm kind={kind} />
    </Create>
  );
}
