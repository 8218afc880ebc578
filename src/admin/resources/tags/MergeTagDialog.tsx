import CallMergeIcon from '@mui/icons-material/CallMerge';
import { Dialog, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { AutocompleteInput, Form, ReferenceInput, useNotify, useRefresh, useTranslate } from 'react-admin';
import { MERGE_TAG_RULES } from '../../../domain';
import { useCustomMutation } from '../../providers/useCustomMutation';
import { validatorsOf } from '../../validators';
import { DialogToolbar } from '../../dialogs/DialogToolbar';
import { MERGE_TAGS } from './operations';
import type { Tag } from './Tag';

/**
 * Merges `tag` into a tag chosen by server-side search. The dialog says what happens (the source
 * is deleted) and is itself the confirmation; the server's field errors land on the choice.
 */
export function MergeTagDialog({ tag, onClose }: { tag: Tag; onClose(): void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { run } = useCustomMutation<{ mergeTags: Tag }>('tags');
  const submit = async (values: Record<string, unknown>) => {
    const result = await run({ query: MERGE_TAGS, variables: { sourceId: tag.id, targetId: values.targetId } });
    if ('errors' in result) return result.errors;
    notify('resources.tags.merged', {
      type: 'success',
      messageArgs: { source: tag.name, target: result.data.mergeTags.name },
    });
    refresh();
    onClose();
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="merge-tag-dialog" fullWidth maxWidth="sm">
      <DialogTitle id="merge-tag-dialog">{translate('resources.tags.mergeTitle', { name: tag.name })}</DialogTitle>
      <Form noValidate defaultValues={{ sourceId: tag.id }} onSubmit={submit}>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {translate('resources.tags.mergeExplanation', {
              name: tag.name,
              count: translate('resources.tags.restaurantCount', { smart_count: tag.restaurantCount }),
            })}
          </DialogContentText>
          <ReferenceInput source="targetId" reference="tags" sort={{ field: 'name', order: 'ASC' }}>
            <AutocompleteInput optionText="name" fullWidth validate={validatorsOf(MERGE_TAG_RULES.targetId)} />
          </ReferenceInput>
        </DialogContent>
        <DialogToolbar onCancel={onClose} label="resources.tags.merge" icon={<CallMergeIcon />} />
      </Form>
    </Dialog>
  );
}
