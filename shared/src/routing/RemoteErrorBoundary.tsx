import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Result from 'antd/es/result';
import { i18n } from '../i18n/i18n';
import { chunkLoadMessage, isChunkLoadError } from './chunkLoadError';

export interface RemoteErrorBoundaryProps {
  /** i18n key of the domain's display name, e.g. 'menu.orders'. */
  domain: string;
  /** Called by the Retry button before the children render again (e.g. reload the remote). */
  onRetry?: () => void;
  children?: ReactNode;
}

interface State {
  error: Error | null;
}

function RemoteFailed({ domain, error, onRetry }: { domain: string; error: Error; onRetry: () => void }) {
  const { t } = useTranslation('shared', { i18n });
  return (
    <Result
      status="warning"
      title={t('remoteFailed', { domain: t(domain) })}
      subTitle={isChunkLoadError(error) ? chunkLoadMessage(error) : undefined}
      extra={
        <Button type="primary" onClick={onRetry}>
          {t('retry')}
        </Button>
      }
    />
  );
}

/**
 * Error boundary around one remote: when its page throws (or fails to load), shows
 * 'The {{domain}} module failed to load' with a Retry button while the rest of the portal keeps
 * working. Retry calls `onRetry` and renders the children again; no page reload is needed.
 * @example
 * <RemoteErrorBoundary domain="menu.orders" onRetry={() => reloadRemote('remote_orders')}>
 *   <Suspense fallback={<Spin />}><OrdersPage /></Suspense>
 * </RemoteErrorBoundary>
 */
export class RemoteErrorBoundary extends Component<RemoteErrorBoundaryProps, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[shared] remote "${this.props.domain}" failed`, error, info.componentStack);
  }

  private retry = () => {
    this.props.onRetry?.();
    this.setState({ error: null });
  };

  render() {
    if (this.state.error)
      return <RemoteFailed domain={this.props.domain} error={this.state.error} onRetry={this.retry} />;
    return this.props.children;
  }
}
