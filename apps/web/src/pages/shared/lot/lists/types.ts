/** How a parking list is placed: on a lot page (fixed to one park) or across the caller's parks. */
export interface ParkingListProps {
  /** The lot's park id: the list shows only that park and drops its park search field. */
  parkId?: number;
  /** Catalogue path of the row's detail page, with any query it must carry. */
  detailPath?: string;
}

const NO_FIXED = undefined;

/** The fixed filter of a lot page, or none. */
export function parkFilter(parkId: number | undefined): Readonly<Record<string, number>> | undefined {
  return parkId === undefined ? NO_FIXED : { park_id: parkId };
}
