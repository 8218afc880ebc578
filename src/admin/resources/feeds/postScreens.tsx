import { PostCreate } from './PostCreate';
import { PostEdit } from './PostEdit';
import { PostList } from './PostList';
import { FEED_KIND, PROMO_KIND } from './postKinds';
import { PostShow } from './PostShow';

/** The shared post screens bound to their kind: one lazy chunk for feeds and promos. */
export const FeedList = () => <PostList kind={FEED_KIND} />;
export const FeedShow = () => <PostShow kind={FEED_KIND} />;
export const FeedCreate = () => <PostCreate kind={FEED_KIND} />;
export const FeedEdit = () => <PostEdit kind={FEED_KIND} />;
export const PromoList = () => <PostList kind={PROMO_KIND} />;
export const PromoShow = () => <PostShow kind={PROMO_KIND} />;
export const PromoCreate = () => <PostCreate kind={PROMO_KIND} />;
export const PromoEdit = () => <PostEdit kind={PROMO_KIND} />;
