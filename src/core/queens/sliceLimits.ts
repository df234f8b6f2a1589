/** Rows of a slice job, at most this many (a page asks for a screenful at a time). */
export const MAX_SLICE_ROWS = 100_000;
