import { gql } from '@apollo/client';
import type { DocumentNode } from 'graphql';
import type { Identifier } from 'react-admin';
import { generatePath } from 'react-router-dom';

/**
 * Feeds and promos share their screens (docs/architecture.md §5): what differs is named here. A feed belongs to
 * the restaurant in its paths; a promo is the platform's. Paths are the spec's (relative to /admin).
 */
export interface PostKind {
  resource: 'feeds' | 'promos';
  paths: { list: string; show: string; create: string; edit: string };
  /** Screen titles (message keys). */
  titles: { show: string; create: string; edit: string };
  publish: DocumentNode;
  /** Its languages when they are fixed (a promo's English and Indonesian); a feed's are its restaurant's. */
  languages?: readonly [string, string];
}

/** The fields a publish returns: those the screens show. */
const PUBLISHED = 'id status publishAt publishedAt updatedAt';

export const FEED_KIND: PostKind = {
  resource: 'feeds',
  paths: {
    list: 'feeds/:restoUuid',
    show: 'feed/:restoUuid/:uuid',
    create: 'new_feed/:restoUuid',
    edit: 'edit_feed/:restoUuid/:uuid',
  },
  titles: { show: 'app.screens.feed', create: 'app.screens.feedNew', edit: 'app.screens.feedEdit' },
  publish: gql`mutation publishFeed($id: ID!) { publishFeed(id: $id) { ${PUBLISHED} } }`,
};

export const PROMO_KIND: PostKind = {
  resource: 'promos',
  paths: { list: 'promos', show: 'promo/:uuid', create: 'new_promo', edit: 'edit_promo/:uuid' },
  titles: { show: 'app.screens.promo', create: 'app.screens.promoNew', edit: 'app.screens.promoEdit' },
  publish: gql`mutation publishPromo($id: ID!) { publishPromo(id: $id) { ${PUBLISHED} } }`,
  languages: ['en', 'id'],
};

/** A screen's path for a post (`uuid`) of a restaurant (`restoUuid`, feeds only); unused parameters are ignored. */
export function postPath(
  kind: PostKind,
  screen: keyof PostKind['paths'],
  restoUuid?: string | null,
  uuid?: Identifier,
): string {
  const path = kind.paths[screen];
  const params: Record<string, string> = {};
  if (path.includes(':restoUuid')) params.restoUuid = restoUuid ?? '';
  if (path.includes(':uuid')) params.uuid = String(uuid ?? '');
  return generatePath(path, params);
}
