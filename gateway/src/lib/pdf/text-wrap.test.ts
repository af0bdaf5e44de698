import { wrapLines } from './text-wrap';

/** Every character 1 unit wide. */
const byLength = (text: string) => [...text].length;

describe('wrapLines', () => {
  it('breaks after spaces and keeps no trailing space', () => {
    expect(wrapLines('Jl. Sudirman No. 1', 10, byLength, 3)).toEqual(['Jl.', 'Sudirman', 'No. 1']);
  });

  it('breaks between CJK characters, which have no spaces', () => {
    expect(wrapLines('朝阳区建国路88号', 4, byLength, 5)).toEqual(['朝阳区建', '国路88', '号']);
  });

  it('cuts a word wider than a line', () => {
    expect(wrapLines('ABCDEFGHIJ', 4, byLength, 5)).toEqual(['ABCD', 'EFGH', 'IJ']);
  });

  it('ends the last line with an ellipsis when text is left over', () => {
    expect(wrapLines('aaa bbb ccc ddd', 4, byLength, 2)).toEqual(['aaa', 'bbb…']);
    expect(wrapLines('aaa bbbb ccc', 4, byLength, 2)).toEqual(['aaa', 'bbb…']);
  });

  it('keeps line breaks of the text', () => {
    expect(wrapLines('ab\ncd', 10, byLength, 3)).toEqual(['ab', 'cd']);
  });
});
