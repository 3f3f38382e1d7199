// Lint for the whole monorepo. Beyond style, it holds the architecture: which package may
// import which (Nx tags), what the pure domain may never touch, and where a dependency
// injection container may be built. tools/boundaries.test.ts proves these rules bite.
import nx from '@nx/eslint-plugin';
import prettierConfig from 'eslint-config-prettier/flat';
import path from 'node:path';
import tseslint from 'typescript-eslint';

/** Everything that would make the domain impure or tie it to a framework. */
const FRAMEWORK_IMPORTS = [
  'react',
  'react-dom',
  'react-router-dom',
  'firebase',
  'firebase-admin',
  'inversify',
  'reflect-metadata',
  'commander',
  'msw',
  'axios',
];
const FRAMEWORK_PATTERNS = [
  'react/*',
  'react-dom/*',
  'firebase/*',
  'firebase-admin/*',
  '@firebase/*',
  '@chakra-ui/*',
  '@emotion/*',
  'node:*',
];
const NODE_BUILTINS = [
  'fs',
  'path',
  'os',
  'crypto',
  'http',
  'https',
  'net',
  'url',
  'util',
  'events',
  'stream',
  'buffer',
  'child_process',
  'worker_threads',
  'timers',
  'process',
];

const domainPurity = {
  'no-restricted-imports': [
    'error',
    {
      paths: [...FRAMEWORK_IMPORTS, ...NODE_BUILTINS].map((name) => ({
        name,
        message: 'The domain is pure TypeScript: reach the outside world through a port.',
      })),
      patterns: [
        {
          group: FRAMEWORK_PATTERNS,
          message: 'The domain is pure TypeScript: reach the outside world through a port.',
        },
        {
          group: ['@estudio/*'],
          message: 'The domain imports no other package of this repository.',
        },
      ],
    },
  ],
  'no-restricted-globals': [
    'error',
    ...[
      'fetch',
      'XMLHttpRequest',
      'window',
      'document',
      'localStorage',
      'sessionStorage',
      'navigator',
      'process',
      'require',
      'setTimeout',
      'setInterval',
      'crypto',
      'Buffer',
    ].map((name) => ({ name, message: `${name} is I/O or ambient state: inject it through a port.` })),
  ],
  'no-restricted-properties': [
    'error',
    { object: 'Date', property: 'now', message: 'Use the Clock port.' },
    { object: 'Math', property: 'random', message: 'Pass randomness in (IdGenerator or a parameter).' },
    { object: 'globalThis', property: 'fetch', message: 'HTTP belongs in an adapter.' },
  ],
  'no-restricted-syntax': [
    'error',
    {
      selector: "NewExpression[callee.name='Date'][arguments.length=0]",
      message: 'new Date() reads the wall clock: use the Clock port.',
    },
  ],
};

/**
 * The domain's testing entry (@estudio/domain/testing: the twins, the use cases built over
 * them) and its tests' support serve tests only: no source the main entry reaches may
 * import them, so no production bundle holds a twin. Tests, test kits and those folders
 * themselves may.
 */
const DOMAIN_TEST_ONLY = ['packages/domain/src/testing/**', 'packages/domain/src/test-support/**'];
const domainTestOnlyImports = {
  group: ['**/testing', '**/testing/*', '**/test-support/*', '@estudio/domain/testing'],
  message: "Only tests import the testing entry and the tests' support: production code never holds a twin.",
};
const [, domainImports] = domainPurity['no-restricted-imports'];

/** inversify is for composition roots only (web, cli, functions). */
const noContainer = {
  group: ['inversify', 'inversify/*', 'reflect-metadata'],
  message: 'Only the composition roots (web, cli, functions) build a container.',
};

/**
 * The web app's layers (packages/web/src): `app/` is the shell (routes, providers, layout),
 * `shared/` what every screen uses (session, services, query keys, dialogs), and each
 * `screens/<feature>/` one feature. A feature imports its own folder, `shared/` and the
 * packages, never the shell or another feature; `shared/` imports neither.
 */
const WEB_SRC = `${import.meta.dirname}/packages/web/src/`;
const webLayerOf = (file) => {
  if (!file.startsWith(WEB_SRC)) return null;
  const [top, feature, ...rest] = file.slice(WEB_SRC.length).split('/');
  if (top === 'screens' && rest.length > 0) return `screens/${feature}`;
  return top ?? null;
};
const webLayers = {
  meta: {
    type: 'problem',
    messages: {
      featureToShell: 'A feature never imports the shell (app/): what screens share lives in shared/.',
      featureToFeature: 'A feature never imports another feature ({{target}}): move what both need to shared/.',
      sharedUpward: 'shared/ never imports the shell or a feature ({{target}}).',
    },
    schema: [],
  },
  create(context) {
    const from = webLayerOf(context.filename);
    if (from === null || !(from === 'shared' || from.startsWith('screens/'))) return {};
    const check = (node) => {
      const source = node.source;
      if (source?.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = webLayerOf(path.resolve(path.dirname(context.filename), source.value));
      if (target === null || target === from) return;
      if (from === 'shared' && (target === 'app' || target.startsWith('screens/'))) {
        context.report({ node: source, messageId: 'sharedUpward', data: { target } });
      } else if (from.startsWith('screens/') && target === 'app') {
        context.report({ node: source, messageId: 'featureToShell' });
      } else if (from.startsWith('screens/') && target.startsWith('screens/')) {
        context.report({ node: source, messageId: 'featureToFeature', data: { target } });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default [
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      // Each emulator stack's functions and the bench's builds (packages/functions/build.mjs).
      '**/dist-stacks/**',
      '**/dist-bench/**',
      '**/coverage/**',
      '**/storybook-static/**',
      '.nx/**',
      'tools/fixtures/**',
    ],
  },
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  {
    files: ['**/*.ts', '**/*.tsx'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          depConstraints: [
            { sourceTag: 'type:domain', onlyDependOnLibsWithTags: [] },
            { sourceTag: 'type:adapters', onlyDependOnLibsWithTags: ['type:domain'] },
            { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:domain'] },
            {
              sourceTag: 'type:app',
              onlyDependOnLibsWithTags: ['type:domain', 'type:adapters', 'type:ui'],
            },
            { sourceTag: 'type:tools', onlyDependOnLibsWithTags: ['type:domain'] },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: domainPurity,
  },
  {
    files: ['packages/domain/src/**/*.ts'],
    ignores: ['packages/domain/src/**/*.test.ts', 'packages/domain/src/**/*.test-kit.ts', ...DOMAIN_TEST_ONLY],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: domainImports.paths, patterns: [...domainImports.patterns, domainTestOnlyImports] },
      ],
    },
  },
  {
    // The Node scripts beside the domain, not part of it: they read their own path
    // (process.argv, node:fs, node:url) to know whether they were started directly. Timers need no exemption
    // (performance is not banned); Date.now, new Date() and Math.random stay banned so its
    // data is deterministic, and so do frameworks and other packages.
    files: ['packages/domain/bench/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: FRAMEWORK_IMPORTS.map((name) => ({ name, message: 'A domain benchmark uses no framework.' })),
          patterns: [
            {
              group: FRAMEWORK_PATTERNS.filter((p) => p !== 'node:*'),
              message: 'A domain benchmark uses no framework.',
            },
            { group: ['@estudio/*'], message: 'The domain imports no other package of this repository.' },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...domainPurity['no-restricted-globals'].slice(1).filter((entry) => entry.name !== 'process'),
      ],
    },
  },
  {
    files: ['packages/adapters/**/*.ts', 'packages/ui/**/*.ts', 'packages/ui/**/*.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noContainer,
            {
              group: ['@estudio/web', '@estudio/cli', '@estudio/functions'],
              message: 'Libraries never import the applications.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/ui/**/*.ts', 'packages/ui/**/*.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noContainer,
            {
              group: ['@estudio/adapters', '@estudio/web', '@estudio/cli', '@estudio/functions'],
              message: 'The design system knows neither adapters nor applications.',
            },
            {
              group: ['firebase', 'firebase/*', 'firebase-admin', '@firebase/*'],
              message: 'The design system knows nothing of Firebase.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/adapters/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noContainer,
            {
              group: ['@estudio/ui', '@estudio/web', '@estudio/cli', '@estudio/functions'],
              message: 'Adapters never import the design system or the applications.',
            },
            {
              group: ['react', 'react-dom', '@chakra-ui/*'],
              message: 'Adapters have no user interface.',
            },
          ],
        },
      ],
    },
  },
  {
    // The one wiring module the composition roots share (@estudio/adapters/wiring): it may
    // build a container; the rest of the adapters may not.
    files: ['packages/adapters/src/wiring.ts', 'packages/adapters/src/wiring/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@estudio/ui', '@estudio/web', '@estudio/cli', '@estudio/functions'],
              message: 'Adapters never import the design system or the applications.',
            },
            {
              group: ['react', 'react-dom', '@chakra-ui/*'],
              message: 'Adapters have no user interface.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/web/src/**/*.ts', 'packages/web/src/**/*.tsx'],
    plugins: { estudio: { rules: { 'web-layers': webLayers } } },
    rules: { 'estudio/web-layers': 'error' },
  },
  ...tseslint.configs.recommended.map((config) => ({ ...config, files: ['**/*.ts', '**/*.tsx'] })),
  {
    // With noUncheckedIndexedAccess, tests state what they just arranged with `!`.
    files: ['**/*.test.ts', '**/*.test.tsx', '**/test-support/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  // Last, so it wins: layout is Prettier's (npm run format), lint keeps to meaning.
  prettierConfig,
];
