import { markFirstContent, onFirstContent, resetFirstContent } from './firstContent';

describe('first content of the page on screen', () => {
  beforeEach(() => {
    resetFirstContent();
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  it('calls back once when a page marks it, not before, and cancels its fallback', () => {
    const callback = jest.fn();
    onFirstContent(callback, 3000);
    jest.advanceTimersByTime(2000);
    expect(callback).not.toHaveBeenCalled();
    markFirstContent();
    markFirstContent();
    jest.advanceTimersByTime(5000);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('calls back after the fallback when no page marks it', () => {
    const callback = jest.fn();
    onFirstContent(callback, 3000);
    jest.advanceTimersByTime(2999);
    expect(callback).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
    markFirstContent();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('calls back at once when the content is already there, and never when cancelled', () => {
    markFirstContent();
    const now = jest.fn();
    onFirstContent(now, 3000);
    expect(now).toHaveBeenCalledTimes(1);
    resetFirstContent();
    const cancelled = jest.fn();
    const cancel = onFirstContent(cancelled, 3000);
    cancel();
    markFirstContent();
    jest.advanceTimersByTime(5000);
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('leaves a performance mark for the benches and the browser panel', () => {
    const mark = jest.spyOn(performance, 'mark');
    markFirstContent();
    expect(mark).toHaveBeenCalledWith('portal:first-content');
  });
});
