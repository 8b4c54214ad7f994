import { loadRemote } from '@module-federation/enhanced/runtime';
import { serveRemotesJson } from '../test/render-route';
import { loadWhenNear, NEAR_MARGIN, watchNear } from './load-when-near';

/** jsdom has no IntersectionObserver: this one reports what the test says is in view. */
class ViewportWatch {
  static last: ViewportWatch | null = null;
  observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly report: (entries: { isIntersecting: boolean }[]) => void,
    readonly options: IntersectionObserverInit,
  ) {
    ViewportWatch.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
}

const settled = async (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

beforeEach(() => {
  serveRemotesJson();
  Object.assign(window, { IntersectionObserver: ViewportWatch });
});
afterEach(() => {
  delete (window as Partial<typeof window>).IntersectionObserver;
});

describe('loadWhenNear', () => {
  it('fetches the section only once its element comes within the margin of the viewport', async () => {
    const element = document.createElement('div');
    const ref = { remote: 'catalog', module: 'CoursesSlider' } as const;
    const stop = watchNear(ref, element);
    const module = loadWhenNear(ref);
    expect(loadWhenNear(ref)).toBe(module); // one promise for every render (React's `use`)
    const watch = ViewportWatch.last!;
    expect(watch.observed).toEqual([element]);
    expect(watch.options.rootMargin).toBe(NEAR_MARGIN);

    watch.report([{ isIntersecting: false }]);
    expect(await settled(module)).toBe(false);
    expect(loadRemote).not.toHaveBeenCalledWith('catalog/CoursesSlider');

    watch.report([{ isIntersecting: true }]);
    await expect(module).resolves.toHaveProperty('Component');
    expect(loadRemote).toHaveBeenCalledWith('catalog/CoursesSlider');
    expect(watch.disconnected).toBe(true);
    stop();
  });

  it('fetches it at once when the visitor tabs or points into it before it is in view', async () => {
    const element = document.createElement('div');
    const ref = { remote: 'articles', module: 'ArticlesPromo' } as const;
    watchNear(ref, element);
    const module = loadWhenNear(ref);
    expect(await settled(module)).toBe(false);

    element.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await expect(module).resolves.toHaveProperty('Component');
    expect(ViewportWatch.last!.disconnected).toBe(true);
  });
});
