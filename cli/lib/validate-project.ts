import type { ProjectPaths } from './project';
import { plural, printProblems } from './report';
import { loadAllTenants, loadNamedTenants } from './tenants';

/** Validates the named tenants (or all), prints each problem and a summary; true when all are valid. */
export async function validateProject(paths: ProjectPaths, targets: string[]): Promise<boolean> {
  const selection = targets.length
    ? await loadNamedTenants(paths.tenantsDir, targets, paths.root)
    : await loadAllTenants(paths.tenantsDir);
  if (!selection.checked) {
    console.error(`No tenant files found in ${paths.tenantsDir}.`);
    return false;
  }
  const invalid = new Set(selection.problems.map((problem) => problem.file));
  for (const { tenant, file } of selection.tenants) {
    if (!invalid.has(file)) console.log(`  ✓ ${tenant.code}`);
  }
  printProblems(selection.problems, paths.root);
  const summary = `${plural(selection.checked, 'tenant')} checked: ${selection.checked - invalid.size} valid, ${invalid.size} invalid`;
  if (selection.problems.length) {
    console.error(`${summary}, ${plural(selection.problems.length, 'problem')}.`);
    return false;
  }
  console.log(`${summary}.`);
  return true;
}
