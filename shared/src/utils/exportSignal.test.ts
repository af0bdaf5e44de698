import { exportQueued, exportsChanged, onExportsChanged } from './exportSignal';

describe('the export signal', () => {
  it('calls every listener when an export is queued or exports change, until it stops listening', () => {
    const badge = jest.fn();
    const other = jest.fn();
    const stopBadge = onExportsChanged(badge);
    const stopOther = onExportsChanged(other);

    exportQueued();
    exportsChanged();
    expect(badge).toHaveBeenCalledTimes(2);
    expect(other).toHaveBeenCalledTimes(2);

    stopBadge();
    exportQueued();
    expect(badge).toHaveBeenCalledTimes(2);
    expect(other).toHaveBeenCalledTimes(3);
    stopOther();
  });

  it('lets a listener stop listening while it is being called', () => {
    const seen: string[] = [];
    const stopFirst = onExportsChanged(() => {
      seen.push('first');
      stopFirst();
    });
    const stopSecond = onExportsChanged(() => seen.push('second'));
    exportQueued();
    exportQueued();
    expect(seen).toEqual(['first', 'second', 'second']);
    stopSecond();
  });
});
