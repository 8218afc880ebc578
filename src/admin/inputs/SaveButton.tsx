import { SaveButton as RaSaveButton, type SaveButtonProps } from 'react-admin';
import { useFormState } from 'react-hook-form';

/**
 * Save, enabled on an untouched form too (react-admin's waits for a change): pressing it on an
 * empty form shows what is required, on each field. Disabled only while saving.
 */
export function SaveButton(props: SaveButtonProps) {
  const { isSubmitting } = useFormState();
  return <RaSaveButton alwaysEnable={!isSubmitting} {...props} />;
}
