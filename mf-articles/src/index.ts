// Async boundary, as in every federated app; the remote's real entry is remoteEntry.js.
import('./bootstrap');
