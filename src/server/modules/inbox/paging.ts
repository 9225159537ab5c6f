/**
 * The total of a paged list: a page that is not full tells it (what came before and what it holds);
 * only a full page, or one past the end, needs the list counted.
 */
export async function pagedTotal(
  offset: number,
  got: number,
  size: number,
  count: () => Promise<number>,
): Promise<number> {
  return got < size && (got > 0 || offset === 0) ? offset + got : count();
}
