import { useState, type FormEvent } from 'react';
import { validateRecord, type MessageRef, type Rule } from '../../../domain';
import { usePublicI18n } from '../../i18n/PublicI18n';
import type { PublicError } from '../../../web/publicRequest';

export type Values = Record<string, string | boolean>;

/**
 * The state of a public form: its values, the errors on its fields (the domain's rules first,
 * then the server's), and a message for the form as a whole. `submit` runs the rules, then
 * `send`; a refusal's field errors land on their fields, anything else becomes `alert`.
 */
export function usePublicForm(initial: Values, rules: Readonly<Record<string, readonly Rule[]>>, failureKey: string) {
  const { translate } = usePublicI18n();
  const [values, setValues] = useState<Values>(initial);
  const [fieldErrors, setFieldErrors] = useState<Record<string, MessageRef>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const showFieldErrors = (errors: Record<string, MessageRef>) => {
    setFieldErrors(errors);
    const [first] = Object.keys(errors);
    if (first) document.getElementById(`field-${first}`)?.focus();
  };

  const submit = (send: (values: Values) => Promise<PublicError | null>) => async (event: FormEvent) => {
    event.preventDefault();
    setAlert(null);
    const invalid = validateRecord(values, rules);
    showFieldErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    setSubmitting(true);
    const error = await send(values);
    setSubmitting(false);
    if (!error) return;
    if (Object.keys(error.fields).length > 0) return showFieldErrors(error.fields);
    setAlert(error.message && error.key !== 'errors.somethingWrong' ? error.message : translate(failureKey));
  };

  return {
    values,
    set: (name: string) => (value: string | boolean) => setValues((previous) => ({ ...previous, [name]: value })),
    errorOf: (name: string) => fieldErrors[name] && translate(fieldErrors[name].key, fieldErrors[name].params),
    alert,
    submitting,
    submit,
  };
}
