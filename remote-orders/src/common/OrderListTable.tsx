import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Result from 'antd/es/result';
import type { ColumnsType } from 'antd/es/table';
import {
  ListTable,
  listPagination,
  useIsMobile,
  type ListRow,
  type ListTableProps,
  type PagedListState,
} from 'shared/widgets';
import { NAMESPACE } from '../i18n';

interface Props<Row> {
  list: PagedListState<Row>;
  columns: ColumnsType<ListRow<Row>>;
  selection?: ListTableProps<Row>['selection'];
}

/** An order list's table with its pager, or the failure with a retry when the first page failed. */
export function OrderListTable<Row>({ list, columns, selection }: Props<Row>) {
  const { t } = useTranslation(NAMESPACE);
  const mobile = useIsMobile();
  if (list.failed && !list.page)
    return (
      <Result
        status="error"
        title={t('shared:requestFailed')}
        subTitle={list.msg}
        extra={<Button onClick={list.reload}>{t('shared:retry')}</Button>}
      />
    );
  return (
    <ListTable<Row>
      rows={(list.page?.records ?? []) as ListRow<Row>[]}
      columns={columns}
      idKey="id"
      loading={list.loading}
      pagination={listPagination(list, mobile)}
      selection={selection}
    />
  );
}
