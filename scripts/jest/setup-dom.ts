// antd needs these three browser features that jsdom lacks (see SETUP-NOTES).
import '@testing-library/jest-dom';

if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}
if (typeof globalThis.MessageChannel === 'undefined') {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { MessageChannel: NodeMessageChannel } = require('node:worker_threads') as typeof import('node:worker_threads');
  // Node's ports keep the process alive ("Jest did not exit"); unref them so the worker can stop.
  class UnrefMessageChannel extends NodeMessageChannel {
    constructor() {
      super();
      this.port1.unref();
      this.port2.unref();
    }
  }
  // Node's MessageChannel differs from the DOM type only in event typings, which nothing here reads.
  globalThis.MessageChannel = UnrefMessageChannel as unknown as typeof globalThis.MessageChannel;
}
const originalGetComputedStyle = window.getComputedStyle.bind(window);
// antd calls getComputedStyle(el, '::before'); jsdom does not implement pseudo-elements.
window.getComputedStyle = (element: Element) => originalGetComputedStyle(element);
