import { useState } from 'react';
import styled from 'styled-components';

import type { DiffLine, SaveAnswer } from '../shared/api-types';
import { studioApi, type TenantJson } from './api';
import { problemText } from './editor/error-schema';

const Panel = styled.section`
  background: #fff;
  border-radius: 8px;
  padding: 8px 12px;
  margin-bottom: 12px;
  pre {
    max-height: 240px;
    overflow: auto;
    font-size: 12px;
    margin: 4px 0;
  }
`;

const Line = styled.div<{ $kind: DiffLine['kind'] }>`
  white-space: pre;
  background: ${({ $kind }) =>
    $kind === 'added' ? '#dcfce7' : $kind === 'removed' ? '#fee2e2' : 'transparent'};
`;

const MARK = { added: '+', removed: '-', same: ' ' } as const;
/** Unchanged lines shown around each change. */
const CONTEXT_LINES = 2;

/** The changed lines with a little context; `null` stands for unchanged lines left out. */
function hunks(diff: DiffLine[]): (DiffLine | null)[] {
  const near = (index: number) =>
    diff
      .slice(Math.max(0, index - CONTEXT_LINES), index + CONTEXT_LINES + 1)
      .some((line) => line.kind !== 'same');
  return diff.flatMap((line, index) => {
    if (near(index)) return [line];
    return index === 0 || near(index - 1) ? [null] : [];
  });
}

/** Save: the diff against tenant.json on disk first, then validate, write and build that tenant. */
export function SavePanel({
  code,
  draft,
  valid,
  onSaved,
}: {
  code: string;
  draft: TenantJson;
  valid: boolean;
  onSaved(): void;
}) {
  const [diff, setDiff] = useState<DiffLine[] | null>(null);
  const [result, setResult] = useState<SaveAnswer | null>(null);
  const [busy, setBusy] = useState(false);
  const changed = diff?.filter((line) => line.kind !== 'same') ?? [];

  const review = () => {
    setResult(null);
    void studioApi.diff(code, draft).then(setDiff);
  };
  const save = () => {
    setBusy(true);
    studioApi
      .save(code, draft)
      .then((answer) => {
        setResult(answer);
        setDiff(null);
        if (answer.saved) onSaved();
      })
      .finally(() => setBusy(false));
  };

  return (
    <Panel aria-label="Save">
      <button type="button" onClick={review} data-testid="review-changes">
        Review changes
      </button>
      {diff && (
        <>
          <p data-testid="diff-summary">
            {changed.length
              ? `${changed.length} line(s) change in tenants/${code}/tenant.json`
              : 'No changes'}
          </p>
          <pre data-testid="diff">
            {hunks(diff).map((line, index) =>
              line ? (
                <Line key={index} $kind={line.kind}>
                  {MARK[line.kind]} {line.text}
                </Line>
              ) : (
                <Line key={index} $kind="same">
                  {'  …'}
                </Line>
              ),
            )}
          </pre>
          <button type="button" onClick={save} disabled={!valid || busy} data-testid="save">
            {busy ? 'Saving and building…' : 'Save and build'}
          </button>
          {!valid && (
            <p>Fix the problems shown in the form first: an invalid file is never written.</p>
          )}
        </>
      )}
      {result && (
        <div data-testid="save-result">
          {result.saved ? (
            <p>
              Saved tenants/{code}/tenant.json.{' '}
              {result.build?.ok
                ? `Built in ${result.build.ms} ms.`
                : `Build failed: ${result.build?.message}`}
            </p>
          ) : (
            <ul>
              {result.problems.map((problem) => (
                <li key={problem.pointer + problem.message}>
                  {problem.pointer}: {problemText(problem)}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </Panel>
  );
}
