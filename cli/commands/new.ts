import path from 'node:path';

import { Command } from 'commander';

import { runAction } from '../lib/errors';
import { withCwd } from '../lib/options';
import { projectPaths } from '../lib/project';
import { scaffoldTenant } from '../lib/scaffold';

interface NewFlags {
  cwd: string;
  name?: string;
  merchantCode?: string;
  primary?: string;
  accent?: string;
  languages?: string;
  defaultLanguage?: string;
}

/** `wl new <code>`: scaffold tenants/<code>/ from cli/templates/tenant. */
export function newCommand(): Command {
  return withCwd(new Command('new'))
    .description('create tenants/<code>/ (tenant.json, logo.svg, icon.svg) from the template')
    .argument('<code>', 'tenant code: lower-case slug, e.g. "acme"')
    .option('--name <name>', 'brand name shown to players (default: from the code)')
    .option('--merchant-code <code>', 'platform merchant code (default: the code in upper case)')
    .option('--primary <#hex>', 'brand colour as #rrggbb')
    .option('--accent <#hex>', 'highlight colour as #rrggbb')
    .option('--languages <list>', 'comma-separated language codes, e.g. pt,en')
    .option(
      '--default-language <code>',
      'language on first visit (default: the first of --languages)',
    )
    .action(
      runAction(async (code: string, flags: NewFlags) => {
        const { root, tenantsDir } = projectPaths(flags.cwd);
        const { dir, tenant } = await scaffoldTenant(tenantsDir, {
          code,
          name: flags.name,
          merchantCode: flags.merchantCode,
          primary: flags.primary,
          accent: flags.accent,
          languages: flags.languages
            ?.split(',')
            .map((language) => language.trim())
            .filter(Boolean),
          defaultLanguage: flags.defaultLanguage,
        });
        console.log(
          `Created ${path.relative(root, dir)}/ for "${tenant.name}" (merchant ${tenant.merchantCode}).`,
        );
        console.log(
          `Next: edit ${path.relative(root, dir)}/tenant.json, then "wl validate ${code}" and "wl build ${code}".`,
        );
      }),
    );
}
