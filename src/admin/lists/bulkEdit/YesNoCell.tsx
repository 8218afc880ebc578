import { useRecordContext, useTranslate } from 'react-admin';

/** A switch's value as a word (a preview's before and after), as the History's diff says it. */
export function YesNoCell({ source }: { source: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record || record[source] === undefined) return null;
  return <>{translate(record[source] ? 'ra.boolean.true' : 'ra.boolean.false')}</>;
}
