// Over 300 lines: one webpack + federation factory for the host and the four remotes (shared map, eager list, build plugins), so both sides always declare the same map
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS webpack config */
// One webpack + Module Federation factory for the host and the four remotes, so that both sides
// always declare the same shared map (ARCHITECTURE §2, SETUP-NOTES "Build" and "Module Federation").
//
// @example host/webpack.config.js
//   module.exports = require('../scripts/webpack/federation').createHostConfig({ dir: __dirname });
// @example remote-orders/webpack.config.js
//   module.exports = require('../scripts/webpack/federation').createRemoteConfig({
//     dir: __dirname, name: 'remote_orders', port: 3001, exposes: { './routes': './src/routes.ts' },
//   });
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { PreloadFirstScreenPlugin } = require('./preload-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

const WORKSPACE = path.resolve(__dirname, '..', '..');
const SHARED_PACKAGE_DIR = path.join(WORKSPACE, 'shared');

/** Remote container names and default ports (docs/CONVENTIONS.md). */
const REMOTES = {
  remote_orders: { dir: 'remote-orders', port: 3001 },
  remote_finance: { dir: 'remote-finance', port: 3002 },
  remote_service: { dir: 'remote-service', port: 3003 },
  remote_account: { dir: 'remote-account', port: 3004 },
};

/** Package names shared as singletons; the host's installed versions must satisfy every remote range. */
const SINGLETON_PACKAGES = [
  'react',
  'react-dom',
  'antd',
  '@ant-design/icons',
  'react-redux',
  'i18next',
  'react-i18next',
  'dayjs',
  '@tanstack/react-query',
  'recharts',
  'shared',
];

/**
 * Singletons whose version a remote and the host must agree on (issue 33 item 4): `strictVersion`,
 * so that Module Federation refuses a provided copy outside the consumer's `requiredVersion` (it
 * throws; without it only a warning is logged and the remote runs on a copy it was not built for).
 * react-router-dom and @reduxjs/toolkit are in the issue's list but are not shared at all (remotes
 * reach the host's router and store through `shared`), so `shared`'s own version covers them.
 * Each remote's built mf-manifest.json is checked against the host's in CI
 * (scripts/webpack/check-manifest-skew.mjs).
 */
const STRICT_SINGLETON_PACKAGES = [
  'react',
  'react-dom',
  'antd',
  'react-redux',
  'i18next',
  'react-i18next',
  '@tanstack/react-query',
  'recharts',
  'shared',
];

/** `webpack --mode X` also reaches configs exported as plain objects (remote-xxx/webpack.config.js). */
function defaultMode() {
  const flag = process.argv.findIndex((arg) => arg === '--mode' || arg.startsWith('--mode='));
  const cli =
    flag < 0
      ? undefined
      : process.argv[flag].includes('=')
        ? process.argv[flag].split('=')[1]
        : process.argv[flag + 1];
  return cli || process.env.NODE_ENV || 'production';
}

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

function rangeOf(pkg, name) {
  const deps = {
    ...(pkg.peerDependencies || {}),
    ...(pkg.devDependencies || {}),
    ...(pkg.dependencies || {}),
  };
  const range = deps[name];
  if (!range) return false;
  if (range.startsWith('workspace:')) {
    const version = readJson(path.join(SHARED_PACKAGE_DIR, 'package.json')).version;
    return `^${version}`;
  }
  return range;
}

/** One entry point of the workspace's `shared` package as a federated singleton. */
function sharedEntry(pkg, request, file) {
  return {
    [request]: {
      singleton: true,
      strictVersion: true,
      import: path.join(SHARED_PACKAGE_DIR, 'src', file),
      requiredVersion: rangeOf(pkg, 'shared') || '^1.0.0',
      version: readJson(path.join(SHARED_PACKAGE_DIR, 'package.json')).version,
    },
  };
}

/**
 * Shared modules the HOST provides `eager` (inside its initial chunks, main.js): what every cold
 * visit needs before the login form shows. Without it the login page negotiated ~90 small async
 * chunks (one per shared fallback) at start-up. Remotes keep them non-eager and consume the host's
 * copies from the share scope (one copy each, e2e/tests/singletons.spec.ts).
 * A shared module imported by an eager one must be eager too: an initial chunk cannot wait for an
 * async fallback (`EagerSharedClosurePlugin` fails the build and names it).
 */
const HOST_EAGER_SHARED = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-redux',
  'i18next',
  'react-i18next',
  'dayjs',
  'dayjs/locale/zh-cn',
  'dayjs/locale/id',
  '@ant-design/cssinjs',
  'shared',
  // antd's theme and locale, used by every screen (the `shared` root imports the locales and Button)
  'antd/es/config-provider',
  'antd/es/theme',
  'antd/es/locale/zh_CN',
  'antd/es/locale/en_US',
  'antd/es/locale/id_ID',
  'antd/es/spin',
  'antd/es/button',
  // the login page (pages/LoginPage.tsx, LoginField, PublicShell, LanguageSwitch); not antd's Form
  'antd/es/checkbox',
  'antd/es/input/Input',
  'antd/es/input/Password',
  'antd/es/segmented',
  // icons those components import
  '@ant-design/icons/es/components/Context',
  '@ant-design/icons/es/icons/CloseCircleFilled',
  '@ant-design/icons/es/icons/EyeInvisibleOutlined',
  '@ant-design/icons/es/icons/EyeOutlined',
  '@ant-design/icons/es/icons/LoadingOutlined',
];

/** Development builds also need these eagerly: swc's dev JSX runtime, and imports production drops as unused. */
const HOST_EAGER_SHARED_DEV = ['react/jsx-dev-runtime', '@ant-design/icons/es/icons/RightOutlined'];

/**
 * Components the host does not provide. `color-picker`: button's and tag's style tokens (main.js)
 * import `isBright` from its ColorPresets module; providing the whole component marks that module's
 * other exports used, which pulls ColorPresets and Collapse into main.js (+6 KB gzip on the login
 * page). A remote using ColorPicker gets its own copy until that is solved.
 */
const HOST_UNPROVIDED_ANTD = ['color-picker'];

/**
 * Every antd component (`antd/es/<dir>/index.js`, not `_util`, `style` or the per-file `locale`),
 * resolved from `dir`. The host provides each one (see `hostProvidesAll`), so a component that
 * only a remote uses (timeline, badge, pagination, …) is still the host's copy: it reads the host's
 * ConfigProvider (theme, locale) instead of a second antd's defaults.
 */
function antdComponents(dir) {
  let antdDir;
  try {
    antdDir = path.dirname(fs.realpathSync(require.resolve('antd/package.json', { paths: [dir] })));
  } catch {
    return { version: undefined, components: [] };
  }
  const esDir = path.join(antdDir, 'es');
  const components = fs
    .readdirSync(esDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
    .filter((entry) => !['style', 'locale', ...HOST_UNPROVIDED_ANTD].includes(entry.name))
    .map((entry) => ({ request: `antd/es/${entry.name}`, file: path.join(esDir, entry.name, 'index.js') }))
    .filter(({ file }) => fs.existsSync(file));
  return { version: readJson(path.join(antdDir, 'package.json')).version, components };
}

/** `antd/es/form` → `antd`, `@ant-design/icons/es/x` → `@ant-design/icons`. */
function packageOf(request) {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/**
 * The shared map used by the host and by every remote. Deep-import prefixes (`antd/es/`,
 * `@ant-design/icons/es/`) share per component, so a page downloads only what it uses
 * (sharing `antd` whole ships 446 KB gzip). Code must import `antd/es/button`, never `antd`.
 * `eager` (host only) lists share keys provided from the initial chunks (HOST_EAGER_SHARED).
 */
function createSharedMap(dir, { eager = [], hostProvidesAll = false } = {}) {
  const pkg = readJson(path.join(dir, 'package.json'));
  const singleton = (name, extra = {}) => {
    const requiredVersion = rangeOf(pkg, name);
    return {
      singleton: true,
      requiredVersion,
      // a strict check needs a range: a package the app does not declare stays lenient
      ...(STRICT_SINGLETON_PACKAGES.includes(name) && requiredVersion ? { strictVersion: true } : {}),
      ...extra,
    };
  };
  const map = {
    react: singleton('react'),
    'react/': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/': singleton('react-dom'),
    // react-router-dom is not shared: remotes reach the host's router through `shared` (routing/router.ts)
    'antd/es/': singleton('antd'),
    '@ant-design/icons/es/': singleton('@ant-design/icons'),
    // antd's internal style cache / theme context lives here: one instance so remotes follow the host theme.
    '@ant-design/cssinjs': { singleton: true, requiredVersion: false },
    // @reduxjs/toolkit is not shared: only `shared` builds the store, so the host's build keeps what it uses
    'react-redux': singleton('react-redux'),
    i18next: singleton('i18next'),
    'react-i18next': singleton('react-i18next'),
    // axios is not shared either: every call goes through `shared`'s http client
    dayjs: singleton('dayjs'),
    'dayjs/': singleton('dayjs'),
    // server state: one query cache for the host and every remote (shared/widgets' queryClient)
    '@tanstack/react-query': singleton('@tanstack/react-query'),
    // the report charts (shared/widgets' report recipe, ARCHITECTURE §13): never eager, so only a
    // report page downloads it (148 KB gzip); the login page gains its share-scope entry alone
    recharts: singleton('recharts'),
    // `shared` has three entry points, each a singleton: the login page loads only the root.
    ...sharedEntry(pkg, 'shared', 'index.ts'),
    ...sharedEntry(pkg, 'shared/widgets', 'widgets/index.ts'),
    ...sharedEntry(pkg, 'shared/standalone', 'standalone/index.ts'),
  };
  // Host only: an absolute `import` makes the plugin provide the module even when no host code
  // imports it (ProvideSharedPlugin adds it at finishMake); non-eager, so each one is an async chunk
  // fetched when a page first needs it, and main.js only gains its share-scope registration.
  if (hostProvidesAll) {
    const { version, components } = antdComponents(dir);
    for (const { request, file } of components)
      map[request] = { ...singleton('antd'), import: file, version };
  }
  // an exact key under a prefix (`antd/es/form`) wins over the prefix (`antd/es/`) for that request
  for (const key of eager) map[key] = { ...(map[key] || singleton(packageOf(key))), eager: true };
  return map;
}

/**
 * Fails the build when a non-eager shared module lands in an initial chunk (it would throw
 * "Shared module is not available for eager consumption" at start-up): add it to the eager list.
 */
class EagerSharedClosurePlugin {
  apply(compiler) {
    compiler.hooks.afterCompile.tap('EagerSharedClosurePlugin', (compilation) => {
      const { chunkGraph } = compilation;
      const missing = new Set();
      for (const module of compilation.modules) {
        if (module.type !== 'consume-shared-module' || module.options.eager) continue;
        const chunks = [...chunkGraph.getModuleChunksIterable(module)];
        if (!chunks.some((chunk) => chunk.canBeInitial())) continue;
        const issuers = [...compilation.moduleGraph.getIncomingConnections(module)]
          .map((connection) => connection.originModule?.nameForCondition?.())
          .filter(Boolean)
          .map((file) =>
            path.relative(WORKSPACE, file).replace(/^node_modules\/\.pnpm\/[^/]+\/node_modules\//, ''),
          );
        const initial = chunks.filter((chunk) => chunk.canBeInitial()).map((chunk) => chunk.name || chunk.id);
        missing.add(
          `${module.options.shareKey} in ${initial.join(' ')} (from ${[...new Set(issuers)].join(', ') || '?'})`,
        );
      }
      if (missing.size)
        compilation.errors.push(
          new compiler.webpack.WebpackError(
            `non-eager shared modules in an initial chunk (add them to HOST_EAGER_SHARED): ${[...missing].sort().join(', ')}`,
          ),
        );
    });
  }
}

/**
 * Writes the build's identity into its `mf-manifest.json` (and `mf-stats.json`):
 * `metaData.buildInfo.buildVersion` (the package's version, MF's own) and `buildHash`, a hash of
 * every other emitted file (issue 33 item 3). The host appends the hash to the remote's entry URL
 * (`remoteEntry.js?v=<hash>`, host/src/federation/skewGate.ts) and notices a redeploy by it; the
 * images install each build into `releases/<buildHash>/` (deploy/nginx/render.sh), so the chunks
 * of the build a tab opened stay servable after the next one.
 */
class BuildHashPlugin {
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    const { createHash } = compiler.webpack.util;
    const manifests = new Set(['mf-manifest.json', 'mf-stats.json']);
    compiler.hooks.thisCompilation.tap('BuildHashPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'BuildHashPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        (assets) => {
          const hash = createHash('sha256');
          for (const name of Object.keys(assets).sort()) {
            if (manifests.has(name)) continue;
            hash.update(name);
            hash.update(assets[name].buffer());
          }
          const buildHash = hash.digest('hex').slice(0, 12);
          for (const name of manifests) {
            const asset = compilation.getAsset(name);
            if (!asset) continue;
            const json = JSON.parse(asset.source.source().toString());
            json.metaData.buildInfo = { ...json.metaData.buildInfo, buildHash };
            compilation.updateAsset(name, new RawSource(JSON.stringify(json, null, 2)));
          }
        },
      );
    });
  }
}

/** Copies `public/*` (except index.html) to the output: config.json and remotes.json are runtime files. */
class CopyPublicPlugin {
  constructor(publicDir) {
    this.publicDir = publicDir;
  }
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('CopyPublicPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CopyPublicPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          if (!fs.existsSync(this.publicDir)) return;
          for (const file of fs.readdirSync(this.publicDir)) {
            const full = path.join(this.publicDir, file);
            if (file === 'index.html' || !fs.statSync(full).isFile()) continue;
            compilation.fileDependencies.add(full);
            compilation.emitAsset(file, new RawSource(fs.readFileSync(full)));
          }
        },
      );
    });
  }
}

function firstExisting(dir, candidates) {
  return candidates.map((c) => path.join(dir, c)).find((file) => fs.existsSync(file));
}

function htmlPlugin(dir, title) {
  const template = firstExisting(dir, ['public/index.html']);
  return new HtmlWebpackPlugin({
    chunks: ['main'],
    hash: true,
    title,
    ...(template
      ? { template }
      : {
          templateContent: `<!doctype html><html lang="id"><head><meta charset="utf-8"/>
<meta name="viewport" content="width=device-width, initial-scale=1"/><title>${title}</title></head>
<body><div id="root"></div></body></html>`,
        }),
  });
}

/**
 * react-router 7 points every export condition at its development build (495 KB raw, warnings
 * included); production builds use the production files it ships beside them.
 */
function reactRouterProductionAlias(dir) {
  try {
    const domPackage = require.resolve('react-router-dom/package.json', { paths: [dir] });
    const routerPackage = require.resolve('react-router/package.json', { paths: [path.dirname(domPackage)] });
    const dist = path.join(path.dirname(routerPackage), 'dist', 'production');
    if (!fs.existsSync(path.join(dist, 'index.mjs'))) return {};
    return {
      'react-router$': path.join(dist, 'index.mjs'),
      'react-router/dom$': path.join(dist, 'dom-export.mjs'),
    };
  } catch {
    return {};
  }
}

function baseConfig({ dir, name, mode }) {
  const production = mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    context: dir,
    target: 'web',
    devtool: production ? false : 'eval-cheap-module-source-map',
    output: {
      path: path.join(dir, 'dist'),
      publicPath: 'auto',
      uniqueName: name,
      // Entry names stay unhashed: the federation runtime computes them where no hash exists
      // ("Path variable [contenthash] not implemented"); index.html adds ?hash (no-cache elsewhere).
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      // spec §9: script chunk load timeout 120 s
      chunkLoadTimeout: 120000,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      // The browser build of axios (the Node build weighed 49 KB gzip with debug + supports-color).
      conditionNames: [
        'browser',
        'import',
        'module',
        'webpack',
        production ? 'production' : 'development',
        'default',
      ],
      mainFields: ['browser', 'module', 'main'],
      aliasFields: ['browser'],
      alias: production ? reactRouterProductionAlias(dir) : {},
    },
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production } },
                target: 'es2020',
              },
            },
          },
        },
        { test: /\.css$/, use: ['style-loader', 'css-loader'] },
        { test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/, type: 'asset' },
      ],
    },
    optimization: {
      minimize: production,
      // Per-component sharing makes many small async chunks; with webpack's default minSize (20 KB)
      // a module used by several of them (antd's style utils, rc-* helpers, the icon base) is copied
      // into each, and the login page downloaded those copies over and over.
      splitChunks: {
        chunks: 'async',
        minSize: 2000,
        maxAsyncRequests: 60,
        cacheGroups: {
          antIconsBase: {
            test: /[\\/]@ant-design[\\/](icons[\\/]es[\\/](components|utils)|icons-svg[\\/]es[\\/]asn[\\/]?$)/,
            name: 'ant-icons-base',
            chunks: 'async',
            enforce: true,
          },
        },
      },
      minimizer: [
        new TerserPlugin({ minify: TerserPlugin.swcMinify, terserOptions: { compress: true, mangle: true } }),
      ],
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * Webpack config of the host shell: registers remotes at runtime (remotes.json), exposes './app'
 * (single-spa lifecycles) so a parent platform can mount the portal.
 */
/**
 * '1' when the host build carries the widget gallery (/demo): development builds, and builds run
 * with PORTAL_GALLERY=1 (scripts/build-all.sh, for `npm start` and the e2e specs of the gallery).
 * A production build without it (the host image) folds the gallery's import away.
 */
function galleryFlag(mode, env = process.env) {
  return mode === 'development' || env.PORTAL_GALLERY === '1' ? '1' : '0';
}

function createHostConfig({ dir, mode = defaultMode(), runtimePlugins } = {}) {
  const config = baseConfig({ dir, name: 'host', mode });
  const plugins = runtimePlugins || [firstExisting(dir, ['src/federation/runtimePlugin.ts'])].filter(Boolean);
  config.entry = { main: './src/index.ts' };
  config.plugins = [
    new ModuleFederationPlugin({
      name: 'host',
      filename: 'remoteEntry.js',
      remotes: {},
      exposes: { './app': './src/single-spa.tsx' },
      shared: createSharedMap(dir, {
        eager:
          config.mode === 'production' ? HOST_EAGER_SHARED : [...HOST_EAGER_SHARED, ...HOST_EAGER_SHARED_DEV],
        hostProvidesAll: true,
      }),
      shareStrategy: 'loaded-first',
      runtimePlugins: plugins,
      manifest: true,
      dts: false,
      // browser-only runtime: drops the federation runtime's Node.js code paths from main.js
      experiments: { optimization: { target: 'web' } },
    }),
    new webpack.DefinePlugin({ 'process.env.PORTAL_GALLERY': JSON.stringify(galleryFlag(config.mode)) }),
    htmlPlugin(dir, 'Shipper Portal'),
    // the login page is the first screen of every cold visit
    new PreloadFirstScreenPlugin({ modules: /[\\/]src[\\/](bootstrap|pages[\\/]LoginPage)\.tsx$/ }),
    new CopyPublicPlugin(path.join(dir, 'public')),
    new EagerSharedClosurePlugin(),
    new BuildHashPlugin(),
  ];
  config.devServer = { port: Number(process.env.HOST_PORT || 3000), historyApiFallback: true };
  return config;
}

/**
 * The same shell built as one ordinary bundle, without Module Federation (no remotes load): the
 * baseline `npm run bench` compares the federated login page against.
 */
function createSingleBundleHostConfig({ dir, mode = defaultMode() } = {}) {
  const config = baseConfig({ dir, name: 'host-single', mode });
  config.entry = { main: './src/bootstrap.tsx' };
  config.output.path = path.join(dir, 'dist-single');
  config.plugins = [
    new webpack.DefinePlugin({ 'process.env.PORTAL_GALLERY': JSON.stringify(galleryFlag(config.mode)) }),
    htmlPlugin(dir, 'Shipper Portal'),
    new CopyPublicPlugin(path.join(dir, 'public')),
  ];
  return config;
}

/**
 * Webpack config of a domain remote: exposes its routes (and whatever else) with the same shared
 * map as the host. When src/standalone/index.ts(x) or src/index.ts(x) exists it becomes the entry of
 * a standalone dev shell page (index.html), so the domain runs without the host.
 */
function createRemoteConfig({ dir, name, port, exposes, mode = defaultMode(), standaloneEntry }) {
  if (!REMOTES[name])
    throw new Error(`unknown remote ${name}; expected one of ${Object.keys(REMOTES).join(', ')}`);
  const config = baseConfig({ dir, name, mode });
  const entry =
    standaloneEntry ||
    firstExisting(dir, [
      'src/standalone/index.tsx',
      'src/standalone/index.ts',
      'src/index.tsx',
      'src/index.ts',
    ]);
  config.entry = entry ? { main: entry } : {};
  config.plugins = [
    new ModuleFederationPlugin({
      name,
      filename: 'remoteEntry.js',
      exposes: exposes || { './routes': './src/routes.ts' },
      shared: createSharedMap(dir),
      shareStrategy: 'loaded-first',
      manifest: true,
      dts: false,
      experiments: { optimization: { target: 'web' } },
    }),
    ...(entry ? [htmlPlugin(dir, `${name} (standalone)`)] : []),
    new CopyPublicPlugin(path.join(dir, 'public')),
    new BuildHashPlugin(),
  ];
  config.devServer = {
    port: port || REMOTES[name].port,
    historyApiFallback: true,
    headers: { 'Access-Control-Allow-Origin': '*' },
  };
  return config;
}

module.exports = {
  BuildHashPlugin,
  createHostConfig,
  createSingleBundleHostConfig,
  createRemoteConfig,
  createSharedMap,
  galleryFlag,
  HOST_EAGER_SHARED,
  REMOTES,
  SINGLETON_PACKAGES,
  STRICT_SINGLETON_PACKAGES,
};
