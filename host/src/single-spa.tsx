// single-spa lifecycles (exposed as the federated module 'host/app'): a parent single-spa platform
// mounts the whole portal without an iframe.
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { PortalApp } from './app/PortalApp';
import { bootPortal, type BootedPortal } from './app/boot';

let booted: Promise<BootedPortal> | null = null;
let portal: BootedPortal | null = null;

function Root(props: { basename?: string }) {
  if (!portal) return null;
  return <PortalApp store={portal.store} registry={portal.registry} basename={props.basename} />;
}

const lifecycles = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: Root,
  errorBoundary: () => <div role="alert">Portal failed to start</div>,
});

declare const __webpack_public_path__: string;

/** The host's own origin and path, from where webpack loaded this module (publicPath 'auto'). */
function hostBase(): string {
  return __webpack_public_path__.replace(/\/+$/, '');
}

/**
 * Custom props a parent platform may pass: `basename` (where it mounts the portal) and `token`
 * (a session it already holds).
 */
export async function bootstrap(props: Record<string, unknown>): Promise<void> {
  const token = typeof props.token === 'string' ? props.token : undefined;
  booted ??= bootPortal({ hostBase: hostBase(), token });
  portal = await booted;
  await lifecycles.bootstrap(props as never);
}

export const mount = lifecycles.mount;
export const unmount = lifecycles.unmount;
