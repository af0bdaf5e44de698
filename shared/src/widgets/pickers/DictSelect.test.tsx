import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderPage } from '../../testing/renderPage';
import { SELECT_MULTIPLE_LIMIT } from './constants';
import { DictSelect, type DictSelectValue } from './DictSelect';
import type { DictionaryItem } from './dictionary';

const items: DictionaryItem[] = ['A', 'B', 'C', 'D'].map((letter) => ({
  value: letter,
  label: `item ${letter}`,
}));

function Harness({ multipleLimit }: { multipleLimit?: number }) {
  const [value, setValue] = useState<DictSelectValue>([]);
  return (
    <>
      <DictSelect dicData={items} multiple multipleLimit={multipleLimit} value={value} onChange={setValue} />
      <output aria-label="values">{JSON.stringify(value)}</output>
    </>
  );
}

const option = (label: string) =>
  Array.from(document.querySelectorAll('.ant-select-item-option')).find(
    (node) => node.textContent === label,
  ) as Element;

describe('DictSelect', () => {
  it('limits a multiple select to 99 values by default', () => {
    expect(SELECT_MULTIPLE_LIMIT).toBe(99);
  });

  it('refuses further choices once the multiple limit is reached', async () => {
    await renderPage(<Harness multipleLimit={2} />);
    fireEvent.mouseDown(screen.getByRole('combobox'));

    fireEvent.click(option('item A'));
    fireEvent.click(option('item B'));
    fireEvent.click(option('item C'));

    expect(screen.getByLabelText('values')).toHaveTextContent('["A","B"]');
    expect(option('item C')).toHaveClass('ant-select-item-option-disabled');
  });
});
