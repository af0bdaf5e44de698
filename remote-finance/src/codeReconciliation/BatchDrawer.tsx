import Button from 'antd/es/button';
import Descriptions from 'antd/es/descriptions';
import Drawer from 'antd/es/drawer';
import Input from 'antd/es/input';
import Space from 'antd/es/space';
import Tag from 'antd/es/tag';
import Timeline from 'antd/es/timeline';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatIdr, formatTime, useCan } from 'shared';
import { WaybillLedgerDrawer } from 'shared/widgets';
import { NAMESPACE } from '../i18n';
import { BatchLines } from './BatchLines';
import { NettedFreight } from './NettedFreight';
import './texts';
import {
  addMemo,
  agreeBatch,
  decryptBatch,
  exportBatchLines,
  fetchBatch,
  resendMail,
  type BatchDetail,
  type BatchLine,
} from './api';
import { DisputeForm } from './DisputeForm';
import { UploadDisputes } from './UploadDisputes';

const OPEN = ['MAILED', 'VERIFIED', 'ADJUSTED'];

/**
 * A batch: totals, bank, dates, lines (with dispute, and each waybill's ledger), disputes, memo
 * thread and mail history.
 */
export function BatchDrawer({
  id,
  onClose,
  onChanged,
}: {
  id: number | null;
  onClose(): void;
  onChanged(): void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const can = useCan();
  const mayAct = can('codeReconciliation_CHECK');
  const [detail, setDetail] = useState<BatchDetail | null>(null);
  const [code, setCode] = useState('');
  const [memo, setMemo] = useState('');
  const [disputing, setDisputing] = useState<BatchLine | null>(null);
  const [uploading, setUploading] = useState(false);
  const [ledgerOf, setLedgerOf] = useState<string | null>(null);
  const reload = useCallback(() => {
    if (id !== null) void fetchBatch(id).then(setDetail);
  }, [id]);
  useEffect(() => {
    setDetail(null);
    reload();
  }, [reload]);
  const act = (work: () => Promise<unknown>) => async () => {
    try {
      await work();
      reload();
      onChanged();
    } catch {
      // the gateway's message is shown by the http client
    }
  };
  const batch = detail?.batch;
  const money = (value: number) => formatIdr(value);
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size="large"
      title={batch ? `${t('reconciliation.batch')} ${batch.batchNo}` : ''}
    >
      {batch && detail && (
        <>
          <Descriptions size="small" bordered column={2} data-testid="batch-totals">
            <Descriptions.Item label={t('reconciliation.columns.status')}>
              <Tag>{t(`reconciliation.statuses.${batch.status}`)}</Tag>
            </Descriptions.Item>
            <Descriptions.Item
              label={t('reconciliation.columns.period')}
            >{`${batch.periodFrom} – ${batch.periodTo}`}</Descriptions.Item>
            <Descriptions.Item label={t('reconciliation.columns.grossCod')}>
              {money(batch.grossCod)}
            </Descriptions.Item>
            <Descriptions.Item label={t('reconciliation.columns.commission')}>
              {money(batch.commission)}
            </Descriptions.Item>
            <Descriptions.Item label={t('reconciliation.columns.vat')}>{money(batch.vat)}</Descriptions.Item>
            <Descriptions.Item label={t('reconciliation.columns.returnFees')}>
              {money(batch.returnFees)}
            </Descriptions.Item>
            {batch.freightNetted > 0 && (
              <Descriptions.Item label={t('netting.freightNetted')}>
                {money(batch.freightNetted)}
              </Descriptions.Item>
            )}
            <Descriptions.Item label={t('reconciliation.columns.adjustments')}>
              {money(batch.adjustments)}
            </Descriptions.Item>
            <Descriptions.Item label={t('reconciliation.columns.netPayout')}>
              <strong data-testid="batch-net">{money(batch.netPayout)}</strong>
            </Descriptions.Item>
            {batch.shortfall > 0 && (
              <Descriptions.Item label={t('netting.shortfall')}>
                <span data-testid="batch-shortfall">{money(batch.shortfall)}</span>
              </Descriptions.Item>
            )}
            <Descriptions.Item label={t('reconciliation.bank')}>
              {batch.bankCode ? `${batch.bankCode} ${batch.bankAccountMasked} · ${batch.bankHolder}` : '—'}
            </Descriptions.Item>
            <Descriptions.Item label={t('reconciliation.columns.plannedPayDay')}>
              {batch.plannedPayDay ?? '—'}
            </Descriptions.Item>
            {/* the auto-agree day only while the batch waits for the shipper's answer */}
            {OPEN.includes(batch.status) && (
              <Descriptions.Item label={t('reconciliation.autoAgreeDay')}>
                {batch.autoAgreeDay}
              </Descriptions.Item>
            )}
            <Descriptions.Item label={t('reconciliation.transferReference')}>
              {batch.transferReference ?? '—'}
            </Descriptions.Item>
          </Descriptions>

          {mayAct && (
            <Space style={{ margin: '12px 0' }} wrap>
              {batch.status === 'MAILED' && (
                <>
                  <Input
                    aria-label={t('reconciliation.code')}
                    placeholder={t('reconciliation.code')}
                    value={code}
                    maxLength={6}
                    onChange={(event) => setCode(event.target.value.trim())}
                    style={{ width: 140 }}
                  />
                  <Button
                    type="primary"
                    disabled={!/^\d{6}$/.test(code)}
                    onClick={act(() => decryptBatch(batch.id, code))}
                  >
                    {t('reconciliation.decrypt')}
                  </Button>
                </>
              )}
              {OPEN.includes(batch.status) && (
                <Button onClick={act(() => resendMail(batch.id))}>{t('reconciliation.resend')}</Button>
              )}
              {OPEN.includes(batch.status) && (
                <Button danger onClick={() => setUploading(true)}>
                  {t('reconciliation.upload.button')}
                </Button>
              )}
              {(batch.status === 'VERIFIED' || batch.status === 'ADJUSTED') && (
                <Button type="primary" onClick={act(() => agreeBatch(batch))}>
                  {t(batch.status === 'ADJUSTED' ? 'reconciliation.confirmUpdate' : 'reconciliation.agree')}
                </Button>
              )}
            </Space>
          )}
          {can('codeReconciliation_EXCEL') && (
            <Button style={{ margin: '12px 8px' }} onClick={() => void exportBatchLines(batch.id)}>
              {t('codBill.export')}
            </Button>
          )}

          <h4>{t('reconciliation.lines')}</h4>
          <BatchLines
            lines={detail.lines}
            mayDispute={mayAct && OPEN.includes(batch.status)}
            onDispute={setDisputing}
            onLedger={setLedgerOf}
          />

          {detail.returns.length > 0 && (
            <>
              <h4>{t('reconciliation.returns')}</h4>
              {detail.returns.map((row) => (
                <div
                  key={row.returnBillCode}
                >{`${row.billCode} → ${row.returnBillCode}: ${money(row.returnFee)}`}</div>
              ))}
            </>
          )}

          <NettedFreight freight={detail.freight} />

          {detail.disputes.length > 0 && (
            <>
              <h4>{t('reconciliation.disputes')}</h4>
              {detail.disputes.map((dispute) => (
                <div key={dispute.id} data-testid="batch-dispute">
                  {`${dispute.billCode} · ${t(`reconciliation.reasons.${dispute.reason}`)} · ${t(`reconciliation.disputeStatuses.${dispute.status}`, { defaultValue: dispute.status })} · ${dispute.proofFiles
                    .map((file) => file.name)
                    .join(', ')}`}
                </div>
              ))}
            </>
          )}

          <h4>{t('reconciliation.thread')}</h4>
          <Timeline
            items={detail.events.map((event) => ({
              content: `${formatTime(event.at)} · ${t(`reconciliation.events.${event.kind}`, { defaultValue: event.kind })}${
                event.text ? ` · ${event.text}` : ''
              }${event.userName ? ` · ${event.userName}` : ''}`,
            }))}
          />
          <Space.Compact style={{ width: '100%' }}>
            <Input
              aria-label={t('reconciliation.memo')}
              placeholder={t('reconciliation.memo')}
              value={memo}
              maxLength={500}
              onChange={(event) => setMemo(event.target.value)}
            />
            <Button
              disabled={memo.trim() === ''}
              onClick={act(async () => {
                await addMemo(batch.id, memo.trim());
                setMemo('');
              })}
            >
              {t('reconciliation.addMemo')}
            </Button>
          </Space.Compact>
          <UploadDisputes
            batchId={batch.id}
            lines={detail.lines}
            open={uploading}
            onClose={() => setUploading(false)}
            onFiled={() => {
              reload();
              onChanged();
            }}
          />
          <WaybillLedgerDrawer billCode={ledgerOf} onClose={() => setLedgerOf(null)} />
          <DisputeForm
            batchId={batch.id}
            line={disputing}
            onClose={() => setDisputing(null)}
            onDisputed={() => {
              setDisputing(null);
              reload();
              onChanged();
            }}
          />
        </>
      )}
    </Drawer>
  );
}
