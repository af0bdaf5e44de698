import { render, screen } from '@testing-library/react';
import theme from 'antd/es/theme';
import { ReadableTag } from './ReadableTag';

const token = theme.getDesignToken();

describe('ReadableTag', () => {
  it('writes a preset colour in shade 9 of its palette', () => {
    render(<ReadableTag color="gold">Mailed</ReadableTag>);
    expect(screen.getByText('Mailed')).toHaveStyle({ color: token.gold9 });
  });

  it.each([
    ['processing', 'blue9'],
    ['success', 'green9'],
    ['warning', 'gold9'],
    ['error', 'red9'],
  ] as const)('writes the status colour %s in %s', (color, shade) => {
    render(<ReadableTag color={color}>{color}</ReadableTag>);
    expect(screen.getByText(color)).toHaveStyle({ color: token[shade] });
  });

  it('leaves an uncoloured tag as antd draws it', () => {
    render(<ReadableTag>Plain</ReadableTag>);
    expect(screen.getByText('Plain').getAttribute('style')).toBeNull();
  });
});
