import { Dialog, DialogTitle } from '@mui/material';
import { CreateBase, EditBase, SimpleForm, TextInput, useNotify, useRefresh, useTranslate } from 'react-admin';
import { TAG_RULES } from '../../../domain';
import { validatorsOf } from '../../validators';
import { DialogToolbar } from './DialogToolbar';
import type { Tag } from './Tag';

/** A new tag (no `tag`) or a tag renamed, in a dialog; the server's field errors land on the name. */
export function TagNameDialog({ tag, onClose }: { tag?: Tag; onClose(): void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const mutationOptions = {
    onSuccess: () => {
      notify(tag ? 'resources.tags.renamed' : 'resources.tags.created', { type: 'success' });
      refresh();
      onClose();
    },
  };
  const form = (
    <SimpleForm toolbar={<DialogToolbar onCancel={onClose} />}>
      <TextInput source="name" autoFocus fullWidth validate={validatorsOf(TAG_RULES.name)} />
    </SimpleForm>
  );
  return (
    <Dialog open onClose={onClose} aria-labelledby="tag-name-dialog" fullWidth maxWidth="xs">
      <DialogTitle id="tag-name-dialog">{tag ? translate('resources.tags.renameTitle', { name: tag.name }) : translate('resources.tags.create')}</DialogTitle>
      {tag ? (
        <EditBase resource="tags" id={tag.id} mutationMode="pessimistic" redirect={false} mutationOptions={mutationOptions}>
          {form}
        </EditBase>
      ) : (
        <CreateBase resource="tags" redirect={false} mutationOptions={mutationOptions}>
          {form}
        </CreateBase>
      )}
    </Dialog>
  );
}
