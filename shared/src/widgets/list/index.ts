import './texts';

export { ListScreen } from './ListScreen';
export type { ListScreenProps, ScreenRowAction, ScreenToolbarButton } from './ListScreen';
export { useListScreen } from './useListScreen';
export type { ListScreenSource, ListScreenState } from './useListScreen';
export { SearchForm } from './SearchForm';
export type { SearchField, SearchFormProps } from './SearchForm';
export { StatusSwitch } from './StatusSwitch';
export type { StatusItem, StatusSwitchProps } from './StatusSwitch';
export { ListFailure, PagedTable } from './PagedTable';
export type { PagedTableProps } from './PagedTable';
export { useServerExport } from './useServerExport';
export type { ServerExport } from './useServerExport';
export type {
  ColumnFormat,
  ColumnType as ListColumnType,
  CustomRowAction,
  DictItem,
  DictProps,
  DynamicColumnRecord,
  DynamicOptions,
  FormGroup,
  ListColumn,
  ListLoader,
  ListOption,
  ListQuery,
  ListRow,
  RowFlags,
  SumColumn,
  TreeOption,
} from './types';
export { columnSearchFields, compactSearch, SEARCH_ROW_FIELDS } from './searchFields';
export { ListTable, LARGE_LIST_HEIGHT } from './ListTable';
export type { ListTableProps } from './ListTable';
export { useTableAccess } from './tableAccess';
export { tableColumns, scrollWidth, DEFAULT_COLUMN_WIDTH } from './tableColumns';
export { listPagination, useListPagination } from './pager';
export {
  RowActions,
  actionColumnWidth,
  readableLinkColor,
  ACTION_COLUMN_WIDTH,
  ACTION_COLUMN_WIDTH_MOBILE,
  INDEX_COLUMN_WIDTH,
  SELECTION_COLUMN_WIDTH,
  SELECTION_COLUMN_WIDTH_WITH_SUMMARY,
} from './RowActions';
export type { RowActionsProps } from './RowActions';
export { FormDialog } from './FormDialog';
export type { FormDialogProps, FormMode } from './FormDialog';
export { DetailDialog } from './DetailDialog';
export type { DetailDialogProps } from './DetailDialog';
export { ListDialog } from './ListDialog';
export { useDialogFrame, DIALOG_WIDTH, DIALOG_TOP } from './useDialogFrame';
export type { DialogFrame, DialogPlace } from './useDialogFrame';
export type { ListDialogProps } from './ListDialog';
export { useDialogDrag } from './useDialogDrag';
export type { DialogDrag } from './useDialogDrag';
export { FieldEditor } from './FieldEditor';
export { ColumnChooser, COLUMN_DIALOG_WIDTH, COLUMN_GRID_SIZE } from './ColumnChooser';
export type { ColumnChooserProps } from './ColumnChooser';
export {
  DEFAULT_FIXED_COLUMN_COUNT,
  addChosen,
  applyLayout,
  layoutFromRecords,
  moveChosen,
  recordsFromLayout,
  removeChosen,
  toggleFixed,
} from './columnLayout';
export type { ChooserField, ColumnLayout, LayoutChange } from './columnLayout';
export { useDynamicColumns } from './useDynamicColumns';
export type { DynamicColumnsState } from './useDynamicColumns';
export { useCellEdit, withoutFlags, rowKeyOf } from './useCellEdit';
export type { CellEditState } from './useCellEdit';
export { useActionDialog, useListCall } from './useActionDialog';
export type { ActionDialog } from './useActionDialog';
export { useRowDialogs } from './useRowDialogs';
export type { DialogState, RowDialogs } from './useRowDialogs';
export { useListQuery, asPage } from './useListQuery';
export { listLink, listQueryOf, withListQuery, LIST_URL_PARAMS } from './listLocation';
export type { CachedListQuery, ListQueryState } from './useListQuery';
export { useLargeList, LARGE_LIST_CHUNK, LARGE_LIST_CAP } from './useLargeList';
export type { LargeListState } from './useLargeList';
export { useIsMobile, MOBILE_BREAKPOINT } from './useIsMobile';
export { listPermissions } from './permissions';
export type { ListPermissions } from './permissions';
export { loadDictionary, useColumnDictionaries, dictLabel } from './dictionary';
export type { ColumnDictionaries } from './dictionary';
export { DisplayValue, displayText, formatCell } from './display';
export { summarise } from './summary';
export { initialExpandedKeys, allParentKeys } from './tree';
export type { TreeRow } from './tree';
export { exportToXlsx, exportLines, exportCell, buildWorkbook, DEFAULT_EXPORT_NAME } from './exportXlsx';
export { readSheetRows } from './readXlsx';
export { fetchRowDetail, deleteRow, requestWithMsg, fetchColumnRecords, saveColumnRecords } from './rowApi';
export type { WithMsg } from './rowApi';
