import { useTranslate } from 'react-admin';
import { TAG_RULES } from '../../../domain';
import { RecordDialog } from '../../dialogs/RecordDialog';
import { validatorsOf } from '../../validators';
import type { Tag } from './Tag';
import { TextInput } from '../../inputs/TextInput';

/** A new tag (no `tag`) or a tag renamed, in a dialog; the server's field errors land on the name. */
export function TagNameDialog({ tag, onClose }: { tag?: Tag; onClose(): void }) {
  const translate = useTranslate();
  return (
    <RecordDialog
      resource="tags"
      record={tag}
      title={tag ? translate('resources.tags.renameTitle', { name: tag.name }) : translate('resources.tags.create')}
      savedMessage="resources.tags.renamed"
      createdMessage="resources.tags.created"
      maxWidth="xs"
      onClose={onClose}
    >
      <TextInput source="name" autoFocus fullWidth validate={validatorsOf(TAG_RULES.name)} />
    </RecordDialog>
  );
}
