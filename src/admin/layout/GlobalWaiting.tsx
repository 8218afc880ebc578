import { useEffect, useState } from 'react';
import { useLoading, useTranslate } from 'react-admin';
import { Waiting } from '../../web/Waiting';

/** Quick answers show only the app bar's indicator; the full-screen spinner waits this long. */
const SPINNER_DELAY_MS = 1000;

/**
 * The full-screen "Waiting" spinner, as the admin's code arrived: the same as while it came, during the sign-in check.
 */
export function AdminWaiting() {
  const translate = useTranslate();
  return <Waiting label={translate('app.waiting')} />;
}

/** The full-screen "Waiting" spinner while react-admin's global loading flag stays set (docs/spec.md §2). */
export function GlobalWaiting() {
  const loading = useLoading();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!loading) return;
    const timer = setTimeout(() => setShown(true), SPINNER_DELAY_MS);
    return () => {
      clearTimeout(timer);
      setShown(false);
    };
  }, [loading]);
  return loading && shown ? <AdminWaiting /> : null;
}
