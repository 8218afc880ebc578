/**
 * Feeds and promos are posts: written, optionally scheduled (`publishAt`, `expireAt`), and
 * published by a person. Their status is derived from those dates, the publish action and the
 * server clock, so a scheduled post goes live and expires on time with no job running.
 */

import type { PostStatus } from './enums';

export interface PostSchedule {
  publishAt?: Date | string | null;
  expireAt?: Date | string | null;
  publishedAt?: Date | string | null;
}

const time = (value: Date | string | null | undefined) =>
  value === null || value === undefined ? undefined : new Date(value).getTime();

/**
 * DRAFT until published; then SCHEDULED before `publishAt`, EXPIRED from `expireAt` on, LIVE in
 * between (no `publishAt`: live from publishing; no `expireAt`: live until unpublished).
 * The server's SQL filter (statusCondition) says the same.
 */
export function postStatus(post: PostSchedule, now: Date): PostStatus {
  if (time(post.publishedAt) === undefined) return 'DRAFT';
  const at = now.getTime();
  const expireAt = time(post.expireAt);
  if (expireAt !== undefined && expireAt <= at) return 'EXPIRED';
  const publishAt = time(post.publishAt);
  return publishAt !== undefined && publishAt > at ? 'SCHEDULED' : 'LIVE';
}
