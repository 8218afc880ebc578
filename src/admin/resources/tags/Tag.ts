/** A tag as the management screen reads it. */
export interface Tag {
  id: string;
  name: string;
  restaurantCount: number;
}
