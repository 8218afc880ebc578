import { Edit, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { postPath, type PostKind } from './postKinds';
import { PostForm } from './PostForm';
import { HistoryActions } from '../audit_entries/RecordHistory';

/**
 * edit_feed/{restoUuid}/{uuid} and edit_promo/{uuid}: saves wait for the server, so its field errors land on the
 * inputs.
 */
export function PostEdit({ kind }: { kind: PostKind }) {
  const translate = useTranslate();
  const { restoUuid, uuid } = useParams();
  return (
    <Edit
      resource={kind.resource}
      id={uuid}
      title={translate(kind.titles.edit)}
      mutationMode="pessimistic"
      redirect={(_resource, id) => postPath(kind, 'show', restoUuid, id)}
      actions={<HistoryActions />}
    >
      <PostForm kind={kind} deletable />
    </Edit>
  );
}
