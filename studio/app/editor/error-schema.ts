import type { ErrorSchema } from '@rjsf/utils';

import type { StudioProblem } from '../../shared/api-types';

/** The message `wl validate` prints for a problem, hint included. */
export const problemText = (problem: StudioProblem) =>
  problem.hint ? `${problem.message} (${problem.hint})` : problem.message;

interface ErrorNode {
  __errors?: string[];
  [key: string]: ErrorNode | string[] | undefined;
}

/** The studio's problems placed at their JSON pointers, as the form shows errors under each field. */
export function errorSchemaOf(problems: readonly StudioProblem[]): ErrorSchema {
  const root: ErrorNode = {};
  for (const problem of problems) {
    const segments = problem.pointer
      .split('/')
      .slice(1)
      .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
    let node = root;
    for (const segment of segments) {
      const next = (node[segment] ??= {}) as ErrorNode;
      node = next;
    }
    (node.__errors ??= []).push(problemText(problem));
  }
  return root as ErrorSchema;
}
