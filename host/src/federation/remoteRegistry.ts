import type { PortalRoute } from 'shared';
import { REMOTE_LOAD_FAILED } from './runtimePlugin';
import type { RemoteBuild, SkewProblem } from './skewGate';

export type RemoteStatus = 'loading' | 'ready' | 'failed';

export interface RemoteState {
  name: string;
  entry: string;
  status: RemoteStatus;
  routes: PortalRoute[];
  error?: string;
  /** The build that loaded (its manifest's version and build hash). */
  build?: RemoteBuild;
  /** Why the skew gate refused the remote: shared modules the host does not provide in its ranges. */
  refused?: SkewProblem[];
}

/** How the registry reaches Module Federation; injected so tests need no bundler. */
export interface RemoteLoader {
  register(remotes: Array<{ name: string; entry: string }>, options: { force: boolean }): void;
  load(id: string): Promise<unknown>;
  /** Reads and checks the remote's manifest before `load` (the skew gate); rejects to refuse it. */
  prepare?(name: string, entry: string): Promise<RemoteBuild>;
}

function skewProblemsOf(error: unknown): SkewProblem[] | undefined {
  const refusal = error as { name?: string; problems?: SkewProblem[] } | null;
  return refusal?.name === 'RemoteSkewError' && Array.isArray(refusal.problems)
    ? refusal.problems
    : undefined;
}

export const REMOTE_TIMEOUT_MS = 8000;

function withTimeout<T>(promise: Promise<T>, ms: number, name: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not answer within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

function isPortalRoute(value: unknown): value is PortalRoute {
  const route = value as PortalRoute;
  return !!route && typeof route.name === 'string' && typeof route.path === 'string' && !!route.component;
}

/** Accepts `export default routes`, a bare array, or the failure marker of the runtime plugin. */
export function routesFromModule(module: unknown, name: string): PortalRoute[] {
  const record = module as Record<string, unknown> | null;
  if (record && typeof record === 'object' && REMOTE_LOAD_FAILED in record) {
    const failure = record[REMOTE_LOAD_FAILED] as { message?: string };
    throw new Error(failure.message || `${name} failed to load`);
  }
  const list = Array.isArray(module) ? module : record?.default;
  if (!Array.isArray(list)) throw new Error(`${name}/routes exports no route list`);
  return list.filter(isPortalRoute).map((route) => ({
    ...route,
    path: route.path.startsWith('/') ? route.path : `/${route.path}`,
  }));
}

/**
 * The runtime remote registry: registers every remote of remotes.json, loads each remote's
 * `./routes` with a timeout, and keeps a per-remote status that React reads through
 * `subscribe` / `getSnapshot`. A failed remote can be retried without reloading the page.
 *
 * The signed-in shell starts it (`start`), then asks first for the remote of the page on screen
 * (`need`); the others wait until that page shows its first content (`release`), so the page's
 * own code and data call do not queue behind three other remotes' downloads. Until a remote has
 * loaded it reads as 'loading' (the host knows its route names from the build, routeOwners.ts).
 * @example
 * const registry = new RemoteRegistry(mfLoader);
 * registry.setRemotes({ remote_orders: 'http://localhost:3001/mf-manifest.json' });
 * registry.start();
 * registry.need('remote_orders'); // the page on screen
 * registry.release(); // after its first content: the rest
 */
export class RemoteRegistry {
  private states: RemoteState[] = [];
  private listeners = new Set<() => void>();
  private attempts = new Map<string, number>();
  /** Set by `start()`: the shell wants its remotes (the login pages do not load them). */
  private wanted = false;
  /** Set by `release()`: every remote may load, not only the needed ones. */
  private released = false;
  private readonly needed = new Set<string>();
  /** Remotes whose load has begun (once each, unless retried). */
  private readonly begun = new Set<string>();
  private readonly loads = new Map<string, Promise<void>>();
  /** The URL each remote is registered with now (a retry adds a cache-busting query). */
  private readonly entries = new Map<string, string>();

  constructor(
    private readonly loader: RemoteLoader,
    private readonly timeoutMs = REMOTE_TIMEOUT_MS,
  ) {}

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): RemoteState[] => this.states;

  setRemotes(remotes: Record<string, string>): void {
    this.states = Object.entries(remotes).map(([name, entry]) => ({
      name,
      entry,
      status: 'loading',
      routes: [],
    }));
    this.begun.clear();
    this.loads.clear();
    this.entries.clear();
    for (const { name, entry } of this.states) this.entries.set(name, entry);
    try {
      this.loader.register(
        this.states.map(({ name, entry }) => ({ name, entry })),
        { force: false },
      );
    } catch (error) {
      this.states = this.states.map((state) => ({ ...state, status: 'failed', error: String(error) }));
    }
    this.emit();
    this.pump();
  }

  /**
   * The signed-in shell wants its remotes: the needed ones load now, the rest once released;
   * remotes registered later load by the same rule. Public pages never call it, so they download
   * no remote code.
   */
  start(): void {
    if (this.wanted) return;
    this.wanted = true;
    this.pump();
  }

  /** Loads one remote now (the page on screen, or one the user opens before the rest are released). */
  need(name: string): void {
    this.needed.add(name);
    this.pump();
  }

  /** Lets every remote load (the page on screen has shown its first content, or there is none). */
  release(): void {
    this.released = true;
    this.pump();
  }

  /** Releases every remote and resolves once each has loaded or failed. */
  loadAll(): Promise<void> {
    this.wanted = true;
    this.release();
    return Promise.all([...this.loads.values()]).then(() => undefined);
  }

  private pump(): void {
    if (!this.wanted) return;
    for (const state of this.states) {
      if (state.status !== 'loading' || this.begun.has(state.name)) continue;
      if (!this.released && !this.needed.has(state.name)) continue;
      this.begun.add(state.name);
      this.loads.set(state.name, this.loadOne(state.name));
    }
  }

  /** Re-registers the remote with a cache-busting manifest URL (force) and loads its routes again. */
  async retry(name: string): Promise<void> {
    const state = this.states.find((s) => s.name === name);
    if (!state || state.status === 'loading') return;
    const attempt = (this.attempts.get(name) ?? 0) + 1;
    this.attempts.set(name, attempt);
    const separator = state.entry.includes('?') ? '&' : '?';
    const entry = `${state.entry}${separator}retry=${Date.now()}-${attempt}`;
    try {
      this.loader.register([{ name, entry }], { force: true });
      this.entries.set(name, entry);
    } catch (error) {
      this.update(name, { status: 'failed', error: String(error) });
      return;
    }
    await this.loadOne(name);
  }

  private async loadOne(name: string): Promise<void> {
    this.update(name, { status: 'loading', error: undefined, refused: undefined });
    try {
      const entry = this.entries.get(name) ?? '';
      const build = this.loader.prepare
        ? await withTimeout(this.loader.prepare(name, entry), this.timeoutMs, name)
        : undefined;
      const module = await withTimeout(this.loader.load(`${name}/routes`), this.timeoutMs, name);
      this.update(name, {
        status: 'ready',
        routes: routesFromModule(module, name),
        build,
      });
    } catch (error) {
      this.update(name, {
        status: 'failed',
        routes: [],
        error: error instanceof Error ? error.message : String(error),
        refused: skewProblemsOf(error),
      });
    }
  }

  private update(name: string, patch: Partial<RemoteState>): void {
    this.states = this.states.map((state) => (state.name === name ? { ...state, ...patch } : state));
    this.emit();
  }

  private emit(): void {
    this.listeners.forEach((listener) => listener());
  }
}
