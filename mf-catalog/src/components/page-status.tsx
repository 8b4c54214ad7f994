// The loading line and the empty / not-found message every catalog page shows.
import './page.css';

export const LOADING_TEXT = 'Зареждане...';

export function PageLoading() {
  return (
    <p className="catalog-status catalog-status--loading" role="status">
      {LOADING_TEXT}
    </p>
  );
}

export function PageMessage({ children }: { children: string }) {
  return <p className="catalog-status">{children}</p>;
}
