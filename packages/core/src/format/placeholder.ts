/** What every formatter shows for a missing or meaningless value. */
export const EMPTY_DISPLAY = '-';
