/**
 * What Lighthouse's simulated LCP of one route is made of: loads the route twice with Lighthouse
 * (the first warms the server), then prints the nodes of the simulated LCP graphs, each request and
 * main-thread task with its simulated start and end, in the order they end. The estimate is the last
 * end of each graph, averaged over the optimistic and pessimistic one. A tool for finding what holds
 * a route's largest paint up (`npm run bench lighthouse` is the budgeted figure).
 *
 * Lantern keeps every request that ended before the observed largest paint, the first run of each
 * script, layout and paint, and whatever those depend on; it splits the bandwidth evenly between the
 * requests in flight. So a request that starts just before the paint ends the graph, and small
 * requests slow a large one beside them.
 *
 * Run: `tsx tests/bench/lantern-graph.ts <dist> <tenant> <path> [--warm] [--fcp]` (`--warm`: keep the
 * cache and service worker of the first load; `--fcp`: the first contentful paint's graphs too).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';

import { startServer } from '../../server/index';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/support/chromium';

interface GraphNode {
  type: 'network' | 'cpu';
  duration: number;
  request?: { url: string; resourceType?: string; priority: string; transferSize: number };
  getEvaluateScriptURLs(): Set<string>;
}

type NodeTimings = Map<GraphNode, { startTime: number; endTime: number }>;

const simulations = (): Map<string, NodeTimings> =>
  (
    Lantern as unknown as {
      Simulation: { Simulator: { allNodeTimings: Map<string, NodeTimings> } };
    }
  ).Simulation.Simulator.allNodeTimings;

const shortUrl = (url: string) => url.replace(/^https?:\/\/[^/]+/, '').slice(0, 70);

function describeNode(node: GraphNode): string {
  if (node.type === 'network' && node.request) {
    const { resourceType, priority, transferSize, url } = node.request;
    return `${resourceType ?? 'Other'} ${priority} ${(transferSize / 1024).toFixed(1)} kB ${shortUrl(url)}`;
  }
  const scripts = [...node.getEvaluateScriptURLs()].map((url) => url.split('/').pop());
  return `task, ${(node.duration / 1000).toFixed(1)} ms observed${scripts.length ? ` (runs ${scripts.join(', ')})` : ''}`;
}

function printGraph(label: string, timings: NodeTimings): void {
  const rows = [...timings.entries()].sort(([, a], [, b]) => a.endTime - b.endTime);
  const end = Math.max(...rows.map(([, timing]) => timing.endTime));
  console.log(`\n${label}: ends at ${end.toFixed(0)} ms, ${rows.length} nodes`);
  for (const [node, { startTime, endTime }] of rows) {
    console.log(
      `${startTime.toFixed(0).padStart(6)} → ${endTime.toFixed(0).padStart(6)}  ${describeNode(node)}`,
    );
  }
}

async function main(distDir: string, tenant: string, route: string, warm: boolean, fcp: boolean) {
  const server = await startServer({ port: 0, distDir, dataDir: 'memory://', logger: false });
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    const origin = new URL(server.url);
    origin.hostname = `${tenant}.localhost`;
    const flags = {
      port: chrome.port,
      output: 'json' as const,
      logLevel: 'error' as const,
      onlyCategories: ['performance'],
      disableStorageReset: warm,
    };
    await lighthouse(`${origin.origin}${route}`, flags);
    simulations().clear();
    const result = await lighthouse(`${origin.origin}${route}`, flags);
    const metric = (id: string) => result?.lhr.audits[id]?.numericValue?.toFixed(0);
    console.log(
      `${tenant} ${route}: LCP ${metric('largest-contentful-paint')} ms, FCP ${metric('first-contentful-paint')} ms (simulated)`,
    );
    const element = result?.lhr.audits['largest-contentful-paint-element']?.details as
      { items?: { items?: { node?: { snippet?: string; nodeLabel?: string } }[] }[] } | undefined;
    const node = element?.items?.[0]?.items?.[0]?.node;
    if (node) console.log(`largest element: ${node.snippet ?? ''} (${node.nodeLabel ?? ''})`);
    const wanted = fcp ? /ContentfulPaint$/ : /LargestContentfulPaint$/;
    for (const [label, timings] of simulations())
      if (wanted.test(label)) printGraph(label, timings);
  } finally {
    chrome.kill();
    await server.close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const args = process.argv.slice(2);
  const [distDir, tenant, route] = args.filter((arg) => !arg.startsWith('--'));
  if (!distDir || !tenant || !route) {
    console.error(
      'usage: tsx tests/bench/lantern-graph.ts <dist> <tenant> <path> [--warm] [--fcp]',
    );
    process.exitCode = 2;
  } else {
    await main(distDir, tenant, route, args.includes('--warm'), args.includes('--fcp'));
  }
}
