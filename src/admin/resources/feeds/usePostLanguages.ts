import { useGetOne } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { PostKind } from './postKinds';

interface RestaurantLanguages {
  id: string;
  primaryLanguage: string | null;
  secondaryLanguage: string | null;
}

/** The two languages a post is written in: a promo's fixed ones, a feed's restaurant's (English until known). */
export function usePostLanguages(kind: PostKind): readonly [string, string] {
  const { restoUuid } = useParams();
  const { data } = useGetOne<RestaurantLanguages>(
    'restaurants',
    { id: restoUuid ?? '' },
    { enabled: !kind.languages && Boolean(restoUuid) },
  );
  return kind.languages ?? [data?.primaryLanguage ?? 'en', data?.secondaryLanguage ?? 'id'];
}
