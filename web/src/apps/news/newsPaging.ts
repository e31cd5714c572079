/**
 * The news page opens with its lead story and three rows of three cards
 * (the grid's widest layout), and "Load more" adds three rows at a time, so
 * the rows stay full.
 */
export const NEWS_FIRST_PAGE = 10;
export const NEWS_NEXT_PAGE = 9;
