import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Result from 'antd/es/result';
import type { ColumnsType } from 'antd/es/table';
import type { PagedListState } from '../paging';
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
 * spec's pager (7 page buttons, 5 on a phone).
 * @example
 * const list = usePagedList(fetchRecords);
 * <PagedTable list={list} columns={tableColumns({ columns, dictionaries: {}, idKey: 'id', indexLabel: '#' })} />
 */
export function PagedTable<Row>({ list, columns, idKey = 'id', selection, ...rest }: PagedTableProps<Row>) {
  const mobile = useIsMobile();
  if (list.failed) return <ListFailure list={list} />;
  return (
    <div data-testid={rest['data-testid']}>
      <ListTable<Row>
        rows={(list.page?.records ?? []) as ListRow<Row>[]}
        columns={columns}
        idKey={idKey}
        loading={list.loading}
        pagination={listPagination(list, mobile)}
        selection={selection}
      />
    </div>
  );
}
