import { storage } from '../session/storage';
import { askPageAhead, takePageAhead } from './pageAhead';

const page = { current: 1, size: 10, total: 1, pages: 1, records: ['voucher'] };

describe('pages asked for ahead', () => {
  beforeEach(() => storage.set('token', 'session-1'));
  afterEach(() => storage.remove('token'));

  it('gives the page to its screen once, for the same query in any field order', async () => {
    const load = jest.fn(() => Promise.resolve(page));
    askPageAhead('coupons', { status: 'UNUSED', current: 1, size: 10 }, load);
    expect(load).toHaveBeenCalledTimes(1);
    await Promise.resolve(); // the answer comes
    const taken = takePageAhead('coupons', { size: 10, current: 1, status: 'UNUSED' });
    expect(taken?.page).toEqual(page);
    await expect(taken?.answer).resolves.toEqual(page);
    expect(takePageAhead('coupons', { size: 10, current: 1, status: 'UNUSED' })).toBeUndefined();
  });

  it('gives nothing for another query, and drops the page', () => {
    askPageAhead('coupons', { status: 'UNUSED', current: 1, size: 10 }, () => Promise.resolve(page));
    expect(takePageAhead('coupons', { status: 'USED', current: 1, size: 10 })).toBeUndefined();
    expect(takePageAhead('coupons', { status: 'UNUSED', current: 1, size: 10 })).toBeUndefined();
  });

  it('gives nothing in another session (after a logout and another sign-in)', () => {
    askPageAhead('coupons', { current: 1, size: 10 }, () => Promise.resolve(page));
    storage.set('token', 'session-2');
    expect(takePageAhead('coupons', { current: 1, size: 10 })).toBeUndefined();
  });

  it('keeps a failed call from being reported unhandled; the screen gets the failure', async () => {
    askPageAhead('coupons', { current: 1, size: 10 }, () => Promise.reject(new Error('offline')));
    const taken = takePageAhead('coupons', { current: 1, size: 10 });
    await expect(taken?.answer).rejects.toThrow('offline');
    expect(taken?.page).toBeUndefined();
  });
});
