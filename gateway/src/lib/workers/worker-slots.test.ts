import { WorkerSlots } from './worker-slots';

describe('WorkerSlots', () => {
  it('lets `size` holders in at once and the others in arrival order as slots free', async () => {
    const slots = new WorkerSlots(2);
    const order: string[] = [];
    const first = await slots.take();
    const second = await slots.take();
    expect(slots.inUse).toBe(2);
    const third = slots.take().then((release) => (order.push('third'), release));
    const fourth = slots.take().then((release) => (order.push('fourth'), release));
    await Promise.resolve();
    expect(order).toEqual([]);
    expect(slots.queued).toBe(2);

    second();
    const releaseThird = await third;
    expect(order).toEqual(['third']);
    expect(slots.inUse).toBe(2);

    first();
    first(); // a second call frees nothing more
    const releaseFourth = await fourth;
    expect(order).toEqual(['third', 'fourth']);
    releaseThird();
    releaseFourth();
    expect(slots.inUse).toBe(0);
    expect(slots.queued).toBe(0);
  });
});
