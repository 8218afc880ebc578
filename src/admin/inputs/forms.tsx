import { Toolbar, Typography } from '@mui/material';
import {
  SimpleForm as RaSimpleForm,
  TabbedForm as RaTabbedForm,
  useTranslate,
  type SimpleFormProps,
  type TabbedFormProps,
} from 'react-admin';
import { useViewingAs } from '../viewAs/useViewingAs';

/** A disabled field's helper text stays readable (MUI greys it with the field). */
export const READABLE_WHEN_DISABLED = { '& .MuiFormHelperText-root.Mui-disabled': { color: 'text.secondary' } };

/** In place of Save and Delete while viewing as someone: why nothing can be saved. */
function ViewingToolbar() {
  const translate = useTranslate();
  return (
    <Toolbar>
      <Typography variant="body2" color="text.secondary">
        {translate('app.viewAs.formReadOnly')}
      </Typography>
    </Toolbar>
  );
}

/**
 * The props that make a form read-only while a super admin views as someone: every field disabled
 * (react-hook-form's form-level `disabled`), no Save or Delete, and a word why; nothing is typed only
 * to be refused.
 */
function useViewingProps(disabled: boolean | undefined) {
  const viewing = useViewingAs();
  return viewing ? { disabled: true, toolbar: <ViewingToolbar />, sx: READABLE_WHEN_DISABLED } : { disabled };
}

/** react-admin's SimpleForm, read-only while viewing as someone. */
export function SimpleForm(props: SimpleFormProps) {
  return <RaSimpleForm {...props} {...useViewingProps(props.disabled)} />;
}

function TabbedFormWhileViewing(props: TabbedFormProps) {
  return <RaTabbedForm {...props} {...useViewingProps(props.disabled)} />;
}

/** react-admin's TabbedForm, read-only while viewing as someone. */
export const TabbedForm = Object.assign(TabbedFormWhileViewing, { Tab: RaTabbedForm.Tab });
