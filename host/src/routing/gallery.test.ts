import fs from 'node:fs';
import path from 'node:path';
import { resolvePage } from './resolvePage';
import { identifyRoute } from './routeTable';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the CommonJS webpack config
const { galleryFlag } = require('../../../scripts/webpack/federation.js') as {
  galleryFlag(mode: string, env: Record<string, string | undefined>): string;
};

const root = path.resolve(__dirname, '../../..');
const before = process.env.PORTAL_GALLERY;
afterEach(() => {
  if (before === undefined) delete process.env.PORTAL_GALLERY;
  else process.env.PORTAL_GALLERY = before;
});

describe('the widget gallery (/demo) is not in the production shell', () => {
  it('is built into development builds and builds asked for it, and nowhere else', () => {
    expect(galleryFlag('production', {})).toBe('0');
    expect(galleryFlag('production', { PORTAL_GALLERY: '0' })).toBe('0');
    expect(galleryFlag('production', { PORTAL_GALLERY: '1' })).toBe('1');
    expect(galleryFlag('development', {})).toBe('1');
  });

  it('the host image builds without it; the workspace build (npm start, npm test) with it', () => {
    const dockerfile = fs.readFileSync(path.join(root, 'host/Dockerfile'), 'utf8');
    expect(dockerfile).toMatch(/^RUN pnpm --filter host build$/m);
    expect(dockerfile).not.toContain('PORTAL_GALLERY');
    const hostPackage = JSON.parse(fs.readFileSync(path.join(root, 'host/package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(hostPackage.scripts.build).toBe('webpack --mode production');
    expect(fs.readFileSync(path.join(root, 'scripts/build-all.sh'), 'utf8')).toContain(
      'export PORTAL_GALLERY="${PORTAL_GALLERY:-1}"',
    );
  });

  it('a shell built without it has no /demo route: the path is an unknown page', () => {
    delete process.env.PORTAL_GALLERY;
    expect(resolvePage('/demo', []).kind).toBe('notFound');
    expect(identifyRoute('/demo', [])).toEqual({ name: 'demo', path: '/demo', public: false });
    process.env.PORTAL_GALLERY = '1';
    expect(resolvePage('/demo', []).kind).toBe('demo');
    expect(identifyRoute('/demo', [])).toMatchObject({ titleKey: 'host:route.demo', public: false });
  });
});
