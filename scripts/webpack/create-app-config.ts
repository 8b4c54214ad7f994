// One webpack configuration for every front-end app; each app passes its federation settings.
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import type { Configuration } from 'webpack';
import sharedPackage from '../../shared/package.json';

type FederationOptions = ConstructorParameters<typeof ModuleFederationPlugin>[0];

export interface AppConfigOptions {
  /** The app's folder (its __dirname). */
  dir: string;
  federation: Pick<FederationOptions, 'name' | 'exposes' | 'remotes'>;
  /** Only the shell has an HTML page of its own. */
  htmlTemplate?: string;
  /** The app's package.json dependencies, for requiredVersion of the shared singletons. */
  dependencies: Record<string, string>;
}

function singleton(version: string | undefined) {
  return { singleton: true, requiredVersion: version ?? false } as const;
}

export function sharedSingletons(dependencies: Record<string, string>) {
  return {
    react: singleton(dependencies['react']),
    'react-dom': singleton(dependencies['react-dom']),
    'react-router-dom': singleton(dependencies['react-router-dom']),
    zustand: singleton(dependencies['zustand']),
    // The shared workspace holds the one axios instance and its request cache: one copy per page.
    '@site/shared': singleton(sharedPackage.version),
    '@site/shared/api-client': singleton(sharedPackage.version),
  };
}

/** webpack calls the exported function with the CLI's arguments, so the build knows its mode. */
export function createAppConfig({ dir, federation, htmlTemplate, dependencies }: AppConfigOptions) {
  return (_env: unknown, argv: { mode?: Configuration['mode'] }): Configuration => ({
    context: dir,
    entry: './src/index.ts',
    // Source maps in development only: a production build serves none to the public.
    devtool: argv.mode === 'production' ? false : 'source-map',
    output: {
      path: path.join(dir, 'dist'),
      // The container entry cannot carry a content hash: remoteEntry.js, mf-manifest.json and
      // main.js are served no-cache, every other chunk is hashed and immutable.
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      publicPath: 'auto',
      uniqueName: federation.name,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      // `source` makes @site/shared resolve to its TypeScript sources, compiled with the app.
      conditionNames: ['source', '...'],
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
      new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css', chunkFilename: '[name].[contenthash:8].css' }),
      new ModuleFederationPlugin({
        ...federation,
        filename: 'remoteEntry.js',
        manifest: true,
        // Remotes are registered at run time, so there are no types to fetch; types come from `shared`.
        dts: false,
        shared: sharedSingletons(dependencies),
        // 'version-first' would fetch every registered remote to compare shared versions, so one
        // remote that is down would break all the others. The shell provides the singletons anyway.
        shareStrategy: 'loaded-first',
        experiments: { optimization: { target: 'web' } },
      }),
      ...(htmlTemplate
        ? [new HtmlWebpackPlugin({
            template: path.join(dir, htmlTemplate),
            // the page is served for every route, so its scripts are addressed from the root
            publicPath: '/',
            chunks: ['main'],
            inject: 'body',
            scriptLoading: 'defer',
          })]
        : []),
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  });
}
