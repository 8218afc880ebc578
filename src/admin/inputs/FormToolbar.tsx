import { DeleteWithConfirmButton, Toolbar } from 'react-admin';
import { SaveButton } from './SaveButton';

/** Save, and on an existing record a delete that asks first, then goes to the path `afterDelete` gives. */
export function FormToolbar({ afterDelete }: { afterDelete?: () => string }) {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      {afterDelete && <DeleteWithConfirmButton mutationMode="pessimistic" redirect={afterDelete} />}
    </Toolbar>
  );
}
