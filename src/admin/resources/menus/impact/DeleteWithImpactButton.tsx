import DeleteIcon from '@mui/icons-material/Delete';
import { Button, useDeleteController, useRecordContext, type RedirectionSideEffect } from 'react-admin';
import { useImpactConfirm } from './useImpactConfirm';
import { useImpactWords, type ImpactWord } from './useImpactWords';

interface Props {
  kind: 'DELETE_MENU' | 'DELETE_CATEGORY';
  /** The dialog's question, given the record's name (`deleteTitle`). */
  titleKey: ImpactWord;
  redirect?: RedirectionSideEffect;
}

/** Deletes the record in context (a menu, a category) once a dialog listing what that affects is confirmed. */
export function DeleteWithImpactButton({ kind, titleKey, redirect = false }: Props) {
  const record = useRecordContext<{ id: string; name: string }>();
  const words = useImpactWords();
  const impact = useImpactConfirm();
  const { handleDelete, isPending } = useDeleteController({ record, redirect, mutationMode: 'pessimistic' });
  if (!record) return null;
  const remove = async () => {
    const ahead = await impact.confirm({
      always: true,
      destructive: true,
      listMenus: kind === 'DELETE_CATEGORY',
      changes: [{ kind, ids: [record.id] }],
      title: words(titleKey, { name: record.name }),
      confirmLabel: words('delete'),
    });
    if (ahead) handleDelete();
  };
  return (
    <>
      <Button label="ra.action.delete" color="error" onClick={() => void remove()} disabled={isPending}>
        <DeleteIcon />
      </Button>
      {impact.dialog}
    </>
  );
}
