import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { CodePurpose, Rule } from '../../../domain';
import { usePublicI18n } from '../../i18n/PublicI18n';
import { PublicLayout } from '../PublicLayout';
import { accountMutation, fetchAccountLink, type AccountLink, type AccountMutation } from './accountRequests';
import { PublicField, type FieldSpec } from './PublicField';
import { usePublicForm, type Values } from './usePublicForm';

export interface CodeLinkPageProps {
  code: string;
  purpose: CodePurpose;
  titleKey: string;
  introKey: string;
  fields(link: AccountLink): FieldSpec[];
  rules(link: AccountLink): Readonly<Record<string, readonly Rule[]>>;
  /** The mutation the form sends (with the link's `code`). */
  mutation: AccountMutation;
  submitKey: string;
  /** What a failure that is no field's says. */
  failureKey: string;
  doneKey: string;
  /**
   * How to get a new link when this one no longer works: a page to ask for it, or only words (a PIN link comes from the
   * admin).
   */
  renewal: { to?: string; labelKey: string };
}

type State =
  { is: 'checking' } | { is: 'invalid' } | { is: 'unreachable' } | { is: 'ready'; link: AccountLink } | { is: 'done' };

/**
 * A page a mailed link opens (psrc, yfrv, pinrc): the link is checked first; one used or expired
 * gets a page saying so (not an error), with the way to a new one; otherwise the form, then the
 * success state.
 */
export function CodeLinkPage(props: CodeLinkPageProps) {
  const { code, purpose } = props;
  const { locale, translate } = usePublicI18n();
  const [state, setState] = useState<State>({ is: 'checking' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    void fetchAccountLink(code, purpose, locale).then((answer) => {
      if (!current) return;
      if (answer === null) setState({ is: 'invalid' });
      else if ('email' in answer) setState({ is: 'ready', link: answer });
      else setState({ is: 'unreachable' });
    });
    return () => {
      current = false;
    };
    // The link is checked once per attempt; a change of language does not ask again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [code, purpose, attempt]);

  const backToLogin = (
    <Link className="rb-public__link" to="/login">
      {translate('app.backToLogin')}
    </Link>
  );

  switch (state.is) {
    case 'checking':
      return (
        <PublicLayout title={translate(props.titleKey)}>
          <p role="status">{translate('app.accounts.checking')}</p>
        </PublicLayout>
      );
    case 'unreachable':
      return (
        <PublicLayout title={translate(props.titleKey)}>
          <p className="rb-form__error" role="alert">
            {translate('errors.somethingWrong')}
          </p>
          <div className="rb-form">
            <button type="button" onClick={() => (setState({ is: 'checking' }), setAttempt((n) => n + 1))}>
              {translate('app.accounts.retry')}
            </button>
          </div>
        </PublicLayout>
      );
    case 'invalid':
      return (
        <PublicLayout title={translate('errors.codeInvalid')}>
          <p>{translate('app.accounts.linkInvalidHelp')}</p>
          {props.renewal.to ? (
            <Link className="rb-public__link" to={props.renewal.to}>
              {translate(props.renewal.labelKey)}
            </Link>
          ) : (
            <p>{translate(props.renewal.labelKey)}</p>
          )}
          {backToLogin}
        </PublicLayout>
      );
    case 'done':
      return (
        <PublicLayout title={translate(props.titleKey)}>
          <p className="rb-public__success" role="status">
            {translate(props.doneKey)}
          </p>
          {backToLogin}
        </PublicLayout>
      );
    case 'ready':
      return (
        <CodeLinkForm
          {...props}
          link={state.link}
          onDone={() => setState({ is: 'done' })}
          onInvalid={() => setState({ is: 'invalid' })}
        />
      );
  }
}

function CodeLinkForm(props: CodeLinkPageProps & { link: AccountLink; onDone(): void; onInvalid(): void }) {
  const { link, mutation } = props;
  const { locale, translate } = usePublicI18n();
  const fields = props.fields(link);
  const initial: Values = Object.fromEntries(
    fields.map((field) => [field.name, field.type === 'checkbox' ? false : '']),
  );
  const form = usePublicForm(initial, props.rules(link), props.failureKey);

  const send = async (values: Values) => {
    const error = await accountMutation(mutation, { ...values, code: props.code }, locale);
    if (!error) props.onDone();
    else if (error.key === 'errors.codeInvalid') props.onInvalid();
    else return error;
    return null;
  };

  return (
    <PublicLayout title={translate(props.titleKey)}>
      <p>{translate(props.introKey, { email: link.email })}</p>
      <form className="rb-form" onSubmit={form.submit(send)} noValidate>
        {form.alert && (
          <p className="rb-form__error" role="alert">
            {form.alert}
          </p>
        )}
        {fields.map((field) => (
          <PublicField
            key={field.name}
            spec={field}
            label={translate(field.labelKey)}
            hint={field.hintKey && translate(field.hintKey)}
            value={form.values[field.name]}
            error={form.errorOf(field.name)}
            onChange={form.set(field.name)}
          />
        ))}
        <button type="submit" disabled={form.submitting}>
          {translate(form.submitting ? 'app.accounts.submitting' : props.submitKey)}
        </button>
      </form>
      <Link className="rb-public__link" to="/login">
        {translate('app.backToLogin')}
      </Link>
    </PublicLayout>
  );
}
