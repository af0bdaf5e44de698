// Ports and URLs of every part, from the environment with the documented defaults (docs/CONVENTIONS.md).
export function portalEnv(env = process.env) {
  const port = (name, fallback) => Number.parseInt(env[name] ?? '', 10) || fallback;
  const ports = {
    gateway: port('GATEWAY_PORT', 3100),
    host: port('HOST_PORT', 3000),
    remote_orders: port('REMOTE_ORDERS_PORT', 3001),
    remote_finance: port('REMOTE_FINANCE_PORT', 3002),
    remote_service: port('REMOTE_SERVICE_PORT', 3003),
    remote_account: port('REMOTE_ACCOUNT_PORT', 3004),
  };
  const publicHost = env.PUBLIC_HOST ?? 'localhost';
  return {
    ports,
    gatewayUrl: `http://127.0.0.1:${ports.gateway}`,
    portalUrl: env.PORTAL_URL ?? `http://${publicHost}:${ports.host}`,
    remotes: {
      remote_orders: { dir: 'remote-orders', port: ports.remote_orders },
      remote_finance: { dir: 'remote-finance', port: ports.remote_finance },
      remote_service: { dir: 'remote-service', port: ports.remote_service },
      remote_account: { dir: 'remote-account', port: ports.remote_account },
    },
    remoteManifest: (name) => `http://${publicHost}:${ports[name]}/mf-manifest.json`,
  };
}
