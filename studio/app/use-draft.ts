import { useCallback, useEffect, useRef, useState } from 'react';

import type { DraftCheck, ExplainTable } from '../shared/api-types';
import { studioApi, type TenantJson } from './api';

/** How long typing may pause before the draft is checked and previewed (well within a second). */
const CHECK_DELAY_MS = 50;

export interface DraftState {
  /** The file on disk, as last loaded or saved. */
  saved: TenantJson | null;
  draft: TenantJson | null;
  setDraft(draft: TenantJson): void;
  check: DraftCheck | null;
  /** The explain table of the last valid draft (an invalid draft has none of its own). */
  explain: ExplainTable | null;
  /** The explain table before the last edit that changed it. */
  previousExplain: ExplainTable | null;
  reload(): Promise<void>;
}

/**
 * The tenant being edited: loaded from disk, every change checked by the studio (problems,
 * explain table) and, when valid, served to the preview without being saved.
 */
export function useDraft(code: string): DraftState {
  const [saved, setSaved] = useState<TenantJson | null>(null);
  const [draft, setDraftState] = useState<TenantJson | null>(null);
  const [check, setCheck] = useState<DraftCheck | null>(null);
  const [explain, setExplain] = useState<ExplainTable | null>(null);
  const [previousExplain, setPreviousExplain] = useState<ExplainTable | null>(null);
  const latest = useRef(0);
  const lastExplain = useRef<ExplainTable | null>(null);

  const reload = useCallback(async () => {
    const { json } = await studioApi.read(code);
    setSaved(json);
    setDraftState(json);
  }, [code]);

  useEffect(() => {
    void reload();
  }, [reload]);

  useEffect(() => {
    if (!draft) return;
    const ticket = ++latest.current;
    const timer = setTimeout(() => {
      void studioApi.check(code, draft).then((answer) => {
        if (ticket !== latest.current) return;
        if (answer.explain) {
          const before = lastExplain.current;
          if (before && JSON.stringify(before) !== JSON.stringify(answer.explain))
            setPreviousExplain(before);
          lastExplain.current = answer.explain;
          setExplain(answer.explain);
        }
        setCheck(answer);
      });
    }, CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [code, draft]);

  return {
    saved,
    draft,
    setDraft: setDraftState,
    check,
    explain,
    previousExplain,
    reload,
  };
}
