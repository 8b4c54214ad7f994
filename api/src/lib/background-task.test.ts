// Background tasks (api/src/lib/background-task.ts): what a stop does to a run under way.
import Fastify from 'fastify';
import { createBackgroundTask } from './background-task';

it('stops a run that goes through a queue after the item in hand, leaving the rest for the next start', async () => {
  const queue = ['a', 'b', 'c', 'd'];
  const done: string[] = [];
  // The first item is held until the test lets it go, with stop() already called.
  let holding = true;
  let letGo = () => {};
  let taken = () => {};
  const firstTaken = new Promise<void>((resolve) => (taken = resolve));
  const task = createBackgroundTask({
    name: 'queue',
    intervalMs: 60_000,
    log: Fastify({ logger: false }).log,
    run: async (stopping) => {
      while (!stopping.aborted && queue.length > 0) {
        const item = queue.shift()!;
        if (holding) {
          await new Promise<void>((resolve) => {
            letGo = resolve;
            taken();
          });
        }
        done.push(item);
      }
    },
  });
  task.start();
  await firstTaken;
  const stopped = task.stop();
  letGo();
  await stopped;
  expect({ done, left: queue }).toEqual({ done: ['a'], left: ['b', 'c', 'd'] });

  // Started again, it goes on with the rest.
  holding = false;
  task.start();
  await task.idle();
  await task.stop();
  expect({ done, left: queue }).toEqual({ done: ['a', 'b', 'c', 'd'], left: [] });
});
