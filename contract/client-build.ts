import path from 'node:path';

import type { Plugin } from 'vite';

import { CONTRACT_MODULES } from './index';

/** What the site reads of an endpoint at run time (src/lib/api-call.ts); the rest is types. */
const CLIENT_FIELDS = ['method', 'path'] as const;

const isEndpoint = (value: object): boolean =>
  typeof (value as { method?: unknown }).method === 'string' &&
  typeof (value as { path?: unknown }).path === 'string';

/** `value` with every endpoint in it cut to its client fields; undefined when it holds code. */
function slim(value: unknown): unknown {
  if (typeof value === 'function' || typeof value === 'symbol' || typeof value === 'bigint')
    return undefined;
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    const items = value.map(slim);
    return items.includes(undefined) ? undefined : items;
  }
  if (isEndpoint(value))
    return Object.fromEntries(CLIENT_FIELDS.map((field) => [field, value[field as keyof object]]));
  const entries = Object.entries(value).map(([key, item]) => [key, slim(item)] as const);
  return entries.some(([, item]) => item === undefined) ? undefined : Object.fromEntries(entries);
}

/** The module as plain data with schemas left out, or undefined when an export is code. */
export function clientModuleSource(module: object): string | undefined {
  const lines: string[] = [];
  for (const [name, value] of Object.entries(module)) {
    const data = slim(value);
    if (data === undefined) return undefined;
    lines.push(`export const ${name} = ${JSON.stringify(data)};`);
  }
  return lines.join('\n');
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * wl-contract-client: the site calls endpoints by their method and path only, yet importing a
 * contract module brings every request and response schema into the bundle (types come from them,
 * but the objects are values). For the client build each contract module is replaced by its data
 * without the schemas, taken from the module the config already loaded.
 */
export function contractForClient(): Plugin {
  const contractDir = path.dirname(new URL(import.meta.url).pathname);
  const sources = new Map(
    Object.entries(CONTRACT_MODULES).map(([name, module]) => [
      path.join(contractDir, `${kebab(name)}.ts`),
      clientModuleSource(module),
    ]),
  );
  return {
    name: 'wl-contract-client',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      return sources.get(id.split('?')[0] ?? id);
    },
  };
}
