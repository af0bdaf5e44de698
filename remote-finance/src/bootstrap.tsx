import { startStandalone } from 'shared/standalone';
import { NAMESPACE } from './i18n';
import routes from './routes';

/** Standalone dev shell: this remote alone against the gateway, without the host. */
void startStandalone({ routes, titleKey: `${NAMESPACE}:standalone.title` });
