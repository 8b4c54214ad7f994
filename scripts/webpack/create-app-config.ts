// One webpack configuration for every front-end app; each app passes its federation settings.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { constants as zlib, type BrotliOptions } from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { BannerPlugin, Compilation, DefinePlugin, type Compiler, type Configuration } from 'webpack';
import { sharedVersions } from './shared-versions';

type FederationOptions = ConstructorParameters<typeof ModuleFederationPlugin>[0];

export interface AppConfigOptions {
  /** The app's folder (its __dirname). */
  dir: string;
  federation: Pick<FederationOptions, 'name' | 'exposes'>;
  /** The shell is the host: it has the HTML page, the federation runtime and the modules it shares. */
  host?: { htmlTemplate: string; startScript: string };
  /** The app's package.json dependencies, for requiredVersion of the shared singletons. */
  dependencies: Record<string, string>;
}

function singleton(version: string | undefined) {
  return { singleton: true, requiredVersion: version ?? false } as const;
}

/**
 * The host provides every singleton and loads first, so what it takes from the share scope is its own
 * copy: it checks no version range (each range costs the federation runtime a semver parse, ~35 ms of a
 * phone's main thread at start). Remotes keep their ranges, checked against the host's versions.
 */
const unchecked = { singleton: true, requiredVersion: false } as const;

/**
 * What every container shares. Libraries are singletons with the range the app was built against.
 * The shell's own modules for the remotes (its UI kit and the router API) are shared, not exposed:
 * the shell provides them from the copy already running, and a remote bundles no fallback for them
 * (`import: false`), so the page never fetches a second shell container.
 */
export function sharedModules(dependencies: Record<string, string>, role: 'host' | 'remote') {
  const versions = sharedVersions();
  // Our own modules are required at exactly the version (content) the app was built with.
  const ownModule = (version: string, file: string) =>
    role === 'host' ? { ...unchecked, import: file, version } : { import: false as const, singleton: true, requiredVersion: version };
  const library = (name: string) => (role === 'host' ? unchecked : singleton(dependencies[name]));
  return {
    react: library('react'),
    'react-dom': library('react-dom'),
    zustand: library('zustand'),
    // The data layer: one query cache per page, read by the shell and every remote.
    '@tanstack/react-query': library('@tanstack/react-query'),
    // The one axios instance must be one copy per page. The rest of `@site/shared` (types, rules,
    // pure helpers) is bundled into each app that uses it, so a remote may change it on its own.
    '@site/shared/api-client':
      role === 'host' ? { ...unchecked, version: versions.apiClient } : { singleton: true, version: versions.apiClient, requiredVersion: versions.apiClient },
    'shell/ui': ownModule(versions.shellUi, './src/expose/ui.ts'),
    'shell/router': ownModule(versions.shellRouter, './src/expose/router.ts'),
  };
}

/**
 * webpack calls the exported function with the CLI's arguments, so the build knows its mode. Every app
 * builds twice: for the browser (dist/) and for the server's renderer (dist/server/).
 */
export function createAppConfig(options: AppConfigOptions) {
  return (_env: unknown, argv: { mode?: Configuration['mode'] }): Configuration[] => [browserConfig(options, argv.mode), serverConfig(options, argv.mode)];
}

function browserConfig({ dir, federation, host, dependencies }: AppConfigOptions, mode: Configuration['mode']): Configuration {
  return {
    name: 'browser',
    mode,
    context: dir,
    entry: './src/index.ts',
    // Source maps in development only: a production build serves none to the public.
    devtool: mode === 'production' ? false : 'source-map',
    optimization: { minimizer: [swcMinifier()], ...(host ? { splitChunks: { cacheGroups: { libraries: startLibraries } } } : {}) },
    output: {
      path: path.join(dir, 'dist'),
      // The container entry cannot carry a content hash: remoteEntry.js, mf-manifest.json and
      // main.js are served no-cache, every other chunk is hashed and immutable.
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      publicPath: 'auto',
      uniqueName: federation.name,
      // dist/server/ is the server build's own (both builds run at once).
      clean: { keep: (asset: string) => asset.startsWith('server') },
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      // `source` makes @site/shared resolve to its TypeScript sources, compiled with the app.
      conditionNames: ['source', '...'],
      alias: { ...reactRouterProductionBuild(), ...(host ? runtimeProviderAsEsm() : {}) },
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          loader: 'ts-loader',
          // Types are checked by `npm run typecheck`; the build only transpiles.
          options: { transpileOnly: true, configFile: path.join(dir, 'tsconfig.json') },
        },
        // CSS is emitted as files and linked (the shell's in its HTML, a chunk's when the chunk loads),
        // not injected by a script after the JavaScript has run.
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
        { test: /\.(png|jpe?g|webp|svg|avif|gif)$/, type: 'asset' },
      ],
    },
    plugins: [
      // This build only ever runs in a page: code for the server's renderer (`typeof window === 'undefined'`)
      // is dropped from it instead of shipped and skipped.
      new DefinePlugin({ 'typeof window': JSON.stringify('object') }),
      new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css', chunkFilename: '[name].[contenthash:8].css' }),
      new ModuleFederationPlugin({
        ...federation,
        ...(host ? {} : { filename: 'remoteEntry.js' }),
        manifest: true,
        // Remotes are registered at run time, so there are no types to fetch; types come from `shared`.
        dts: false,
        shared: sharedModules(dependencies, host ? 'host' : 'remote'),
        // 'version-first' would fetch every registered remote to compare shared versions, so one
        // remote that is down would break all the others. The shell provides the singletons anyway.
        shareStrategy: 'loaded-first',
        // The federation runtime is loaded once per page: the shell's bundle carries it and each
        // remote's container uses that copy instead of its own.
        experiments: {
          // No manifest code: the browser registers each remote's remoteEntry.js
          // (shell/src/federation/remote-registry.ts); the server build reads the manifests itself.
          // A remote loads no remotes of its own, so its container leaves out the code for that.
          optimization: { target: 'web', disableSnapshot: true, disableRemote: !host },
          ...(host ? { provideExternalRuntime: true } : { externalRuntime: true }),
        },
      }),
      compiledOnLoad(),
      ...precompressed(),
      new BuildStamp(path.join(dir, 'dist', '.built')),
      ...(host
        ? [
            new HtmlWebpackPlugin({
              template: path.join(dir, host.htmlTemplate),
              // the page is served for every route, so its scripts are addressed from the root
              publicPath: '/',
              chunks: ['main'],
              // The template writes the tags itself: the entry's scripts preloaded, started by start.js.
              inject: false,
            }),
            new EmitFile(path.join(dir, host.startScript), 'start.js'),
          ]
        : []),
    ],
    ...quiet,
  };
}

/**
 * The libraries every page starts with, in one file: webpack would give each shared library (React,
 * React DOM, the router, the query cache, the store) a file of its own, and on a phone each file the
 * start-up adds to the page by script costs the main thread a few milliseconds more (ten were ~20 ms of
 * one task, ~80 ms at Lighthouse's 4× slowdown). A remote asking the shell's share scope for any of them
 * gets this file, which a page of the shell has always loaded already.
 */
const startLibraries = {
  test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@tanstack[\\/](query-core|react-query)|zustand)[\\/]/,
  name: 'libraries',
  chunks: 'async',
  enforce: true,
} as const;

/**
 * swc minifies instead of webpack's default, terser, with the options webpack gives terser: twice as fast
 * (the minifier was ~40 % of a front-end build, the shell's 27 s alone became 14 s) and the page's scripts
 * slightly smaller (the shell's, gzip, 233.1 KB instead of 233.9).
 */
function swcMinifier() {
  return new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, minimizerOptions: { compress: { passes: 2 }, mangle: true } });
}

/**
 * React Router's package exports name only its development build (its dev warnings and the developer
 * error screen switched on by a constant, not by NODE_ENV, so minifying keeps them); the production build
 * beside it is the same code with them off.
 */
function reactRouterProductionBuild(): Record<string, string> {
  const production = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist', 'production');
  return { 'react-router$': path.join(production, 'index.mjs'), 'react-router/dom$': path.join(production, 'dom-export.mjs') };
}

/**
 * `provideExternalRuntime` imports its plugin by the path `require.resolve` gives, the CommonJS build,
 * which pulls in the CommonJS copy of the federation runtime beside the ES module copy the bundler runtime
 * uses: the page then carried and evaluated the runtime twice (~90 KB of main.js). Pointed at the
 * plugin's ES module build, both use the one copy.
 */
function runtimeProviderAsEsm(): Record<string, string> {
  const commonJs = require.resolve('@module-federation/inject-external-runtime-core-plugin');
  return { [`${commonJs}$`]: commonJs.replace(/\.cjs$/, '.js') };
}

/**
 * V8's explicit compile hint (Chrome 136 and later; other browsers ignore the comment): every function in
 * the file is compiled at once, on the thread that streams the script in, instead of one at a time on the
 * main thread when it is first called. Starting a page calls most of what its chunks hold (React DOM
 * hydrating, the federation runtime, the route's components): on a course page at 4× slowdown this halved
 * the main thread's time in the shell's main.js and libraries. Added after minifying, which drops comments.
 */
function compiledOnLoad() {
  return new BannerPlugin({ banner: '//# allFunctionsCalledOnLoad', raw: true, test: /\.js$/, stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING });
}

/**
 * A .br and a .gz beside every text asset worth compressing, made once here at the densest settings; the
 * server sends the one the browser accepts as it is (never compressing a file per request).
 */
function precompressed() {
  const common = { test: /\.(js|css|html|json|svg)$/, threshold: 1024, minRatio: 0.8 };
  return [
    new CompressionPlugin<BrotliOptions>({
      ...common,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } },
    }),
    new CompressionPlugin({ ...common, filename: '[path][base].gz', algorithm: 'gzip', compressionOptions: { level: 9 } }),
  ];
}

/** Emits a file as it is, beside the bundles (a plain script the page loads before any bundle). */
class EmitFile {
  constructor(
    private readonly from: string,
    private readonly name: string,
  ) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('EmitFile', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'EmitFile', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.fileDependencies.add(this.from);
        compilation.emitAsset(this.name, new compiler.webpack.sources.RawSource(readFileSync(this.from, 'utf8')));
      });
    });
  }
}

/**
 * Writes dist/.built after every successful build. webpack leaves a file it would write unchanged as it
 * was (older than a source that changed only a comment), so `npm start` compares sources with this.
 */
class BuildStamp {
  constructor(private readonly file: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.done.tap('BuildStamp', (stats) => {
      if (stats.hasErrors()) return;
      mkdirSync(path.dirname(this.file), { recursive: true });
      writeFileSync(this.file, `${new Date().toISOString()}\n`);
    });
  }
}

const quiet = { performance: { hints: false }, stats: 'errors-warnings', infrastructureLogging: { level: 'warn' } } as const;

/**
 * The server's build. A remote's is a container the server fetches from the remote's own location at
 * run time (commonjs, run by @module-federation/node), so a remote redeployed alone is rendered in its
 * new version; its chunks are fetched next to its remoteEntry.js (an empty publicPath makes the node
 * runtime resolve them against the entry's URL). The shell's is the renderer the API server requires:
 * a host with the same shared singletons as in the browser. CSS is linked by the page, not emitted here.
 */
function serverConfig({ dir, federation, host, dependencies }: AppConfigOptions, mode: Configuration['mode']): Configuration {
  return {
    name: 'server',
    mode,
    context: dir,
    target: 'async-node',
    entry: host ? { index: './src/server/index.ts' } : {},
    devtool: false,
    output: {
      path: path.join(dir, 'dist', 'server'),
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      publicPath: '',
      uniqueName: federation.name,
      library: { type: host ? 'commonjs2' : 'commonjs-module' },
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'], conditionNames: ['source', '...'] },
    module: {
      rules: [
        { test: /\.tsx?$/, loader: 'ts-loader', options: { transpileOnly: true, configFile: path.join(dir, 'tsconfig.json') } },
        { test: /\.css$/, use: [{ loader: MiniCssExtractPlugin.loader, options: { emit: false } }, 'css-loader'] },
        { test: /\.(png|jpe?g|webp|svg|avif|gif)$/, type: 'asset' },
      ],
    },
    plugins: [
      new MiniCssExtractPlugin({ filename: '[name].css' }),
      new ModuleFederationPlugin({
        ...federation,
        ...(host ? {} : { filename: 'remoteEntry.js', library: { type: 'commonjs-module' } }),
        remoteType: 'script',
        manifest: false,
        dts: false,
        shared: sharedModules(dependencies, host ? 'host' : 'remote'),
        shareStrategy: 'loaded-first',
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin'), path.join(__dirname, 'server-runtime-plugin.ts')],
        experiments: { optimization: { target: 'node' } },
      }),
    ],
    // Readable stack traces in the server's log; the size of server code does not reach a visitor.
    optimization: { minimize: false },
    ...quiet,
  };
}
