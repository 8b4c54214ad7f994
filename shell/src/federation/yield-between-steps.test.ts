import { yieldBetweenSteps } from './yield-between-steps';

describe('yieldBetweenSteps', () => {
  const plugin = yieldBetweenSteps();
  const steps = { beforeInitContainer: plugin.beforeInitContainer, initContainer: plugin.initContainer, beforeLoadShare: plugin.beforeLoadShare };

  it.each(Object.keys(steps) as (keyof typeof steps)[])('%s goes on in a task of its own, with what it was given', async (name) => {
    const step = steps[name] as (args: object) => Promise<object>;
    const args = { pkgName: 'react', origin: {} };
    const order: string[] = [];
    setTimeout(() => order.push('a task queued before the step'), 0);
    const resumed = step(args).then((value) => {
      order.push('the step');
      return value;
    });
    await Promise.resolve();
    await Promise.resolve();
    expect(order).toEqual([]);
    await expect(resumed).resolves.toBe(args);
    expect(order).toEqual(['a task queued before the step', 'the step']);
  });
});
