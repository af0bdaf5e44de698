/** The parent platform's init message (spec §4). */
export interface ParentParams {
  type: 'parentParams';
  token?: string;
  lang?: string;
  [extra: string]: unknown;
}

/**
 * Whether the portal runs inside a frame of a parent platform.
 * @example
 * if (isEmbedded()) await waitForParentParams({ allowedOrigins });
 */
export function isEmbedded(win: Window = window): boolean {
  try {
    return win.parent !== win;
  } catch {
    return true; // access denied means a cross-origin parent
  }
}

function isParentParams(data: unknown): data is ParentParams {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'parentParams';
}

/**
 * Waits for the first `{ type: 'parentParams', ... }` message whose origin is exactly one of
 * `allowedOrigins`; other messages are ignored. Resolves null after `timeoutMs` (spec: 2000).
 * @example
 * const params = await waitForParentParams({ allowedOrigins: getRuntimeConfig().embedAllowedOrigins });
 * if (params) initFromParent(params.token, normalizeEmbedLanguage(params.lang));
 */
export function waitForParentParams({
  allowedOrigins,
  timeoutMs = 2000,
}: {
  allowedOrigins: readonly string[];
  timeoutMs?: number;
}): Promise<ParentParams | null> {
  const allowed = new Set(allowedOrigins.filter((origin) => origin && origin !== '*'));
  return new Promise((resolve) => {
    const finish = (value: ParentParams | null) => {
      window.removeEventListener('message', onMessage);
      clearTimeout(timer);
      resolve(value);
    };
    const onMessage = (event: MessageEvent) => {
      if (allowed.has(event.origin) && isParentParams(event.data)) finish(event.data);
    };
    const timer = setTimeout(() => finish(null), timeoutMs);
    window.addEventListener('message', onMessage);
  });
}

/**
 * Tells the parent platform the session ended: posts `{ type: 'logout' }` to each allowed origin,
 * with that exact origin as targetOrigin (never '*').
 * @example
 * if (isEmbedded()) postLogoutToParent(getRuntimeConfig().embedAllowedOrigins);
 */
export function postLogoutToParent(allowedOrigins: readonly string[], win: Window = window): void {
  for (const origin of allowedOrigins) {
    if (!origin || origin === '*') continue;
    win.parent.postMessage({ type: 'logout' }, origin);
  }
}
