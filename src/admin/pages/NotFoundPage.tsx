import { Link, useLocation } from 'react-router-dom';
import { usePublicI18n } from '../i18n/PublicI18n';
import { PublicLayout } from './PublicLayout';

/** Any path that is neither public nor under /admin (docs/spec.md §2). */
export default function NotFoundPage() {
  const { translate } = usePublicI18n();
  const { pathname } = useLocation();
  return (
    <PublicLayout title={translate('app.pageNotFound')}>
      <p>{translate('app.notFoundFor', { path: pathname })}</p>
      <Link className="rb-public__link" to="/login">
        {translate('app.backToLogin')}
      </Link>
    </PublicLayout>
  );
}
