import { fireEvent, screen } from '@testing-library/react';
import { renderPage } from '../../testing/renderPage';
import { ImagePreview, wrapIndex } from './ImagePreview';

const images = [
  { url: '/img/1.png', name: 'first' },
  { url: '/img/2.png', name: 'second' },
  { url: '/img/3.png', name: 'third' },
];
const shown = () =>
  screen.getByRole('dialog', { name: 'Image preview' }).querySelector('img')?.getAttribute('src');

describe('ImagePreview', () => {
  it('wraps around at both ends', () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(1, 3)).toBe(1);
  });

  it('steps with previous and next, wrapping from the last to the first and back', async () => {
    await renderPage(<ImagePreview images={images} open startIndex={2} onClose={() => undefined} />);
    expect(shown()).toBe('/img/3.png');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(shown()).toBe('/img/1.png');
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(shown()).toBe('/img/3.png');
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(shown()).toBe('/img/2.png');
  });

  it('steps with the arrow keys and closes with Escape or the close button', async () => {
    const onClose = jest.fn();
    await renderPage(<ImagePreview images={images} open onClose={onClose} />);
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(shown()).toBe('/img/3.png');
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(shown()).toBe('/img/1.png');
    fireEvent.keyDown(window, { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('caps the image at 800 px', async () => {
    await renderPage(<ImagePreview images={images} open onClose={() => undefined} />);
    const image = screen.getByAltText('first');
    expect(image.style.maxWidth).toContain('800px');
    expect(image.style.maxHeight).toContain('800px');
  });

  it('renders nothing while closed', async () => {
    await renderPage(<ImagePreview images={images} open={false} onClose={() => undefined} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
