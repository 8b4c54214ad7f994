// The page of the console's article list in the address (?page=, read by pageNumberIn of @site/shared): a
// reload, Back and a shared link keep the page, and the route's loader reads the same page the screen shows.

/** The address's query naming `page` (the first page without the parameter), the rest as it was. */
export function searchWithListPage(search: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(search);
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  return next;
}
