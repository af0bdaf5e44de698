import type { ApiData } from '../../api/types';
import { get, post } from '../../http/gateway';

/** A guide as the signed-in user meets it: its current version, whether it shows, whether seen. */
export type GuideState = ApiData<'/customer-api/guide/config', 'get'>['guides'][number];

/** The guides of one session by key, or null when the gateway did not answer. */
type Guides = ReadonlyMap<string, GuideState> | null;

/** Per store (one per portal, a fresh one per test): the session's token and its guides. */
const sessions = new WeakMap<object, { token: string; guides: Promise<Guides> }>();

function sessionOf(store: object, token: string) {
  let session = sessions.get(store);
  if (session?.token !== token) {
    // silent: a guide is never worth a toast, and a page never waits for it
    const guides = get('/customer-api/guide/config', undefined, { silent: true }).then(
      ({ guides: list }) => new Map(list.map((guide) => [guide.key, guide])),
      () => null,
    );
    session = { token, guides };
    sessions.set(store, session);
  }
  return session;
}

/** The guide `key` for this session: asked of the gateway once per session, shared by every page. */
export async function guideOf(store: object, token: string, key: string): Promise<GuideState | null> {
  return (await sessionOf(store, token).guides)?.get(key) ?? null;
}

/**
 * Records that the user has seen the guide: at once for this session (a page opened again does not
 * show it), and at the gateway for the next ones; a failure there is silent.
 */
export function recordGuideSeen(store: object, token: string, guide: GuideState): void {
  const session = sessionOf(store, token);
  session.guides = session.guides.then(
    (guides) => guides && new Map(guides).set(guide.key, { ...guide, seen: true }),
  );
  post('/customer-api/guide/seen', { guideKey: guide.key, version: guide.version }, { silent: true }).catch(
    () => undefined,
  );
}
