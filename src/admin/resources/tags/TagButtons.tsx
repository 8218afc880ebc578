import AddIcon from '@mui/icons-material/Add';
import CallMergeIcon from '@mui/icons-material/CallMerge';
import EditIcon from '@mui/icons-material/Edit';
import { useState } from 'react';
import { Button, DeleteWithConfirmButton, useRecordContext } from 'react-admin';
import { MergeTagDialog } from './MergeTagDialog';
import type { Tag } from './Tag';
import { TagNameDialog } from './TagNameDialog';

/** The list's New tag: a name in a dialog (a tag is nothing more). */
export function NewTagButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button label="resources.tags.create" onClick={() => setOpen(true)}>
        <AddIcon />
      </Button>
      {open && <TagNameDialog onClose={() => setOpen(false)} />}
    </>
  );
}

/** A row's Rename and Merge (each in a dialog) and Delete (after a confirmation). */
export function TagRowActions() {
  const tag = useRecordContext<Tag>();
  const [open, setOpen] = useState<'rename' | 'merge' | null>(null);
  if (!tag) return null;
  const close = () => setOpen(null);
  return (
    <>
      <Button label="resources.tags.rename" onClick={() => setOpen('rename')}>
        <EditIcon />
      </Button>
      <Button label="resources.tags.merge" onClick={() => setOpen('merge')}>
        <CallMergeIcon />
      </Button>
      <DeleteWithConfirmButton mutationMode="pessimistic" redirect={false} />
      {open === 'rename' && <TagNameDialog tag={tag} onClose={close} />}
      {open === 'merge' && <MergeTagDialog tag={tag} onClose={close} />}
    </>
  );
}
