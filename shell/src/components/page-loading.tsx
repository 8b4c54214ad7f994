/** The line shown where a page (or a part of one) is still loading. */
export function PageLoading() {
  return <p className="page-loading">Зареждане...</p>;
}
