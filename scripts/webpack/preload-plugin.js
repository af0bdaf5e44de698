/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS webpack plugin */
// Adds <link rel="preload" as="script"> for every chunk the first screen needs, so the browser
// fetches them in parallel instead of discovering them one federation hop at a time
// (main.js → bootstrap → shared-module fallbacks → the lazy page → its shared modules ...).
const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'PreloadFirstScreenPlugin';

/** Chunks reachable from `modules` through their chunk groups and consumed shared modules. */
function firstScreenChunks(compilation, startModules) {
  const { chunkGraph } = compilation;
  const chunks = new Set();
  const queue = [];
  const addGroup = (group) => {
    for (const chunk of group.chunks) {
      if (chunks.has(chunk)) continue;
      chunks.add(chunk);
      queue.push(chunk);
    }
  };
  for (const module of startModules)
    for (const chunk of chunkGraph.getModuleChunks(module))
      for (const group of chunk.groupsIterable) addGroup(group);
  while (queue.length) {
    const chunk = queue.shift();
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      // a consumed shared module loads its fallback (the host's own copy) from an async block
      if (module.type !== 'consume-shared-module') continue;
      for (const block of module.blocks) {
        const group = chunkGraph.getBlockChunkGroup(block);
        if (group) addGroup(group);
      }
    }
  }
  return chunks;
}

class PreloadFirstScreenPlugin {
  /** @param {{ modules: RegExp }} options resources of the first screen (e.g. bootstrap and the login page) */
  constructor({ modules }) {
    this.pattern = modules;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        // a concatenated module (the page with its small components) names its parts in `modules`
        const resources = (module) => [module, ...(module.modules || [])].map((part) => part.resource);
        const start = [...compilation.modules].filter((module) =>
          resources(module).some((resource) => typeof resource === 'string' && this.pattern.test(resource)),
        );
        const entryFiles = new Set(compilation.entrypoints.get('main')?.getFiles() ?? []);
        const files = new Set();
        for (const chunk of firstScreenChunks(compilation, start))
          for (const file of chunk.files) if (file.endsWith('.js') && !entryFiles.has(file)) files.add(file);
        const links = [...files]
          .sort()
          .map((file) =>
            HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: file }),
          );
        data.headTags.push(...links);
        return data;
      });
    });
  }
}

module.exports = { PreloadFirstScreenPlugin, firstScreenChunks };
