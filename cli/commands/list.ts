import { Command } from 'commander';

import { EXIT, runAction } from '../lib/errors';
import { withCwd } from '../lib/options';
import { projectPaths } from '../lib/project';
import { plural } from '../lib/report';
import { formatTable } from '../lib/table';
import { TENANT_LIST_HEADERS, tenantListRow } from '../lib/tenant-summary';
import { loadAllTenants } from '../lib/tenants';

/** `wl list`: one row per valid tenant; invalid ones are counted and point at `wl validate`. */
export function listCommand(): Command {
  return withCwd(new Command('list'))
    .description('list the tenants: code, name, merchant, languages, templates, flags on')
    .action(
      runAction(async (flags: { cwd: string }) => {
        const { tenantsDir } = projectPaths(flags.cwd);
        const { tenants, problems } = await loadAllTenants(tenantsDir);
        const invalid = new Set(problems.map((problem) => problem.file));
        const valid = tenants.filter(({ file }) => !invalid.has(file));
        console.log(
          formatTable(
            TENANT_LIST_HEADERS,
            valid.map(({ tenant }) => tenantListRow(tenant)),
          ),
        );
        if (!invalid.size) return EXIT.ok;
        console.error(
          `${plural(invalid.size, 'tenant file')} with problems not listed; run "wl validate" for details.`,
        );
        return EXIT.user;
      }),
    );
}
