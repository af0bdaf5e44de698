// Browser features that jsdom lacks and antd or react-router need (see SETUP-NOTES).
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';
import { MessageChannel as NodeMessageChannel } from 'node:worker_threads';
import { installFastStyleMatching } from './fastStyleMatching';

// react-router 7 reads TextEncoder at import time.
if (typeof globalThis.TextEncoder === 'undefined') Object.assign(globalThis, { TextEncoder, TextDecoder });

// antd's Menu, Tabs and Table observe their size.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

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
  // Node's ports keep the process alive ("Jest did not exit"), and setting onmessage re-refs them:
  // unref again after each assignment so the test worker can stop.
  const unrefAfterListen = (port: import('node:worker_threads').MessagePort) => {
    const descriptor =
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(port), 'onmessage') ??
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(Object.getPrototypeOf(port)), 'onmessage');
    Object.defineProperty(port, 'onmessage', {
      configurable: true,
      get: () => descriptor?.get?.call(port),
      set: (listener: unknown) => {
        descriptor?.set?.call(port, listener);
        port.unref();
      },
    });
    port.unref();
  };
  class UnrefMessageChannel extends NodeMessageChannel {
    constructor() {
      super();
      unrefAfterListen(this.port1);
      unrefAfterListen(this.port2);
    }
  }
  // Node's MessageChannel differs from the DOM type only in event typings, which nothing here reads.
  globalThis.MessageChannel = UnrefMessageChannel as unknown as typeof globalThis.MessageChannel;
}
const originalGetComputedStyle = window.getComputedStyle.bind(window);
// antd calls getComputedStyle(el, '::before'); jsdom does not implement pseudo-elements.
window.getComputedStyle = (element: Element) => originalGetComputedStyle(element);
// getComputedStyle over antd's ~2,000 CSS-in-JS selectors, without re-compiling each of them each time.
installFastStyleMatching(window);

// antd pages render slowly in jsdom on a loaded 2-core machine: give async queries room.
configure({ asyncUtilTimeout: 15000 });

// The portal's one query cache lives as long as the test file: each test starts from an empty one
// (a list of the last test with the same key would otherwise answer from the cache).
import { notifyManager } from '@tanstack/react-query';
import { queryClient } from '../../shared/src/widgets/query/queryClient';
afterEach(() => queryClient.clear());
// The cache tells its observers on a 0 ms timer; tests with fake timers would never hear it.
notifyManager.setScheduler(queueMicrotask);
