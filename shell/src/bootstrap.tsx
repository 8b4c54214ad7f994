import { yieldToBrowser } from './lib/yield-to-browser';

// The page's own modules (the router, the query cache, the layout, the route table) come in this chunk
// but are evaluated a task later: the chunk arrives with the shared libraries, and evaluating React DOM,
// then these modules, then hydrating, back to back in the one task that follows its arrival, held a
// phone's main thread for ~200 ms at Lighthouse's 4× slowdown.
void yieldToBrowser().then(() => import(/* webpackMode: "eager" */ './start-page'));
