import { act, fireEvent, screen } from '@testing-library/react';
import { renderPage } from '../../testing/renderPage';
import { BACK_TO_TOP_DURATION, BackToTop } from './BackToTop';

function scrollContainer(): HTMLDivElement {
  const element = document.createElement('div');
  document.body.appendChild(element);
  return element;
}

function scrollTo(element: HTMLElement, top: number) {
  act(() => {
    element.scrollTop = top;
    fireEvent.scroll(element);
  });
}

describe('BackToTop', () => {
  afterEach(() => jest.useRealTimers());

  it('appears only once the scroll container is scrolled past 400 px', async () => {
    const element = scrollContainer();
    const target = () => element;
    await renderPage(<BackToTop target={target} />);
    expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();
    scrollTo(element, 400);
    expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();
    scrollTo(element, 401);
    expect(screen.getByRole('button', { name: 'Back to top' })).toBeInTheDocument();
    scrollTo(element, 120);
    expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();
  });

  it('scrolls back to the top in 1 s', async () => {
    const element = scrollContainer();
    const target = () => element;
    await renderPage(<BackToTop target={target} />);
    scrollTo(element, 2000);
    jest.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Back to top' }));

    act(() => jest.advanceTimersByTime(BACK_TO_TOP_DURATION / 2));
    expect(element.scrollTop).toBeGreaterThan(0);
    expect(element.scrollTop).toBeLessThan(2000);
    act(() => jest.advanceTimersByTime(BACK_TO_TOP_DURATION / 2 + 50));
    expect(element.scrollTop).toBe(0);
  });

  it('follows the window when no container is given', async () => {
    await renderPage(<BackToTop />);
    act(() => {
      Object.defineProperty(window, 'scrollY', { configurable: true, value: 900 });
      fireEvent.scroll(window);
    });
    expect(screen.getByRole('button', { name: 'Back to top' })).toBeInTheDocument();
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  });
});
