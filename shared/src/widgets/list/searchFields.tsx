import { isEmpty } from '../../utils/isEmpty';
import { FieldEditor } from './FieldEditor';
import type { ColumnDictionaries } from './dictionary';
import type { SearchField } from './SearchForm';
import type { ListColumn } from './types';

/**
 * Fields of one row on a desktop screen (6 of 24 columns each, the search buttons in the last
 * quarter): what a collapsed search keeps.
 */
export const SEARCH_ROW_FIELDS = 3;

/** Drops empty fields (spec's empty check) so they are not sent. */
export function compactSearch<Values extends object>(values: Values): Partial<Values> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => !isEmpty(value))) as Partial<Values>;
}

/**
 * A list screen's search fields from columns in the spec's vocabulary: one per column with
 * `search`, its editor by the column's type (a select offers the column's dictionary), a quarter
 * of the row each (three and the search buttons on one line).
 * @example
 * <ListScreen search={{ name: 'listSearch', fields: columnSearchFields(columns, dictionaries), collapsedFields: SEARCH_ROW_FIELDS }} … />
 */
export function columnSearchFields<Row>(
  columns: ListColumn<Row>[],
  dictionaries: ColumnDictionaries,
): SearchField[] {
  return columns
    .filter((column) => column.search)
    .map((column) => ({
      name: column.prop,
      label: column.label,
      span: 6,
      input: (
        <FieldEditor
          column={{ ...column, type: column.type === 'textarea' ? 'input' : column.type }}
          dictionary={dictionaries[column.prop]}
        />
      ),
    }));
}
