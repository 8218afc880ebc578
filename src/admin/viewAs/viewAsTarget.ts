/** Whom to view as: one user, or the ADMIN role in one restaurant. */
export type ViewAsTarget = { userId: string } | { role: 'ADMIN'; restaurantId: string };
