/** View as: a super admin sees the app as one admin, or as a role in one restaurant, read-only, for a while. */
import { maxLength, required, type Rule } from './validation';

/** How long a view-as session lasts at most. */
export const VIEW_AS_MINUTES = 30;

/** The roles a super admin may view as in a restaurant: those who sign in to this app there. */
export const VIEW_AS_ROLES = ['ADMIN'] as const;

/** A line or two: the reason travels in the view-as token. */
export const VIEW_AS_REASON_MAX = 200;

export const VIEW_AS_REASON_RULES: readonly Rule[] = [required(), maxLength(VIEW_AS_REASON_MAX)];
