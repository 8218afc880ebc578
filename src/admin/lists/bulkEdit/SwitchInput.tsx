import { FormControlLabel, FormHelperText, Switch } from '@mui/material';
import { useId } from 'react';
import { useInput, useTranslate } from 'react-admin';

/**
 * A switch for a bulk value (react-admin's BooleanInput hands MUI 9's Switch an `inputRef` prop
 * that reaches the DOM and warns).
 */
export function SwitchInput({ source, label, helperText }: { source: string; label: string; helperText?: string }) {
  const { field } = useInput({ source });
  const translate = useTranslate();
  const helperId = useId();
  return (
    <div>
      <FormControlLabel
        control={
          <Switch
            checked={Boolean(field.value)}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            slotProps={{ input: helperText ? { 'aria-describedby': helperId } : {} }}
          />
        }
        label={label}
      />
      {helperText && <FormHelperText id={helperId}>{translate(helperText)}</FormHelperText>}
    </div>
  );
}
