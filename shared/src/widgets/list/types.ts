import type { ReactNode } from 'react';
import type { Rule } from 'antd/es/form';
import type { RowAction } from '../../permissions/keys';
import type { Page, PageQuery } from '../paging';

/** Dictionary item of a select-like column (spec §3). */
/** Which fields of a loaded dictionary item are the option's value and label. */
export interface DictProps {
  value?: string;
  label?: string;
}

export interface DictItem {
  value: string | number;
  label: string;
  name?: string;
  code?: string;
  id?: string | number;
  children?: DictItem[];
  disabled?: boolean;
}

/** How a column is edited in the dialog, the search bar and a cell. */
export type ColumnType = 'input' | 'textarea' | 'number' | 'select' | 'switch' | 'date' | 'datetime';

/** How a column shows its value (see `formatCell`): numbers, rupiah, kilograms, WIB time or day. */
export type ColumnFormat = 'number' | 'money' | 'kg' | 'time' | 'date';

/** Row flags of the spec (§3): `$view`/`$edit`/`$delete` false hide those row actions. */
export interface RowFlags {
  $cellEdit?: boolean;
  $index?: number;
  $view?: boolean;
  $edit?: boolean;
  $delete?: boolean;
}

/** A row as the list holds it: the caller's row plus the spec's row flags. */
export type ListRow<Row> = Row & RowFlags;

/** Column of the spec's vocabulary (§3), typed over the row. */
export interface ListColumn<Row> {
  prop: Extract<keyof Row, string>;
  label: string;
  /** Editor kind; `select` reads `dicData`/`dicUrl`. Default 'input'. */
  type?: ColumnType;
  dicData?: DictItem[];
  /** GET url answering `DictItem[]`; a failed load yields an empty list. */
  dicUrl?: string;
  /**
   * Which fields of a `dicUrl` item hold the option's value and label (default `value` / `label`),
   * e.g. `{ value: 'code' }` for GET /dict/goodsTypes, whose `code` is what rows hold.
   */
  dicProps?: DictProps;
  /** antd Form rules, checked before save, save-and-create, update and cell save. */
  rules?: Rule[];
  /** Not shown in the table (still in the dialogs). */
  hide?: boolean;
  /** Field of the search bar. */
  search?: boolean;
  fixed?: 'left' | 'right' | boolean;
  width?: number;
  /** Local sort on the loaded rows. */
  sortable?: boolean;
  /** Header filter from the dictionary (local). */
  filter?: boolean;
  /** Editable in cell-edit mode. */
  cell?: boolean;
  /** Display format of the value (table, detail, export); `slot` wins over it. */
  format?: ColumnFormat;
  /** With `format: 'number'`: decimals shown at most (default 0). */
  decimals?: number;
  /** Right-aligned (default for `number`, `money` and `kg`). */
  align?: 'left' | 'right' | 'center';
  /** Custom cell render; the value is not sanitised (the slot decides what to show). */
  slot?: (row: ListRow<Row>) => ReactNode;
  /** Left out of the add/edit form (shown in the detail). */
  formHide?: boolean;
}

/** Spec §3 dynamicOptions: the user's saved column layout. */
export interface DynamicOptions {
  getUrl: string;
  saveUrl: string;
  defaultUrl: string;
  /** Query sent with all three calls, e.g. `{ listKey: 'goodsTemplate' }`. */
  params?: Record<string, string | number>;
  /** At most this many fixed columns (default 5). */
  fixedColumnCount?: number;
}

/** One dynamic column record as the server sends and takes it (spec §3). */
export interface DynamicColumnRecord {
  fieldName: string;
  chooseField: string;
  viewFlag: 0 | 1;
  iconFlag: 0 | 1;
  show?: boolean | number;
  sort?: number;
}

/** Summary of one column (spec §9: count, avg, sum). */
export interface SumColumn<Row> {
  name: Extract<keyof Row, string>;
  type: 'count' | 'avg' | 'sum';
}

/** Tree rows (spec §4): expand to a level, or everything. */
export interface TreeOption {
  /** Rows of level < expandLevel start expanded (level 1 = roots). */
  expandLevel?: number;
  expandAll?: boolean;
}

/** A dialog section of the add/edit form. */
export interface FormGroup<Row> {
  label: string;
  props: Extract<keyof Row, string>[];
}

/** Row action other than view/edit/delete/cell edit, shown when its permission key is held. */
export interface CustomRowAction<Row> {
  action: RowAction;
  label: string;
  onClick: (row: ListRow<Row>) => void;
}

/** Query the list sends: page plus the search form. */
export type ListQuery = PageQuery & Record<string, unknown>;

/** Spec §3 table option, typed over the row. */
export interface ListOption<Row> {
  column: ListColumn<Row>[];
  /** Checkbox column (50 px, 70 with a summary). */
  selection?: boolean;
  /** Index column (60 px). */
  index?: boolean;
  /** Expanded row content. */
  expand?: (row: ListRow<Row>) => ReactNode;
  /** Row-action column (default true; shown only when a row action is held). */
  menu?: boolean;
  /** Pager (default true). */
  page?: boolean;
  dialogs?: { width?: number; top?: number; saveAndCreate?: boolean };
  dynamicOptions?: DynamicOptions;
  /** GET `{viewUrl}?{idKey}={id}` loads the row shown in the detail dialog. */
  viewUrl?: string;
  /** Custom query of the view call instead of `{idKey}={id}`. */
  viewQuery?: (row: ListRow<Row>) => Record<string, unknown>;
  /** POST `{deleteUrl}?id={id}` after confirmation. */
  deleteUrl?: string;
  /** Custom params of the delete call instead of `id={id}`. */
  deleteParams?: (row: ListRow<Row>) => Record<string, unknown>;
  /** Key of the row id (default 'id'). */
  idKey?: Extract<keyof Row, string>;
  sumColumnList?: SumColumn<Row>[];
  tree?: TreeOption;
  group?: FormGroup<Row>[];
  rowActions?: CustomRowAction<Row>[];
  /** Cell edit for the columns with `cell` (row action UPDATE). */
  cellEdit?: boolean;
  /** With cellEdit: the toolbar's add inserts an editable row instead of opening the dialog. */
  cellAdd?: boolean;
}

/** What the page asks its data source: a page, or every row (a tree or a short list). */
export type ListLoader<Row> = (query: ListQuery) => Promise<Page<Row> | Row[]>;

/** Every row is a list row: the flags are all optional (TypeScript cannot see it for a generic). */
export function asListRows<Row>(rows: Row[]): ListRow<Row>[] {
  return rows as unknown as ListRow<Row>[];
}
