import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Alert from 'antd/es/alert';
import Card from 'antd/es/card';
import Col from 'antd/es/col';
import Progress from 'antd/es/progress';
import Row from 'antd/es/row';
import Skeleton from 'antd/es/skeleton';
import Statistic from 'antd/es/statistic';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { NAMESPACE } from '../i18n';
import './texts';
import { fetchMemberLevel, fetchPointsInfo, type MemberLevelInfo, type PointsInfo } from './api';
import { growthToNext, levelProgress } from './levelProgress';
import { formatDate, formatNumber, messageOf } from 'shared';

type Loaded<T> = { kind: 'loading' } | { kind: 'ready'; value: T } | { kind: 'failed'; msg?: string };

/** A query's state as the cards show it: a skeleton, the failure with its message, or the value. */
function loadedOf<T>(query: UseQueryResult<T>): Loaded<T> {
  if (query.data !== undefined) return { kind: 'ready', value: query.data };
  if (query.isError) return { kind: 'failed', msg: messageOf(query.error) };
  return { kind: 'loading' };
}

/** The page's cache keys: `invalidateLists('vipMember')` asks these again with the page's lists. */
export const MEMBER_LEVEL_KEY = ['one', 'vipMember', 'level'] as const;
export const MEMBER_POINTS_KEY = ['one', 'vipMember', 'points'] as const;

/** Header: member level with progress to the next one, and the points balance. */
export function MemberSummary() {
  const level = loadedOf(useQuery({ queryKey: MEMBER_LEVEL_KEY, queryFn: () => fetchMemberLevel() }));
  const points = loadedOf(useQuery({ queryKey: MEMBER_POINTS_KEY, queryFn: () => fetchPointsInfo() }));
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} md={14}>
        <LevelCard state={level} />
      </Col>
      <Col xs={24} md={10}>
        <PointsCard state={points} />
      </Col>
    </Row>
  );
}

function LevelCard({ state }: { state: Loaded<MemberLevelInfo> }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Card title={t('member.level.title')} style={{ height: '100%' }}>
      {state.kind === 'loading' && <Skeleton active paragraph={{ rows: 2 }} />}
      {state.kind === 'failed' && (
        <Alert type="error" showIcon title={t('shared:requestFailed')} description={state.msg} />
      )}
      {state.kind === 'ready' && (
        <>
          <Typography.Title level={4} style={{ marginTop: 0 }} data-testid="member-level">
            {state.value.levelName} <Tag color="gold">{state.value.levelCode}</Tag>
          </Typography.Title>
          <Typography.Text>
            {t('member.level.growth', { growth: formatNumber(state.value.growth) })}
          </Typography.Text>
          <Progress percent={levelProgress(state.value)} status="active" />
          <Typography.Text type="secondary">
            {state.value.nextLevel
              ? t('member.level.toNext', {
                  growth: formatNumber(growthToNext(state.value)),
                  level: state.value.nextLevelName ?? state.value.nextLevel,
                })
              : t('member.level.top')}
          </Typography.Text>
        </>
      )}
    </Card>
  );
}

function PointsCard({ state }: { state: Loaded<PointsInfo> }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Card title={t('member.points.title')} style={{ height: '100%' }}>
      {state.kind === 'loading' && <Skeleton active paragraph={{ rows: 2 }} />}
      {state.kind === 'failed' && (
        <Alert type="error" showIcon title={t('shared:requestFailed')} description={state.msg} />
      )}
      {state.kind === 'ready' && (
        <>
          <Statistic
            title={t('member.points.balance')}
            value={state.value.points}
            formatter={(value) => formatNumber(Number(value))}
            data-testid="points-balance"
          />
          {state.value.expiringPoints > 0 && state.value.expiringAt && (
            <Typography.Text type="warning">
              {t('member.points.expiring', {
                points: formatNumber(state.value.expiringPoints),
                date: formatDate(state.value.expiringAt),
              })}
            </Typography.Text>
          )}
        </>
      )}
    </Card>
  );
}
