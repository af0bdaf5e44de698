import { fireEvent, screen } from '@testing-library/react';
import { renderPage } from '../../testing/renderPage';
import { CardGrid } from './CardGrid';

const goods = [
  { id: 1, cover: '/img/shoes.png', name: 'Shoes', remark: 'size 42' },
  { id: 2, cover: '/img/bag.png', name: 'Bag', remark: 'leather' },
];

describe('CardGrid', () => {
  it('lays the cards out with span 8 and gutter 20 by default', async () => {
    const { container } = await renderPage(
      <CardGrid items={goods} rowKey="id" keys={{ img: 'cover', title: 'name', info: 'remark' }} />,
    );
    const columns = container.querySelectorAll('.ant-col');
    expect(columns).toHaveLength(2);
    columns.forEach((column) => expect(column).toHaveClass('ant-col-8'));
    expect(columns[0].getAttribute('style')).toMatch(/padding-inline: 10px|padding-left: 10px/);
    expect(container.querySelector('.ant-row')?.getAttribute('style')).toMatch(
      /margin-inline: -10px|margin-left: -10px/,
    );
  });

  it('shows the img, title and info of each item, read by the configured keys', async () => {
    await renderPage(
      <CardGrid items={goods} rowKey="id" keys={{ img: 'cover', title: 'name', info: 'remark' }} />,
    );
    expect(screen.getByAltText('Shoes')).toHaveAttribute('src', '/img/shoes.png');
    expect(screen.getByText('Bag')).toBeInTheDocument();
    expect(screen.getByText('leather')).toBeInTheDocument();
  });

  it("reads 'img', 'title' and 'info' when no keys are given", async () => {
    await renderPage(
      <CardGrid items={[{ key: 'a', img: '/a.png', title: 'A', info: 'first' }]} rowKey="key" />,
    );
    expect(screen.getByAltText('A')).toHaveAttribute('src', '/a.png');
    expect(screen.getByText('first')).toBeInTheDocument();
  });

  it('calls onAdd from the add tile', async () => {
    const onAdd = jest.fn();
    await renderPage(<CardGrid items={goods} rowKey="id" span={12} onAdd={onAdd} />);
    const tile = screen.getByRole('button', { name: /Add/ });
    expect(tile.closest('.ant-col')).toHaveClass('ant-col-12');
    fireEvent.click(tile);
    fireEvent.keyDown(tile, { key: 'Enter' });
    expect(onAdd).toHaveBeenCalledTimes(2);
  });
});
