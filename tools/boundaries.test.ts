// Proves that the architecture rules in eslint.config.js fail on wrong-way imports: each
// case lints a small virtual file placed inside a package, exactly as `npm test` would.
import { ESLint } from 'eslint';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
let eslint: ESLint;

beforeAll(() => {
  // @nx/enforce-module-boundaries skips itself without a cached project graph: make one.
  execFileSync(process.execPath, [`${root}node_modules/nx/dist/bin/nx.js`, 'show', 'projects'], {
    cwd: root,
    stdio: 'ignore',
    env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
  });
  eslint = new ESLint({ cwd: root });
});

const lint = async (filePath: string, code: string): Promise<string[]> => {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return (result?.messages ?? []).filter((m) => m.severity === 2).map((m) => m.ruleId ?? 'fatal');
};

describe('architecture boundaries', () => {
  it.each([
    ['react', "import { useState } from 'react';\nexport const x = useState;\n"],
    ['firebase', "import { getFirestore } from 'firebase/firestore';\nexport const x = getFirestore;\n"],
    ['inversify', "import { Container } from 'inversify';\nexport const x = new Container();\n"],
    ['a node built-in', "import { readFileSync } from 'node:fs';\nexport const x = readFileSync;\n"],
  ])('the domain may not import %s', async (_name, code) => {
    expect(await lint('packages/domain/src/boundary-probe.ts', code)).toContain('no-restricted-imports');
  });

  it('the domain may not import another package of the repository', async () => {
    const rules = await lint(
      'packages/domain/src/boundary-probe.ts',
      "import { InMemoryUserRepository } from '@estudio/adapters';\nexport const x = InMemoryUserRepository;\n",
    );
    expect(rules).toContain('@nx/enforce-module-boundaries');
  });

  it('the domain may not reach into another package by a relative path', async () => {
    const rules = await lint(
      'packages/domain/src/boundary-probe.ts',
      "import { x } from '../../adapters/src/index.js';\nexport const y = x;\n",
    );
    expect(rules).toContain('@nx/enforce-module-boundaries');
  });

  it.each([
    [
      'its main entry re-exports the testing entry',
      'index-probe.ts',
      "export { createTwins } from './testing/index.js';\n",
    ],
    [
      'a use case imports a twin',
      'use-cases/boundary-probe.ts',
      "import { FixedClock } from '../testing/fixed-clock.js';\nexport const c = new FixedClock();\n",
    ],
    [
      "a rule imports the tests' support",
      'requirements/boundary-probe.ts',
      "import { x } from '../test-support/command-doubles.js';\nexport const y = x;\n",
    ],
  ])('the domain refuses it when %s (only tests reach the twins)', async (_case, file, code) => {
    expect(await lint(`packages/domain/src/${file}`, code)).toContain('no-restricted-imports');
  });

  it.each([
    ['a use case test', 'use-cases/boundary-probe.test.ts', '../testing/index.js'],
    ['a test kit', 'use-cases/boundary-probe.test-kit.ts', '../testing/index.js'],
    ['the testing entry itself', 'testing/boundary-probe.ts', './twins.js'],
  ])('%s may import the testing entry', async (_case, file, target) => {
    const code = `import { createTwins } from '${target}';\nexport const y = createTwins;\n`;
    expect(await lint(`packages/domain/src/${file}`, code)).toEqual([]);
  });

  it('the adapters may import the testing entry (their contract suites run the twins)', async () => {
    const code = "import { createTwins } from '@estudio/domain/testing';\nexport const y = createTwins;\n";
    expect(await lint('packages/adapters/src/memory/boundary-probe.ts', code)).toEqual([]);
  });

  it.each([
    ['Date.now()', 'export const t = Date.now();\n', 'no-restricted-properties'],
    ['Math.random()', 'export const r = Math.random();\n', 'no-restricted-properties'],
    ['new Date()', 'export const d = new Date();\n', 'no-restricted-syntax'],
    ['fetch', "export const f = () => fetch('http://127.0.0.1');\n", 'no-restricted-globals'],
  ])('the domain may not use %s', async (_name, code, rule) => {
    expect(await lint('packages/domain/src/boundary-probe.ts', code)).toContain(rule);
  });

  it.each([
    ['a feature imports the shell', 'screens/carousel/probe.ts', '../../app/routes.js'],
    ['a feature imports another feature', 'screens/carousel/probe.ts', '../video/video-screen.js'],
    ['a feature part imports another feature', 'screens/carousel/api/probe.ts', '../../blog/api/blog-queries.js'],
    ['shared/ imports a feature', 'shared/probe.ts', '../screens/video/video-screen.js'],
    ['shared/ imports the shell', 'shared/probe.ts', '../app/routes.js'],
  ])('the web app refuses it when %s', async (_case, file, target) => {
    const code = `import { x } from '${target}';\nexport const y = x;\n`;
    expect(await lint(`packages/web/src/${file}`, code)).toContain('estudio/web-layers');
  });

  it('a feature may import its own folder, shared/ and the packages', async () => {
    const code =
      "import { a } from './guide-card.js';\nimport { b } from '../../shared/session.js';\n" +
      "import { c } from '@estudio/ui';\nexport const y = [a, b, c];\n";
    expect(await lint('packages/web/src/screens/carousel/probe.ts', code)).not.toContain('estudio/web-layers');
  });

  it('the design system may not import adapters', async () => {
    const rules = await lint(
      'packages/ui/src/boundary-probe.ts',
      "import { InMemoryUserRepository } from '@estudio/adapters';\nexport const x = InMemoryUserRepository;\n",
    );
    expect(rules).toEqual(expect.arrayContaining(['no-restricted-imports', '@nx/enforce-module-boundaries']));
  });

  it.each([['@estudio/ui'], ['@estudio/web']])('adapters may not import %s', async (target) => {
    const rules = await lint(
      'packages/adapters/src/boundary-probe.ts',
      `import { x } from '${target}';\nexport const y = x;\n`,
    );
    expect(rules).toEqual(expect.arrayContaining(['no-restricted-imports', '@nx/enforce-module-boundaries']));
  });

  it('adapters may not build an inversify container', async () => {
    const rules = await lint(
      'packages/adapters/src/boundary-probe.ts',
      "import { Container } from 'inversify';\nexport const c = new Container();\n",
    );
    expect(rules).toContain('no-restricted-imports');
  });

  it('the shared wiring of the composition roots may build one', async () => {
    const rules = await lint(
      'packages/adapters/src/wiring/boundary-probe.ts',
      "import { Container } from 'inversify';\nexport const c = new Container();\n",
    );
    expect(rules).toEqual([]);
  });

  it('composition roots may build a container and import every layer', async () => {
    const rules = await lint(
      'packages/cli/src/boundary-probe.ts',
      [
        "import { Container } from 'inversify';",
        "import { Messages } from '@estudio/domain/shared';",
        "import { InMemoryUserRepository } from '@estudio/adapters';",
        'export const c = [new Container(), Messages, InMemoryUserRepository];',
        '',
      ].join('\n'),
    );
    expect(rules).toEqual([]);
  });

  it('pure domain code passes', async () => {
    const rules = await lint(
      'packages/domain/src/boundary-probe.ts',
      "import { Messages } from './messages.js';\nexport const m = (at: Date): string => `${Messages.success.planningSaved} ${at.getTime()}`;\n",
    );
    expect(rules).toEqual([]);
  });
});
