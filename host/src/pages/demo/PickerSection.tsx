import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Card from 'antd/es/card';
import Col from 'antd/es/col';
import Row from 'antd/es/row';
import Space from 'antd/es/space';
import Typography from 'antd/es/typography';
import { selectUser, useAppSelector } from 'shared';
import {
  CascadeSelects,
  DateRangePicker,
  DictSelect,
  DimensionPicker,
  fetchNetworkTree,
  networkLabel,
  NetworkPicker,
  NumberInput,
  PhoneText,
  presetRange,
  RemoteSelect,
  SinglePicker,
  ThousandsInput,
  type CascadeLevel,
  type CascadeValue,
  type DateRangeValue,
  type DictSelectValue,
  type DimensionId,
  type NetworkChoice,
  type NetworkOption,
  type SingleOption,
} from 'shared/widgets';
import './PickerSection.texts';

const REGION_URL = '/customer-api/region/list';
const SAMPLE_PHONE = '08123456789';

/** Shows a widget's current value in an `<output>` (the end-to-end tests read it by test id). */
function Sample({
  title,
  testId,
  value,
  children,
}: {
  title: string;
  testId: string;
  value: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('demo');
  return (
    <Card size="small" title={title} data-testid={testId}>
      <Space orientation="vertical" style={{ width: '100%' }}>
        {children}
        <Typography.Text type="secondary">
          {t('pickers.value')}: <output data-testid={`${testId}-value`}>{value || t('pickers.empty')}</output>
        </Typography.Text>
      </Space>
    </Card>
  );
}

/** The user's network, or else the first enabled regional hub: the scoped picker's scope. */
function useGalleryScope(): NetworkOption | null {
  const user = useAppSelector(selectUser);
  const [hub, setHub] = useState<NetworkOption | null>(null);
  useEffect(() => {
    if (user?.networkId) return;
    let live = true;
    fetchNetworkTree({}).then(
      (hubs) => live && setHub(hubs.find((row) => row.isEnable !== 2) ?? null),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [user?.networkId]);
  if (user?.networkId) return { id: user.networkId, name: String(user.networkId), code: '' };
  return hub;
}

/**
 * Gallery of the pickers and inputs against the real gateway: network picker (scoped and all
 * networks), single picker on time-effective types, dimension picker on weight bands, the region
 * cascade, remote select on the network search, the limited multiple select, number, thousands and
 * phone displays, and the date range with quick options.
 */
export default function PickerSection() {
  const { t } = useTranslation('demo');
  const scope = useGalleryScope();
  const [scoped, setScoped] = useState<NetworkChoice | null>(null);
  const [anyNetwork, setAnyNetwork] = useState<NetworkChoice | null>(null);
  const [timeType, setTimeType] = useState<SingleOption | null>(null);
  const [bands, setBands] = useState<DimensionId[]>([]);
  const [region, setRegion] = useState<CascadeValue>({});
  const [remote, setRemote] = useState<DictSelectValue>(null);
  const [goodsTypes, setGoodsTypes] = useState<DictSelectValue>([]);
  const [pieces, setPieces] = useState<number | null>(1);
  const [amount, setAmount] = useState('');
  const [phone, setPhone] = useState(SAMPLE_PHONE);
  const [range, setRange] = useState<DateRangeValue>(() => presetRange('last7Days'));

  const regionLevels: CascadeLevel[] = useMemo(
    () => [
      { prop: 'province', label: t('pickers.province'), dicUrl: REGION_URL },
      { prop: 'regency', label: t('pickers.regency'), dicUrl: `${REGION_URL}?parentCode={{key}}` },
      { prop: 'district', label: t('pickers.district'), dicUrl: `${REGION_URL}?parentCode={{key}}` },
    ],
    [t],
  );
  const goodsTypeOptions = useMemo(
    () =>
      (t('pickers.goodsTypes', { returnObjects: true }) as string[]).map((label, index) => ({
        value: index + 1,
        label,
      })),
    [t],
  );

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={12}>
        <Sample
          title={t('pickers.networkScoped')}
          testId="picker-network-scoped"
          value={scoped ? networkLabel(scoped) : ''}
        >
          {scope ? (
            <Typography.Text>{t('pickers.scopedTo', { name: networkLabel(scope) })}</Typography.Text>
          ) : null}
          {scope ? (
            <NetworkPicker
              id="network-scoped"
              popupClassName="network-scoped-popup"
              networkId={scope.id}
              confirmClear
              value={scoped}
              onChange={setScoped}
              style={{ width: '100%' }}
            />
          ) : null}
        </Sample>
      </Col>
      <Col xs={24} lg={12}>
        <Sample
          title={t('pickers.networkAll')}
          testId="picker-network-all"
          value={anyNetwork ? networkLabel(anyNetwork) : ''}
        >
          <NetworkPicker
            id="network-all"
            popupClassName="network-all-popup"
            scope="all"
            tree={false}
            value={anyNetwork}
            onChange={setAnyNetwork}
            style={{ width: '100%' }}
          />
        </Sample>
      </Col>
      <Col xs={24} lg={12}>
        <Sample
          title={t('pickers.single')}
          testId="picker-single"
          value={timeType ? `${timeType.name} (${String(timeType.code ?? '')})` : ''}
        >
          <SinglePicker
            id="single-time-type"
            popupClassName="single-popup"
            value={timeType}
            onChange={setTimeType}
            style={{ width: '100%' }}
          />
        </Sample>
      </Col>
      <Col xs={24} lg={12}>
        <Sample title={t('pickers.dimension')} testId="picker-dimension" value={bands.join(', ')}>
          <DimensionPicker id="dimension-bands" value={bands} onChange={setBands} />
        </Sample>
      </Col>
      <Col xs={24}>
        <Sample
          title={t('pickers.region')}
          testId="picker-region"
          value={[region.province, region.regency, region.district].filter(Boolean).join(' / ')}
        >
          <CascadeSelects levels={regionLevels} value={region} onChange={setRegion} />
        </Sample>
      </Col>
      <Col xs={24} lg={12}>
        <Sample
          title={t('pickers.remote')}
          testId="picker-remote"
          value={remote === null ? '' : String(remote)}
        >
          <RemoteSelect
            id="remote-network"
            url="/customer-api/network/search?current=1&size=10&key={{key}}"
            method="GET"
            query={{ queryLevel: 3 }}
            props={{ label: 'name', value: 'id' }}
            value={remote}
            onChange={setRemote}
            style={{ width: '100%' }}
          />
        </Sample>
      </Col>
      <Col xs={24} lg={12}>
        <Sample
          title={t('pickers.limited')}
          testId="picker-limited"
          value={Array.isArray(goodsTypes) ? goodsTypes.join(', ') : ''}
        >
          <DictSelect
            id="limited-goods-types"
            dicData={goodsTypeOptions}
            multiple
            multipleLimit={3}
            value={goodsTypes}
            onChange={setGoodsTypes}
            style={{ width: '100%' }}
          />
        </Sample>
      </Col>
      <Col xs={24} md={8}>
        <Sample
          title={t('pickers.number')}
          testId="picker-number"
          value={pieces === null ? '' : String(pieces)}
        >
          <NumberInput id="number-pieces" value={pieces} onChange={setPieces} />
        </Sample>
      </Col>
      <Col xs={24} md={8}>
        <Sample title={t('pickers.thousands')} testId="picker-thousands" value={amount}>
          <ThousandsInput
            id="thousands-amount"
            aria-label={t('pickers.thousands')}
            value={amount}
            onChange={setAmount}
          />
        </Sample>
      </Col>
      <Col xs={24} md={8}>
        <Sample title={t('pickers.phone')} testId="picker-phone" value={phone}>
          <input
            className="ant-input"
            aria-label={t('pickers.phone')}
            value={phone}
            maxLength={11}
            onChange={(event) => setPhone(event.target.value.replace(/\D/g, ''))}
          />
          <PhoneText value={phone} className="picker-phone-text" />
        </Sample>
      </Col>
      <Col xs={24}>
        <Sample
          title={t('pickers.dateRange')}
          testId="picker-date-range"
          value={range[0] || range[1] ? range.join(' ~ ') : ''}
        >
          <DateRangePicker value={range} onChange={setRange} />
        </Sample>
      </Col>
    </Row>
  );
}
