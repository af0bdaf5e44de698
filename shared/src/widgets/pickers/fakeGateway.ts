// Test-only: the pickers' tests import the fake gateway from here; it lives in shared's testing helpers.
export { fakeGateway, pageOf, type GatewayCall, type GatewayQuery } from '../../testing/fakeGateway';
