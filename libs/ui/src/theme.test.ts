import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defaultSystem } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { system } from './theme';

const root = path.resolve(import.meta.dirname, '../../..');
const chakraEsm = path.join(path.dirname(createRequire(import.meta.url).resolve('@chakra-ui/react')), '../esm');
const SOURCES = ['apps/portal/src', 'apps/bigscreen/src', 'libs/ui/src'];

/** The source files (.ts, .tsx) under a folder, tests included: a test renders what it imports. */
function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The names the apps import from '@chakra-ui/react' (`import { A, type B, C as D } from ...`). */
function importedNames(): Set<string> {
  const names = new Set<string>();
  for (const file of SOURCES.flatMap((dir) => sourceFiles(path.join(root, dir)))) {
    for (const [, list] of fs.readFileSync(file, 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g)) {
      for (const part of list!.split(',').map((p) => p.trim())) {
        const name = part.split(/\s+as\s+/)[0];
        if (name && !part.startsWith('type ')) names.add(name);
      }
    }
  }
  return names;
}

/**
 * Chakra's module of each name its entry exports (`export { A } from './x.js'`, `export { namespace$n as A }`),
 * or null for a name it passes on from another package (Ark UI's Portal: no recipe of Chakra's).
 */
function exportModules(): Map<string, string | null> {
  const index = fs.readFileSync(path.join(chakraEsm, 'index.js'), 'utf8');
  const namespaces = new Map([...index.matchAll(/import \* as (\S+) from '(\.[^']+)'/g)].map(([, local, from]) => [local!, from!]));
  const modules = new Map<string, string | null>();
  for (const [, list, from] of index.matchAll(/export \{([^}]*)\}(?: from '([^']+)')?/g)) {
    for (const part of list!.split(',')) {
      const [local = '', exported = local] = part.trim().split(/\s+as\s+/);
      const file = from ?? namespaces.get(local);
      if (file) modules.set(exported, file.startsWith('.') ? path.join(chakraEsm, file) : null);
    }
  }
  return modules;
}

/** The recipe keys a Chakra module and the Chakra modules it imports ask for (`createRecipeContext({ key: "x" })`). */
function recipeKeys(file: string, seen = new Set<string>()): Set<string> {
  const keys = new Set<string>();
  if (seen.has(file)) return keys;
  seen.add(file);
  const text = fs.readFileSync(file, 'utf8');
  for (const [, key] of text.matchAll(/(?:createRecipeContext|createSlotRecipeContext|useRecipe|useSlotRecipe)\(\{\s*key:\s*"([^"]+)"/g)) keys.add(key!);
  for (const [, from] of text.matchAll(/from '(\.[^']+)'/g)) for (const key of recipeKeys(path.join(path.dirname(file), from!), seen)) keys.add(key);
  return keys;
}

describe('the Chakra system (libs/ui/src/theme.ts)', () => {
  it('has the recipe of every Chakra component the apps import, and of the components those render', () => {
    const modules = exportModules();
    const names = [...importedNames()];
    // the scan works: the apps use these, and each resolves to Chakra's module
    expect(names).toEqual(expect.arrayContaining(['Button', 'Dialog', 'Field', 'NativeSelect', 'Table']));
    // keys Chakra's own theme has no recipe for either (Text, Pagination) are styled by props alone
    const styledByChakra = (key: string) => defaultSystem.isRecipe(key) || defaultSystem.isSlotRecipe(key);
    const missing: string[] = [];
    for (const name of names) {
      expect(modules.has(name), `${name} is exported by @chakra-ui/react`).toBe(true);
      const file = modules.get(name);
      if (file) for (const key of recipeKeys(file)) if (styledByChakra(key) && !system.isRecipe(key) && !system.isSlotRecipe(key)) missing.push(`${name}: ${key}`);
    }
    expect(missing).toEqual([]);
  });

  it('keeps the recipes the apps do not use out of the system', () => {
    expect(system.isSlotRecipe('colorPicker')).toBe(false);
    expect(system.isSlotRecipe('dialog')).toBe(true);
  });
});
