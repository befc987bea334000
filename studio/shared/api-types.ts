/** The studio's JSON API, shared by its server (studio/server) and its page (studio/app). */

import type { NewTenantOptions } from '../../cli/lib/scaffold';

/** One problem of a tenant file, as `wl validate` reports it (file left out: the studio knows it). */
export interface StudioProblem {
  /** JSON pointer of the offending value ('' for the whole document). */
  pointer: string;
  message: string;
  hint?: string;
}

/** A tenant as the list shows it; read from the raw file, so invalid tenants are listed too. */
export interface TenantSummary {
  code: string;
  name: string;
  merchantCode: string;
  colours: { primary: string; accent: string; background: string };
  languages: string[];
  templates: Record<string, number>;
  valid: boolean;
  problems: StudioProblem[];
}

/** What `wl new` may set, as the "new tenant" form sends it. */
export type NewTenantRequest = NewTenantOptions;

/** `wl explain` as a table: one row per surface, one cell per kind of user (entries they see). */
export interface ExplainTable {
  viewers: string[];
  rows: { surface: string; cells: string[][] }[];
}

/** The answer to a draft: its problems, and (when valid) what each user sees and the preview's version. */
export interface DraftCheck {
  problems: StudioProblem[];
  explain: ExplainTable | null;
  /** Bumped when the preview serves a new draft; the page reloads the frames with it. */
  previewVersion: number;
}

export interface DiffLine {
  kind: 'same' | 'added' | 'removed';
  text: string;
}

export interface SaveAnswer {
  saved: boolean;
  problems: StudioProblem[];
  diff: DiffLine[];
  /** Set when the tenant was saved: whether `dist/<code>/` was rebuilt, and how long it took. */
  build?: { ok: boolean; ms: number; message: string };
}

/** A kind of user the preview can show, with the demo account it logs in as. */
export interface PreviewViewer {
  id: string;
  label: string;
}

export interface StudioInfo {
  /** Port of the preview origin: `http://<viewer>.<code>.localhost:<port>`. */
  previewPort: number;
  viewers: PreviewViewer[];
  routes: { id: string; label: string; path: string }[];
  /** Languages with a complete dictionary: the only ones a tenant may offer. */
  languages: string[];
}

export interface ApiError {
  error: string;
}
