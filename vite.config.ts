import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { type NamespacedUnregister, register } from 'tsx/esm/api';
import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

const api = { target: 'http://localhost:3000', changeOrigin: false };

/** The modules that open the app's own files (see the code-splitting groups), named once for the groups and preloads. */
const START = '/src/web/app/start.tsx';
const LOGIN_PAGE = '/src/web/features/accounts/LoginPage.tsx';
const AFTER_LOGIN_FRAME = '/src/web/app/layouts/AfterLoginLayout.tsx';
const SERVER_DATA = '/src/web/platform/queryClient.ts';
const isModule = (path: string) => (id: string) => id.endsWith(path);
/**
 * What the pages a visitor may open signed out share with the after-login frame. Left to the frame's group, each
 * would make such a page load the whole frame (about 65 KB); e2e/quality.spec.ts fails naming the page that does.
 */
const SHARED_WITH_PUBLIC_PAGES = [
  '/src/web/components/icons.tsx',
  '/src/web/platform/siteSettings.ts',
  '/src/web/features/help/helpApi.ts',
  '/src/core/rules/helpVideoLookup.ts',
  // /manuals opens a manual in the app's viewers (issue 37).
  '/src/web/features/files/fileLinks.ts',
  '/src/core/rules/officeDocument.ts',
  '/@mantine/core/esm/core/',
  '/@mantine/core/esm/components/Badge/',
  '/@mantine/core/styles/Badge.css',
  '/@mantine/core/esm/components/List/',
];

/**
 * What a page's first reads (app/pageReads.ts) share with the after-login frame. Left to the frame's group, the
 * reads would wait for the whole frame to arrive before they could start (issue 40).
 */
const SHARED_WITH_FIRST_READS = [
  // /mail's reads and the frame's unread badge.
  '/src/core/contracts/mail.ts',
];

/**
 * Issue 13: the chunks the entry imports later (the app's start, evaluated in a task after React DOM's) and the
 * chunk of the first page a visitor meets are requested with the entry, by modulepreload links in index.html, and
 * their styles by stylesheet links, instead of once the entry has run and asks for them. Other pages pay a few KB
 * fetched in parallel (and cached) for the sign-in page.
 */
function preloadWithEntry(modules: string[]): Plugin {
  return {
    name: 'preload-with-entry',
    apply: 'build',
    transformIndexHtml(_html, { bundle, chunk: entry }) {
      if (!bundle || !entry) return;
      const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
      const withImports = (root: string, found = new Set<string>()) => {
        found.add(root);
        for (const file of bundle[root]?.type === 'chunk' ? bundle[root].imports : [])
          if (!found.has(file)) withImports(file, found);
        return found;
      };
      const loaded = withImports(entry.fileName);
      const wanted = new Set<string>();
      for (const module of modules) {
        const chunk = chunks.find((candidate) => candidate.moduleIds.some(isModule(module)));
        if (!chunk) throw new Error(`No chunk of ${module} to preload`);
        for (const file of withImports(chunk.fileName)) if (!loaded.has(file)) wanted.add(file);
      }
      const styles = [...wanted].flatMap((file) => {
        const chunk = bundle[file];
        return chunk?.type === 'chunk' ? [...(chunk.viteMetadata?.importedCss ?? [])] : [];
      });
      return [
        ...[...wanted].map((file) => ({ rel: 'modulepreload', crossorigin: true, href: `/${file}` })),
        ...styles.map((file) => ({ rel: 'stylesheet', crossorigin: true, href: `/${file}` })),
      ].map((attrs) => ({ tag: 'link', attrs, injectTo: 'head' as const }));
    },
  };
}

/**
 * React Router's package exports only its development build, which differs from its production build only in turning
 * on warnings for developers (remix-run/react-router#12532). The app's build takes the production one: 0.5 KB less
 * on every first page and no development warnings in a visitor's console (issue 13).
 */
function reactRouterProductionBuild(): Plugin {
  return {
    name: 'react-router-production-build',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== 'react-router') return;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved?.id.includes('/react-router/dist/development/'))
        throw new Error(
          `React Router now resolves to ${resolved?.id}: remove reactRouterProductionBuild from vite.config.ts`,
        );
      return { ...resolved, id: resolved.id.replace('/dist/development/', '/dist/production/') };
    },
  };
}

const isContract = (value: object): value is { method: string; path: string; body?: unknown } =>
  'method' in value && 'path' in value && 'access' in value;

/** A contract module's exports with each contract reduced to its method, path and whether it takes a body. */
function withoutSchemas(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return typeof value === 'function' ? undefined : value;
  if (Array.isArray(value)) return value.map(withoutSchemas);
  if (isContract(value))
    return { method: value.method, path: value.path, body: value.body ? true : undefined };
  // A schema (or anything else that is not plain data) is left out: a page that imported one would fail the build.
  if (Object.getPrototypeOf(value) !== Object.prototype) return undefined;
  return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, withoutSchemas(entry)]));
}

/**
 * Issue 13: the web reads a contract (core/contracts) only for its method, its path and whether it takes a body
 * (web/api/call.ts). Built with its zod schemas, every page that calls the API loaded zod and built hundreds of
 * schemas as it started, a long task on a phone; the build evaluates each contract module once, in Node, and gives
 * the web its contracts as plain data. Forms that validate import their schemas from core/schemas.
 */
function contractsWithoutSchemas(): Plugin {
  const contractModule = /\/src\/core\/contracts\/(?!contract\.ts$|access\.ts$)[A-Za-z]+\.ts$/;
  let loader: NamespacedUnregister | undefined;
  return {
    name: 'contracts-without-schemas',
    apply: 'build',
    async load(id) {
      if (!contractModule.test(id)) return;
      loader ??= register({ namespace: 'contracts-without-schemas' });
      const exports: Record<string, unknown> = await loader.import(pathToFileURL(id).href, import.meta.url);
      return Object.entries(exports)
        .map(([name, value]) => [name, withoutSchemas(value)] as const)
        .filter(([, value]) => value !== undefined)
        .map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};`)
        .join('\n');
    },
    async closeBundle() {
      await loader?.unregister();
      loader = undefined;
    },
  };
}

export default defineConfig({
  root: 'src/web',
  plugins: [
    react(),
    reactRouterProductionBuild(),
    contractsWithoutSchemas(),
    preloadWithEntry([START, LOGIN_PAGE]),
    // Every text asset also as .br and .gz, which the server hands to browsers that accept them (issue 13).
    compression({
      include: /\.(m?js|css|html|svg|json|txt|webmanifest)$/,
      threshold: 1024,
      skipIfLargerOrEqual: true,
      algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
    }),
  ],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      onwarn(warning, warn) {
        // janus.js's UMD wrapper names `module` behind a typeof check that is false in a browser: harmless.
        if (warning.code === 'COMMONJS_VARIABLE_IN_ESM' && warning.id?.includes('janus-gateway')) return;
        warn(warning);
      },
      output: {
        // Issue 13: rolldown makes a chunk of each set of modules some pages share, and a signed-in page fetched
        // about a hundred of them, each costing the phone's main thread about a millisecond to request. Each group
        // is one file with everything it imports that a group before it has not taken: the entry (React DOM); the
        // app's start (router, theme), evaluated in a task of its own; the sign-in page, which every signed-in person
        // has just loaded; the server-data cache (TanStack Query), which every page but the sign-in page reads
        // through; what the public pages and the pages' first reads share with the frame; and the after-login
        // frame, which every signed-in page draws.
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'], priority: 5 },
            { name: 'start', test: isModule(START), priority: 4 },
            { name: 'login', test: isModule(LOGIN_PAGE), priority: 3 },
            {
              name: 'serverData',
              test: (id) => isModule(SERVER_DATA)(id) || id.includes('/node_modules/@tanstack/'),
              priority: 2,
            },
            {
              name: 'shared',
              test: (id) =>
                [...SHARED_WITH_PUBLIC_PAGES, ...SHARED_WITH_FIRST_READS].some((path) => id.includes(path)),
              priority: 1,
            },
            { name: 'frame', test: isModule(AFTER_LOGIN_FRAME), priority: 0 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': api, '/user': api, '/healthz': api, '/socket.io': { ...api, ws: true } },
  },
});
