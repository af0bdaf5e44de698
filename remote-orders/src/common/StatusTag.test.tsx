import { render, screen } from '@testing-library/react';
import ConfigProvider from 'antd/es/config-provider';
import theme from 'antd/es/theme';
import { StatusTag } from './StatusTag';

describe('StatusTag', () => {
  it.each([
    ['CREATED', 'ant-tag-gold', 'rgb(135, 77, 0)'], // #874d00, gold-9
    ['PICKED_UP', 'ant-tag-cyan', 'rgb(0, 71, 79)'], // #00474f, cyan-9
    ['IN_TRANSIT', 'ant-tag-blue', 'rgb(0, 44, 140)'], // #002c8c, blue-9
  ])('shows %s in its colour with text of shade 9', (status, className, color) => {
    render(<StatusTag status={status} label={status} />);
    const tag = screen.getByText(status);
    expect(tag).toHaveClass(className);
    expect(tag).toHaveStyle({ color });
  });

  it("takes the dark theme's shade 9, a light one, on a dark background", () => {
    render(
      <ConfigProvider theme={{ algorithm: theme.darkAlgorithm }}>
        <StatusTag status="CREATED" label="created" />
      </ConfigProvider>,
    );
    const color = getComputedStyle(screen.getByText('created')).color;
    const [r, g, b] = color.match(/\d+/g)!.map(Number);
    expect(r + g + b).toBeGreaterThan(3 * 160);
  });

  it('leaves an unknown status in the neutral tag', () => {
    render(<StatusTag status="SOMETHING_NEW" label="new" />);
    expect(screen.getByText('new')).not.toHaveAttribute('style');
  });
});
