import { useRef, type ReactNode } from 'react';

export interface KeepAlivePage {
  /** Cache key: the route path. */
  key: string;
  keepAlive: boolean;
  render: () => ReactNode;
}

interface Props {
  active: KeepAlivePage | null;
  /** Keys that may stay cached (the open tabs); others are dropped and unmount. */
  retainKeys: readonly string[];
}

/**
 * Renders each visited keep-alive page once and hides the inactive ones with display:none, so
 * their state survives tab switches; a page that is not kept alive unmounts when left.
 */
export function KeepAliveOutlet({ active, retainKeys }: Props) {
  const cache = useRef(new Map<string, ReactNode>());
  const retained = new Set(retainKeys);
  for (const key of [...cache.current.keys()]) {
    if (!retained.has(key) && key !== active?.key) cache.current.delete(key);
  }
  if (active?.keepAlive && !cache.current.has(active.key)) cache.current.set(active.key, active.render());

  return (
    <>
      {[...cache.current.entries()].map(([key, element]) => (
        <div key={key} data-page={key} style={key === active?.key ? undefined : { display: 'none' }}>
          {element}
        </div>
      ))}
      {active && !active.keepAlive && (
        <div key={`live:${active.key}`} data-page={active.key}>
          {active.render()}
        </div>
      )}
    </>
  );
}
