// The site's CSS is linked from the page's head (a server-rendered page is styled before any script runs).
import './styles/global.css';
import './styles/reading-page.css';
import './features/legal/legal-page.css';
import './features/company/company-page.css';

// Async boundary: lets federation negotiate the shared singletons before any of them is used. Started
// in tasks of their own: evaluating the federation runtime, asking for React DOM and asking for the rest
// are then three shorter tasks on a phone instead of one long one (each request for a chunk makes the
// runtime look up every shared module the chunk consumes). React DOM, the largest library, is evaluated
// as soon as it arrives, not in the bootstrap's task.
setTimeout(() => void import('react-dom/client'), 0);
setTimeout(() => void import('./bootstrap'), 0);
