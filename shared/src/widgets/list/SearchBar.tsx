import { isEmpty } from '../../utils/isEmpty';
import { FieldEditor } from './FieldEditor';
import type { ColumnDictionaries } from './dictionary';
import { SearchForm } from './SearchForm';
import type { ListColumn } from './types';

/** Fields of one row on a desktop screen (8 of 24 columns each): what a collapsed search keeps. */
export const SEARCH_ROW_FIELDS = 3;

export interface SearchBarProps<Row> {
  columns: ListColumn<Row>[];
  dictionaries: ColumnDictionaries;
  /** The current (e.g. cached) search form. */
  values: Record<string, unknown>;
  onSearch(values: Record<string, unknown>): void;
  /** Fields shown while collapsed (spec §2); default one row. */
  collapsedFields?: number;
}

/** Drops empty fields (spec's empty check) so they are not sent. */
export function compactSearch(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => !isEmpty(value)));
}

/**
 * The configurable list's search: the recipe's `SearchForm` with one field per column with
 * `search`, its editor by the column's type; empty fields are not sent. Renders nothing without
 * searchable columns.
 * @example
 * <SearchBar columns={option.column} dictionaries={dictionaries} values={search} onSearch={applySearch} />
 */
export function SearchBar<Row>({
  columns,
  dictionaries,
  values,
  onSearch,
  collapsedFields = SEARCH_ROW_FIELDS,
}: SearchBarProps<Row>) {
  const fields = columns
    .filter((column) => column.search)
    .map((column) => ({
      name: column.prop,
      label: column.label,
      span: 8,
      input: (
        <FieldEditor
          column={{ ...column, type: column.type === 'textarea' ? 'input' : column.type }}
          dictionary={dictionaries[column.prop]}
        />
      ),
    }));
  if (!fields.length) return null;
  return (
    <SearchForm<Record<string, unknown>>
      name="listSearch"
      fields={fields}
      values={values}
      onSearch={(next) => onSearch(compactSearch(next))}
      collapsedFields={collapsedFields}
      data-testid="list-search-bar"
    />
  );
}
