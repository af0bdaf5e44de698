import { allParentKeys, initialExpandedKeys } from './tree';

type Node = { id: number; children?: Node[] };
const tree: Node[] = [
  {
    id: 1,
    children: [
      { id: 11, children: [{ id: 111 }] },
      { id: 12, children: [] },
    ],
  },
  { id: 2, children: [{ id: 21 }] },
  { id: 3 },
];

describe('tree rows', () => {
  it('expands the rows above the expand level', () => {
    expect(initialExpandedKeys(tree, 'id', { expandLevel: 2 })).toEqual([1, 2]);
    expect(initialExpandedKeys(tree, 'id', { expandLevel: 3 })).toEqual([1, 11, 2]);
    expect(initialExpandedKeys(tree, 'id', {})).toEqual([]);
  });

  it('expands every row with children when expandAll is set', () => {
    expect(initialExpandedKeys(tree, 'id', { expandAll: true })).toEqual([1, 11, 2]);
    expect(allParentKeys(tree, 'id')).toEqual([1, 11, 2]);
  });
});
