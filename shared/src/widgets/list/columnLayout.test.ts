import {
  addChosen,
  applyLayout,
  layoutFromRecords,
  moveChosen,
  recordsFromLayout,
  removeChosen,
  toggleFixed,
} from './columnLayout';
import type { DynamicColumnRecord, ListColumn } from './types';

const record = (
  chooseField: string,
  viewFlag: 0 | 1,
  iconFlag: 0 | 1,
  sort: number,
): DynamicColumnRecord => ({
  fieldName: chooseField.toUpperCase(),
  chooseField,
  viewFlag,
  iconFlag,
  sort,
});

describe('column layout of the dynamic-column chooser', () => {
  it('reads fieldName as the label, chooseField as the prop, viewFlag 1 as chosen and iconFlag 1 as fixed', () => {
    const layout = layoutFromRecords([record('b', 0, 0, 3), record('a', 1, 1, 1), record('c', 1, 0, 2)]);
    expect(layout.chosen).toEqual([
      { prop: 'a', label: 'A', fixed: true },
      { prop: 'c', label: 'C', fixed: false },
    ]);
    expect(layout.available).toEqual([{ prop: 'b', label: 'B', fixed: false }]);
  });

  it("refuses removing the last chosen column with 'keep at least one selected item'", () => {
    const layout = layoutFromRecords([record('a', 1, 0, 1), record('b', 0, 0, 2)]);
    expect(removeChosen(layout, 'a')).toEqual({ ok: false, reason: 'keepOne' });
  });

  it('limits fixing to fixedColumnCount, 5 by default', () => {
    const records = ['a', 'b', 'c', 'd', 'e', 'f'].map((prop, i) => record(prop, 1, i < 5 ? 1 : 0, i));
    const layout = layoutFromRecords(records);
    expect(toggleFixed(layout, 'f')).toEqual({ ok: false, reason: 'maxFixed', limit: 5 });
    expect(toggleFixed(layout, 'e', 6).ok).toBe(true);
    const unfixed = toggleFixed(layout, 'a');
    expect(unfixed.ok && unfixed.layout.chosen[0].fixed).toBe(false);
  });

  it('saves chosen fields first with viewFlag 1 and their order as sort, the rest with viewFlag 0', () => {
    let layout = layoutFromRecords([record('a', 1, 1, 1), record('b', 0, 0, 2), record('c', 1, 0, 3)]);
    layout = addChosen(layout, 'b', 0);
    layout = moveChosen(layout, 2, 0);
    expect(recordsFromLayout(layout)).toEqual([
      { fieldName: 'C', chooseField: 'c', viewFlag: 1, iconFlag: 0, sort: 1 },
      { fieldName: 'B', chooseField: 'b', viewFlag: 1, iconFlag: 0, sort: 2 },
      { fieldName: 'A', chooseField: 'a', viewFlag: 1, iconFlag: 1, sort: 3 },
    ]);
    const removed = removeChosen(layout, 'b');
    expect(removed.ok && recordsFromLayout(removed.layout).at(-1)).toMatchObject({
      chooseField: 'b',
      viewFlag: 0,
    });
  });

  it('shapes the table: chosen columns in order with the server label, fixed first, unchosen hidden', () => {
    type Row = { a: string; b: string; c: string; d: string };
    const columns: ListColumn<Row>[] = ['a', 'b', 'c', 'd'].map((prop) => ({
      prop: prop as keyof Row & string,
      label: prop,
    }));
    const shaped = applyLayout(
      columns,
      layoutFromRecords([record('c', 1, 0, 1), record('a', 1, 1, 2), record('b', 0, 0, 3)]),
    );
    expect(shaped.map((c) => [c.prop, c.label, c.fixed ?? null, Boolean(c.hide)])).toEqual([
      ['a', 'A', 'left', false],
      ['c', 'C', null, false],
      ['d', 'd', null, false],
      ['b', 'b', null, true],
    ]);
  });
});
