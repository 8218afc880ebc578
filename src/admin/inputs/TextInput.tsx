import { TextInput as RaTextInput, type TextInputProps } from 'react-admin';
import { isRequiredBy, maxLengthOf } from '../validators';

/**
 * react-admin's text input that stops at its rule's maximum length instead of refusing the text at save,
 * and tells assistive technology when it is required (react-admin marks only the label: `Name *`).
 */
export function TextInput(props: TextInputProps) {
  const maxLength = maxLengthOf(props.validate);
  const marks = {
    ...(maxLength === undefined ? {} : { maxLength }),
    ...(isRequiredBy(props.validate) ? { 'aria-required': true } : {}),
  };
  return Object.keys(marks).length === 0 ? (
    <RaTextInput {...props} />
  ) : (
    <RaTextInput
      {...props}
      slotProps={{ ...props.slotProps, htmlInput: { ...marks, ...props.slotProps?.htmlInput } }}
    />
  );
}
