// Async boundary, as in every federated app; the remote's real entry is remoteEntry.js.
import('./bootstrap').catch((error: unknown) => console.error('The app could not start:', error));
