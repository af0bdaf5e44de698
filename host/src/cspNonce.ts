// First module of the host's entry (src/index.ts): before anything renders or loads a chunk, the
// page's Content-Security-Policy nonce goes to the <style> elements written from script (shared's
// installCspNonce) and to webpack (`__webpack_nonce__`: the script and style tags its runtime adds).
import { installCspNonce } from 'shared';

declare let __webpack_nonce__: string | undefined;

const nonce = installCspNonce();
if (nonce) __webpack_nonce__ = nonce;
