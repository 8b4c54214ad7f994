import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { yieldToBrowser } from '../lib/yield-to-browser';

/**
 * Once a remote's remoteEntry.js has arrived, the federation runtime initialises the container, then
 * resolves each shared module the remote's chunks use (a version check and a share-scope lookup each, and
 * a script tag for a shell chunk not loaded yet) and asks for the chunks, all in promise callbacks of the
 * one task: 35–70 ms on a course page here, the longest task of its start-up at Lighthouse's 4× slowdown.
 * This plugin ends the task before each of those steps, so each is a short task of its own and the browser
 * can paint and answer input between them. Registered for the shell's runtime (it initialises the
 * containers) and for every remote's (they load their shared modules).
 */
export function yieldBetweenSteps(): ModuleFederationRuntimePlugin {
  return {
    name: 'site-yield-between-steps',
    async beforeInitContainer(args) {
      await yieldToBrowser();
      return args;
    },
    async initContainer(args) {
      await yieldToBrowser();
      return args;
    },
    async beforeLoadShare(args) {
      await yieldToBrowser();
      return args;
    },
  };
}
