import { FormControlLabel, Switch } from '@mui/material';
import { useInput } from 'react-admin';

/**
 * A switch for a bulk value (react-admin's BooleanInput hands MUI 9's Switch an `inputRef` prop
 * that reaches the DOM and warns).
 */
export function SwitchInput({ source, label }: { source: string; label: string }) {
  const { field } = useInput({ source });
  return (
    <FormControlLabel
      control={
        <Switch
          checked={Boolean(field.value)}
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
        />
      }
      label={label}
    />
  );
}
