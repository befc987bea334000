import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { validateTenant } from '../../schema/validate';
import { DEMO_CODES, makeProject, REPO, runWl } from './helpers';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const demoTenants = DEMO_CODES.map(
  (code) =>
    JSON.parse(readFileSync(path.join(REPO, 'tenants', code, 'tenant.json'), 'utf8')) as Json,
);

/** Every JSON pointer inside `value`, as path segments ([] is the whole document). */
function pathsOf(value: Json, at: string[] = []): string[][] {
  const children =
    value !== null && typeof value === 'object'
      ? Object.entries(value).flatMap(([key, item]) => pathsOf(item, [...at, key]))
      : [];
  return [at, ...children];
}

function replaceAt(document: Json, segments: string[], value: Json | undefined): Json | undefined {
  if (!segments.length) return value;
  const copy = structuredClone(document) as Record<string, Json>;
  let parent = copy;
  for (const segment of segments.slice(0, -1)) parent = parent[segment] as Record<string, Json>;
  const last = segments[segments.length - 1]!;
  if (value === undefined) delete parent[last];
  else parent[last] = value;
  return copy;
}

const hostileJson: fc.Arbitrary<Json | undefined> = fc.oneof(
  fc.constantFrom<Json | undefined>(undefined, null, [], {}, 0, -1, 1e308, '', true, [null]),
  fc.constantFrom<Json>('javascript:alert(1)', 'x'.repeat(5000), { constructor: 1 }, [[[[[]]]]]),
  fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<Json>,
);

/** A demo tenant with one value replaced (or removed), anywhere from the root down. */
const mutatedValue = fc
  .constantFrom(...demoTenants)
  .chain((tenant) =>
    fc.tuple(fc.constantFrom(...pathsOf(tenant)), hostileJson, fc.constant(tenant)),
  )
  .map(([segments, value, tenant]) => replaceAt(tenant, segments, value));

/** Mostly one mutated value; sometimes a whole file that is not a tenant object at all. */
const mutatedTenant = fc.oneof(
  { arbitrary: mutatedValue, weight: 9 },
  { arbitrary: hostileJson.map((value) => value ?? null), weight: 1 },
);

const FILE = 'tenants/fuzzed/tenant.json';
const POINTER = /^(\/([^~/]|~[01])*)*$/;

describe('wl validate on mutated tenant files', () => {
  it('answers valid or a list of problems naming the file and a JSON pointer, never a throw', () => {
    let invalid = 0;
    fc.assert(
      fc.property(mutatedTenant, (document) => {
        const result = validateTenant(document, FILE);
        if (result.ok) return;
        invalid += 1;
        expect(result.problems.length).toBeGreaterThan(0);
        for (const problem of result.problems) {
          expect(problem.file).toBe(FILE);
          expect(problem.pointer).toMatch(POINTER);
          expect(problem.message).toEqual(expect.any(String));
          expect(problem.message.length).toBeGreaterThan(0);
        }
      }),
      { seed: 5_2026, numRuns: 400 },
    );
    expect(invalid).toBeGreaterThan(100);
  });

  it('reports a file that is not an object like any other invalid file', () => {
    for (const [document, kind] of [
      [null, 'null'],
      [[], 'an array'],
      [42, 'a number'],
      ['tenant', 'a string'],
    ] as const) {
      expect(validateTenant(document, FILE)).toEqual({
        ok: false,
        problems: [
          {
            file: FILE,
            pointer: '',
            message: `must be a JSON object of tenant settings, not ${kind}`,
            hint: 'start from cli/templates/tenant/tenant.json, or scaffold one with wl new <code>',
          },
        ],
      });
    }
  });

  it('exits 1 with a readable line, not a stack trace, for null and array files', async () => {
    const project = makeProject(['lucky7']);
    try {
      for (const text of ['null', '[1, 2]']) {
        const file = path.join(project.root, 'tenants', 'lucky7', 'tenant.json');
        writeFileSync(file, text);
        const run = await runWl(['validate', 'lucky7'], project.root);
        expect(run.code, text).toBe(1);
        expect(run.stderr).toContain('tenants/lucky7/tenant.json: must be a JSON object');
        expect(run.stderr).not.toMatch(/TypeError|\n\s+at /);
      }
    } finally {
      project.cleanup();
    }
  });
});
