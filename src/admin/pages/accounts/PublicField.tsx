import type { HTMLAttributes } from 'react';

export interface FieldSpec {
  name: string;
  labelKey: string;
  type: 'email' | 'password' | 'checkbox';
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
  hintKey?: string;
}

interface Props {
  spec: FieldSpec;
  label: string;
  hint?: string;
  value: string | boolean;
  error?: string;
  onChange(value: string | boolean): void;
}

/** A labelled input of the public forms, its hint and its error tied to it for screen readers. */
export function PublicField({ spec, label, hint, value, error, onChange }: Props) {
  const id = `field-${spec.name}`;
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  const input = (
    <input
      id={id}
      name={spec.name}
      type={spec.type}
      autoComplete={spec.autoComplete}
      inputMode={spec.inputMode}
      maxLength={spec.maxLength}
      aria-invalid={error ? true : undefined}
      aria-describedby={described}
      {...(spec.type === 'checkbox'
        ? { checked: value === true, onChange: (e) => onChange(e.target.checked) }
        : { value: String(value), onChange: (e) => onChange(e.target.value) })}
    />
  );
  return (
    <div className="rb-form__field">
      {spec.type === 'checkbox' ? (
        <label className="rb-form__check" htmlFor={id}>
          {input}
          {label}
        </label>
      ) : (
        <label htmlFor={id}>
          {label}
          {input}
        </label>
      )}
      {hint && (
        <span className="rb-form__hint" id={`${id}-hint`}>
          {hint}
        </span>
      )}
      {error && (
        <span className="rb-form__field-error" id={`${id}-error`}>
          {error}
        </span>
      )}
    </div>
  );
}
