/**
 * Holds a page's place while its code and data load: a title and blocks of text at the size they
 * will have, so nothing below moves when the page arrives. Screen readers hear "Зареждане...".
 */
export function PageSkeleton() {
  return (
    <div className="page-skeleton" aria-busy="true">
      <span className="visually-hidden">Зареждане...</span>
      <div className="page-skeleton__title" aria-hidden="true" />
      <div className="page-skeleton__lead" aria-hidden="true" />
      <div className="page-skeleton__blocks" aria-hidden="true">
        <div />
        <div />
        <div />
      </div>
    </div>
  );
}
