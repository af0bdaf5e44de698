import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { lazyPage, preloadPage } from './lazyPage';

describe('lazyPage', () => {
  it('renders at once, without its Suspense fallback, once preloaded', async () => {
    const factory = jest.fn(async () => ({ default: () => <p>coupon page</p> }));
    const Page = lazyPage(factory);
    expect(factory).not.toHaveBeenCalled(); // nothing is fetched until asked

    await preloadPage(Page);
    render(
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('coupon page')).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
    expect(factory).toHaveBeenCalledTimes(1);
  });

  it('still loads on first render like React.lazy when nobody preloaded it', async () => {
    const Page = lazyPage(async () => ({ default: () => <p>member page</p> }));
    render(
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => undefined);
    expect(await screen.findByText('member page')).toBeInTheDocument();
  });

  it('has nothing to preload for a plain component', () => {
    expect(preloadPage(() => null)).toBeUndefined();
  });

  it('runs its `ahead` when fetched ahead, with its code, and not when only rendered', async () => {
    const ahead = jest.fn();
    const Page = lazyPage(async () => ({ default: () => <p>voucher page</p> }), { ahead });
    render(
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(await screen.findByText('voucher page')).toBeInTheDocument();
    expect(ahead).not.toHaveBeenCalled();
    await preloadPage(Page);
    expect(ahead).toHaveBeenCalledTimes(1);
  });
});
