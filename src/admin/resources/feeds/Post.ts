import type { DiscountType, PostStatus } from '../../../domain';

/** A feed or promo as the screens read it (a promo adds its offer, a feed its restaurant and menus). */
export interface Post {
  id: string;
  restaurantId?: string;
  title: string;
  titleSecondary: string | null;
  body: string;
  bodySecondary: string | null;
  coverUrl: string | null;
  publishAt: string | null;
  expireAt: string | null;
  publishedAt: string | null;
  status: PostStatus;
  discountType?: DiscountType | null;
  discountValue?: number | null;
}
