// Everything the first screen needs is shared eagerly by the host (HOST_EAGER_SHARED in
// scripts/webpack/federation.js), so the shell starts without Module Federation's usual async
// boundary (import('./bootstrap')): no extra chunk round trip before the first render. The build
// fails when a non-eager shared module would be needed here.
import './cspNonce';
import './bootstrap';
