import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { getErrorMessage } from '@site/shared';

/**
 * The router's error screen, shown inside the layout so that header and footer stay. It keeps the
 * router's default text, as the spec asks for.
 */
export function RouteErrorScreen() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : getErrorMessage(error);
  return (
    <section className="route-error" role="alert">
      <h2>Unexpected Application Error!</h2>
      <h3>
        <i>{detail}</i>
      </h3>
    </section>
  );
}
