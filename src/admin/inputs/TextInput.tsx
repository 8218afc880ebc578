import { TextInput as RaTextInput, type TextInputProps } from 'react-admin';
import { maxLengthOf } from '../validators';

/** react-admin's text input that stops at its rule's maximum length instead of refusing the text at save. */
export function TextInput(props: TextInputProps) {
  const maxLength = maxLengthOf(props.validate);
  return maxLength === undefined ? <RaTextInput {...props} /> : <RaTextInput {...props} slotProps={{ ...props.slotProps, htmlInput: { maxLength, ...props.slotProps?.htmlInput } }} />;
}
