import { usePublicI18n } from '../i18n/PublicI18n';
import './waiting.css';

/** The full-screen "Waiting" spinner (spec §2): plain CSS, so the public pages stay light. */
export function Waiting({ label }: { label: string }) {
  return (
    <div className="rb-waiting" role="progressbar" aria-busy="true" aria-label={label}>
      <div className="rb-waiting__spinner" />
      <div className="rb-waiting__label">{label}</div>
    </div>
  );
}

/** The app's one page-wide loader: the admin's code, then the sign-in check, under the same spinner. */
export function PageLoading() {
  const { translate } = usePublicI18n();
  return <Waiting label={translate('app.waiting')} />;
}
