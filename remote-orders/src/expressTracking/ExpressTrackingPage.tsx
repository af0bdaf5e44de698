import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Result from 'antd/es/result';
import Space from 'antd/es/space';
import Spin from 'antd/es/spin';
import { sessionActions, selectListCache, useAppDispatch, useAppSelector, useSearchParams } from 'shared';
import { NAMESPACE } from '../i18n';
import { fetchTraces, type TraceListResult } from '../common/traces';
import { parseBillCodes, validateBillCodes } from './billCodes';
import { BillCodeForm } from './BillCodeForm';
import { TraceResults } from './TraceResults';
import './texts';

export const TRACKING_CACHE_KEY = 'expressTracking';

/** What the store keeps so that the page shows the last query again after a tab switch. */
export interface TrackingCache {
  text: string;
  result: TraceListResult;
  selected: string | null;
}

type Request =
  | { kind: 'idle' }
  | { kind: 'loading'; billCodes: string[] }
  | { kind: 'failed'; billCodes: string[]; msg?: string };

export default function ExpressTrackingPage() {
  const { t } = useTranslation(NAMESPACE);
  const dispatch = useAppDispatch();
  const cached = useAppSelector(selectListCache(TRACKING_CACHE_KEY)) as TrackingCache | undefined;
  const [searchParams] = useSearchParams();
  const billCodeParam = searchParams.get('billCode');

  const [text, setText] = useState(cached?.text ?? '');
  const [request, setRequest] = useState<Request>({ kind: 'idle' });

  const remember = useCallback(
    (value: TrackingCache) => dispatch(sessionActions.setListCache({ key: TRACKING_CACHE_KEY, value })),
    [dispatch],
  );

  const query = useCallback(
    async (billCodes: string[], queriedText: string) => {
      setRequest({ kind: 'loading', billCodes });
      try {
        const result = await fetchTraces(billCodes);
        remember({ text: queriedText, result, selected: result.list[0]?.billCode ?? null });
        setRequest({ kind: 'idle' });
      } catch (error) {
        setRequest({ kind: 'failed', billCodes, msg: messageOf(error) });
      }
    },
    [remember],
  );

  useEffect(() => {
    if (!billCodeParam) return;
    const parsed = parseBillCodes(billCodeParam);
    const prefilled = parsed.codes.join('\n');
    setText(prefilled);
    if (!validateBillCodes(parsed)) void query(parsed.codes, prefilled);
  }, [billCodeParam, query]);

  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="middle">
      <Card title={t('expressTracking.title')}>
        <BillCodeForm
          text={text}
          loading={request.kind === 'loading'}
          onTextChange={setText}
          onQuery={(billCodes) => query(billCodes, text)}
        />
      </Card>
      <Spin spinning={request.kind === 'loading'} description={t('expressTracking.querying')}>
        {request.kind === 'failed' ? (
          <Result
            status="error"
            title={t('shared:requestFailed')}
            subTitle={request.msg}
            extra={<Button onClick={() => query(request.billCodes, text)}>{t('shared:retry')}</Button>}
          />
        ) : cached ? (
          <TraceResults
            result={cached.result}
            selected={cached.selected}
            onSelect={(billCode) => remember({ ...cached, selected: billCode })}
          />
        ) : (
          <Card>
            <Empty description={t('expressTracking.notQueried')} />
          </Card>
        )}
      </Spin>
    </Space>
  );
}

function messageOf(error: unknown): string | undefined {
  if (error && typeof error === 'object' && 'msg' in error && typeof error.msg === 'string') return error.msg;
  return undefined;
}
