/**
 * The regions family's limits that the page's own thread needs, in a module with no engine
 * behind it (the page imports engines only in its workers).
 */

/** Solutions a list job may ask for (a page shows a screenful at a time). */
export const MAX_REGIONS_LIST = 10_000;
