import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Result from 'antd/es/result';
import type { ColumnsType } from 'antd/es/table';
import type { PagedListState } from '../paging';
import type { LargeListState } from './useLargeList';
import { ListTable, type ListTableProps } from './ListTable';
import { listPagination } from './pager';
import { useIsMobile } from './useIsMobile';
import type { ListRow } from './types';
import './texts';

export interface PagedTableProps<Row> {
  list: PagedListState<Row>;
  columns: ColumnsType<ListRow<Row>>;
  /** Key of the row id (default 'id'). */
  idKey?: string;
  selection?: ListTableProps<Row>['selection'];
  /** Summary row under the page's rows. */
  sumColumnList?: ListTableProps<Row>['sumColumnList'];
  /** Tree rows (`children`), expanded to a level. */
  tree?: ListTableProps<Row>['tree'];
  /** Every row on one page: no pager. */
  unpaged?: boolean;
  /** Large-list mode (spec §4, `useLargeList`): its rows in a virtual body growing on scroll, no pager. */
  large?: LargeListState<Row>;
  /** Small rows: a list that shares the first screen with a work area (quick printing's print bar). */
  dense?: boolean;
  'data-testid'?: string;
}

/**
 * A list's failure: 'request failed', the server's msg, and a retry (part of `PagedTable`; a list
 * shown otherwise, as cards, shows it too).
 * @example
 * if (list.failed) return <ListFailure list={list} />;
 */
export function ListFailure({ list }: { list: Pick<PagedListState<unknown>, 'msg' | 'reload'> }) {
  const { t } = useTranslation('shared');
  return (
    <Result
      status="error"
      title={t('requestFailed')}
      subTitle={list.msg}
      extra={<Button onClick={list.reload}>{t('retry')}</Button>}
    />
  );
}

/**
 * A paged list's table with its states (part of `ListScreen`): while loading, the last page under a
 * spinner; the failure with the server's msg and a retry; 'no data' with its illustration; the
 * spec's pager (7 page buttons, 5 on a phone); or every row without a pager (`unpaged`, a tree), or
 * large-list mode's growing rows (`large`).
 * @example
 * const list = usePageQuery(fetchRecords);
 * <PagedTable list={list} columns={tableColumns({ columns, dictionaries: {}, idKey: 'id', indexLabel: '#' })} />
 */
export function PagedTable<Row>({
  list,
  columns,
  idKey = 'id',
  selection,
  large,
  unpaged = false,
  sumColumnList,
  tree,
  dense,
  ...rest
}: PagedTableProps<Row>) {
  const mobile = useIsMobile();
  if (list.failed && !large) return <ListFailure list={list} />;
  return (
    <div data-testid={rest['data-testid']}>
      <ListTable<Row>
        rows={(large ? large.rows : (list.page?.records ?? [])) as ListRow<Row>[]}
        columns={columns}
        idKey={idKey}
        loading={large ? large.loading && !large.rows.length : list.loading}
        pagination={large || unpaged ? false : listPagination(list, mobile)}
        selection={selection}
        sumColumnList={sumColumnList}
        tree={tree}
        large={large}
        dense={dense}
      />
    </div>
  );
}
