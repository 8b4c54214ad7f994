// The site's CSS is linked from the page's head (a server-rendered page is styled before any script runs).
import './styles/global.css';
import './features/legal/legal-page.css';
import './features/company/company-page.css';

// Async boundary: lets federation negotiate the shared singletons before any of them is used. Started
// in a task of its own: evaluating the federation runtime and loading the shared libraries are then two
// shorter tasks on a phone instead of one long one. React DOM, the largest library, is asked for on its
// own as well: it is fetched with the rest but evaluated as soon as it arrives, not in the bootstrap's task.
setTimeout(() => {
  void import('react-dom/client');
  void import('./bootstrap');
}, 0);
