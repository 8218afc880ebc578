import { Link } from 'react-router-dom';
import { usePublicI18n } from '../i18n/PublicI18n';
import { PublicLayout } from './PublicLayout';

/** A public screen whose flow belongs to a later issue (DESIGN §5): its route exists now. */
export default function PublicPlaceholder({ titleKey }: { titleKey: string }) {
  const { translate } = usePublicI18n();
  const title = translate(titleKey);
  return (
    <PublicLayout title={title}>
      <p>{translate('app.comingSoon', { screen: title })}</p>
      <Link className="rb-public__link" to="/login">
        {translate('app.backToLogin')}
      </Link>
    </PublicLayout>
  );
}
