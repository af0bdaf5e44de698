import type { PageComponent } from 'shared';
import { PagePrefetcher } from './pagePrefetch';

/** A page whose preload resolves (or fails) when the test says so, recording each call. */
function page(name: string, calls: string[], { fails = false } = {}) {
  let settle: () => void = () => undefined;
  const component = Object.assign(() => null, {
    preload: jest.fn(() => {
      calls.push(name);
      return new Promise<void>((resolve, reject) => {
        settle = () => (fails ? reject(new Error(`${name} failed`)) : resolve());
      });
    }),
  }) as PageComponent & { preload: jest.Mock };
  return { component, settle: () => settle() };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('PagePrefetcher', () => {
  it('fetches the pages one at a time, each once, and goes on after a failed one', async () => {
    const calls: string[] = [];
    const drained = jest.fn();
    const prefetcher = new PagePrefetcher((task) => task(), drained);
    const a = page('a', calls, { fails: true });
    const b = page('b', calls);
    const plain = Object.assign(() => null, {}) as PageComponent; // not a lazyPage: nothing to fetch
    prefetcher.add([a.component, plain, b.component, a.component]);
    expect(calls).toEqual(['a']);

    a.settle();
    await flush();
    expect(calls).toEqual(['a', 'b']);
    expect(drained).not.toHaveBeenCalled();
    b.settle();
    await flush();

    expect(drained).toHaveBeenCalledTimes(1); // once, when the last page has come

    prefetcher.add([a.component, b.component]);
    expect(calls).toEqual(['a', 'b']);
    expect(a.component.preload).toHaveBeenCalledTimes(1);
  });

  it('starts each fetch from the scheduler (idle time), not at once', () => {
    const calls: string[] = [];
    const tasks: Array<() => void> = [];
    const prefetcher = new PagePrefetcher((task) => tasks.push(task));
    prefetcher.add([page('a', calls).component]);
    expect(calls).toEqual([]);
    tasks.shift()?.();
    expect(calls).toEqual(['a']);
  });
});
