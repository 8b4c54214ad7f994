// Fastify names every registered plugin; for one without a name it searches require.cache for the module that
// exports it (under jest, module by module through a proxy: about 0.2 s of CPU for each app a test file builds).
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

/** The plugin under its own function name, still encapsulated (its hooks and decorations stay inside it). */
export function named<Options extends object>(plugin: FastifyPluginAsync<Options>): FastifyPluginAsync<Options> {
  return fp(plugin, { name: plugin.name, encapsulate: true });
}
