/** Ports of the portal under test: apart from `npm start`'s so both can run at once. */
export const E2E_PORTS = {
  gateway: 3110,
  host: 3010,
  remote_orders: 3011,
  remote_finance: 3012,
  remote_service: 3013,
  remote_account: 3014,
  parent: 4000,
} as const;

export const GATEWAY_URL = `http://127.0.0.1:${E2E_PORTS.gateway}`;
export const PORTAL_URL = `http://localhost:${E2E_PORTS.host}`;
