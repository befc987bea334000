/**
 * Writes `docs/api-endpoints.md` from the contract (`npm run contract:docs`): one table per area with
 * each endpoint's method, path, auth, inputs and answer shape. `tests/server/contract-docs.test.ts`
 * fails when the committed file is stale, and checks that the prose pages (docs/api*.md) name only
 * endpoints the contract has.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import type { Endpoint } from './endpoint';
import { CONTRACT_MODULES, endpointsOf } from './index';

export const ENDPOINTS_DOC_PATH = fileURLToPath(
  new URL('../docs/api-endpoints.md', import.meta.url),
);

interface Schema {
  type?: string | readonly string[];
  properties?: Record<string, Schema>;
  required?: readonly string[];
  items?: Schema;
  anyOf?: readonly Schema[];
  enum?: readonly unknown[];
  const?: unknown;
  additionalProperties?: boolean | Schema;
}

/** A schema in one line: `{ id, name?, list: [{ … }] } | null`; `?` marks an optional field. */
export function describe(schema: Schema, depth = 0): string {
  if (schema.anyOf) return schema.anyOf.map((part) => describe(part, depth)).join(' \\| ');
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' \\| ');
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.properties) {
    if (depth >= 2) return '{…}';
    const required = new Set(schema.required ?? []);
    const fields = Object.entries(schema.properties).map(([name, sub]) => {
      const shape = sub.properties || sub.items || sub.anyOf ? `: ${describe(sub, depth + 1)}` : '';
      return `${name}${required.has(name) ? '' : '?'}${shape}`;
    });
    return `{ ${fields.join(', ')} }`;
  }
  if (schema.items) return `[${describe(schema.items, depth)}]`;
  if (typeof schema.additionalProperties === 'object')
    return `{ [key]: ${describe(schema.additionalProperties, depth + 1)} }`;
  return [schema.type ?? 'any'].flat().join(' \\| ');
}

const fieldsOf = (schema: unknown) => (schema ? describe(schema as Schema, 1) : '–');

function row(endpoint: Endpoint): string {
  const paths = [endpoint.path, ...(endpoint.aliases ?? [])]
    .map((path) => `\`${path}\``)
    .join('<br>');
  const answer = `${endpoint.raw ? '(raw) ' : ''}${describe(endpoint.response as Schema)}`;
  return `| ${endpoint.method} | ${paths} | ${endpoint.auth} | ${fieldsOf(endpoint.query ?? endpoint.params)} | ${fieldsOf(endpoint.body)} | ${answer} |`;
}

/** The Markdown of docs/api-endpoints.md. */
export function renderEndpointsDoc(): string {
  const sections = Object.entries(CONTRACT_MODULES).map(([area, module]) => {
    // By path: a module namespace lists its exports in an order that differs between runtimes.
    const rows = endpointsOf(module)
      .sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method))
      .map(row);
    return `## ${area}\n\n| Method | Path | Auth | Query / params | Body | Answer (\`value\`) |\n|---|---|---|---|---|---|\n${rows.join('\n')}\n`;
  });
  return `# API endpoints (generated from \`contract/\`)

Written by \`npm run contract:docs\`; do not edit. Each row is one endpoint of the contract: the server
registers it from there and the site calls it by name (docs/architecture.md, "Contract"). \`?\` marks an
optional field; auth is \`public\`, \`optional\` (a live session is read when sent) or \`session\`. What the
fields mean, and the errors, are in [api.md](api.md), [api-member.md](api-member.md) and
[api-agent.md](api-agent.md).

${sections.join('\n')}`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(ENDPOINTS_DOC_PATH, renderEndpointsDoc());
  console.log(`Wrote ${ENDPOINTS_DOC_PATH}`);
}
