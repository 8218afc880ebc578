/**
 * What the audit CSV calls a change's field, in the viewer's language: the label its form shows
 * (src/domain/fieldLabels, or a described resource's own labels), by resource then field. A field
 * without a label (one the forms do not show) keeps its name.
 */
import { RESOURCE_DESCRIPTORS, type Locale } from '../../domain';
import { FIELD_LABELS_EN } from '../../domain/fieldLabels/en';
import { FIELD_LABELS_ID } from '../../domain/fieldLabels/id';

type Labels = Record<string, Record<string, string>>;

const CATALOGUED: Record<Locale, Record<string, Record<string, unknown>>> = {
  en: FIELD_LABELS_EN,
  id: FIELD_LABELS_ID,
};

function labelsIn(locale: Locale): Labels {
  const catalogued = Object.entries(CATALOGUED[locale]).map(([resource, fields]) => [
    resource,
    Object.fromEntries(
      Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    ),
  ]);
  const described = RESOURCE_DESCRIPTORS.flatMap(({ name, labels }) =>
    labels ? [[name, { ...labels[locale].fields, ...labels[locale].extra }]] : [],
  );
  return Object.fromEntries([...catalogued, ...described]) as Labels;
}

const BY_LOCALE: Record<Locale, Labels> = { en: labelsIn('en'), id: labelsIn('id') };

/** The labels as one JSON text, for SQL to look a field up in (`labels -> resource ->> field`). */
export const fieldLabelsJson = (locale: Locale): string => JSON.stringify(BY_LOCALE[locale]);
