// Browser features jsdom lacks and scripts/jest/setup-dom.ts does not add (yet): react-router reads
// TextEncoder at import time; antd's Menu, Tabs and Table observe their size.
import { TextDecoder, TextEncoder } from 'node:util';

if (typeof globalThis.TextEncoder === 'undefined') Object.assign(globalThis, { TextEncoder, TextDecoder });

if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
