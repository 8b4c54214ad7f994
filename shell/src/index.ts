// Async boundary: lets federation negotiate the shared singletons before any of them is used.
import('./bootstrap');
