/**
 * What the entry chunk is made of: compiles the app with the project's vite.config.ts into a
 * temporary folder and prints the entry's modules grouped by package (or src/ folder), largest
 * first, with each group's minified size and its gzip size on its own (the sum of those is more
 * than the chunk's gzip: compression across modules is shared). A tool for deciding what to take
 * out of the first load; `npm run bench bundle` is the budgeted figure.
 * Run: `tsx tests/bench/entry-modules.ts [top=25]`.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import { build, type Plugin, type Rolldown } from 'vite';

interface Group {
  name: string;
  bytes: number;
  code: string;
}

/** `react-dom`, `@tanstack/query-core`, or `src/<folder>` for the project's own code. */
function groupOf(id: string): string {
  const packaged = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id);
  if (packaged) return packaged[1]!;
  const own = /\/(src|schema)\/((?:features|app)\/[^/]+|[^/]+)/.exec(id);
  return own ? `${own[1]}/${own[2]}` : id;
}

function entryModules(collect: (chunk: Rolldown.OutputChunk) => void): Plugin {
  return {
    name: 'entry-modules',
    generateBundle(_, bundle) {
      for (const item of Object.values(bundle))
        if (item.type === 'chunk' && item.isEntry) collect(item);
    },
  };
}

const top = Number(process.argv[2] ?? 25);
const outDir = await mkdtemp(path.join(tmpdir(), 'wl-entry-'));
let entry: Rolldown.OutputChunk | undefined;
try {
  process.env.NODE_ENV = 'production';
  await build({
    configFile: 'vite.config.ts',
    // Loads the config (and what it imports from src/) through Vite's module runner.
    configLoader: 'runner',
    root: 'src',
    mode: 'production',
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
    plugins: [entryModules((chunk) => (entry = chunk))],
  });
} finally {
  await rm(outDir, { recursive: true, force: true });
}
if (!entry) throw new Error('the build has no entry chunk');

const groups = new Map<string, Group>();
for (const [id, module] of Object.entries(entry.modules)) {
  const name = groupOf(id);
  const group = groups.get(name) ?? { name, bytes: 0, code: '' };
  group.bytes += module.renderedLength;
  group.code += module.code ?? '';
  groups.set(name, group);
}
const total = gzipSync(entry.code, { level: 9 }).length;
console.log(
  `entry ${entry.fileName}: ${kb(entry.code.length)} minified, ${kb(total)} gzip, ` +
    `${Object.keys(entry.modules).length} modules`,
);
const sorted = [...groups.values()].sort((a, b) => b.bytes - a.bytes);
for (const group of sorted.slice(0, top)) {
  const gzip = gzipSync(group.code, { level: 9 }).length;
  console.log(
    `  ${group.name.padEnd(44)} ${kb(group.bytes).padStart(9)} ${kb(gzip).padStart(9)} gzip`,
  );
}

function kb(bytes: number) {
  return `${(bytes / 1024).toFixed(1)} kB`;
}
