import type { ReactNode } from 'react';
import { isLocale } from '../../domain';
import { usePublicI18n } from '../i18n/PublicI18n';
import { LANGUAGES } from '../../web/locales';
import './public.css';

/** The frame of the pages outside the admin: a centred card and the language switch. */
export function PublicLayout({ title, children }: { title: string; children?: ReactNode }) {
  const { locale, setLocale, translate } = usePublicI18n();
  return (
    <div className="rb-public">
      <label className="rb-public__language">
        <span>{translate('app.language')}</span>
        <select value={locale} onChange={(event) => isLocale(event.target.value) && setLocale(event.target.value)}>
          {LANGUAGES.map(({ locale: value, name }) => (
            <option key={value} value={value}>
              {name}
            </option>
          ))}
        </select>
      </label>
      <main className="rb-public__card">
        <div className="rb-public__brand">Restoboard</div>
        <h1>{title}</h1>
        {children}
      </main>
    </div>
  );
}
