import path from 'node:path';

import type { TenantProblem } from '../../schema/validate';
import { formatProblem } from '../../schema/validate';

/** Prints every problem on its own line (file relative to the project root, pointer, message, hint). */
export function printProblems(problems: TenantProblem[], root: string): void {
  for (const problem of problems) {
    console.error(
      `  ✗ ${formatProblem({ ...problem, file: path.relative(root, problem.file) || problem.file })}`,
    );
  }
}

export function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}
