import styled from 'styled-components';

import type { StudioInfo } from '../shared/api-types';
import { TenantEditor } from './editor/TenantEditor';
import { ExplainTable } from './preview/ExplainTable';
import { PreviewPane } from './preview/PreviewPane';
import { SavePanel } from './SavePanel';
import { useDraft } from './use-draft';

const Layout = styled.main`
  display: grid;
  grid-template-columns: minmax(380px, 1fr) auto minmax(320px, 1fr);
  gap: 16px;
  padding: 16px;
  align-items: start;
`;

const Column = styled.div`
  max-height: calc(100vh - 80px);
  overflow: auto;
`;

/** One tenant: the generated form and save on the left, the phone preview, the explain table. */
export function Workspace({ code, info }: { code: string; info: StudioInfo }) {
  const { saved, draft, setDraft, check, explain, previousExplain, reload } = useDraft(code);
  if (!draft || !saved) return <p>Loading {code}…</p>;
  const problems = check?.problems ?? [];
  const languages = ((draft.languages ?? {}) as { available?: string[] }).available ?? [];
  return (
    <Layout>
      <Column>
        <SavePanel
          code={code}
          draft={draft}
          valid={problems.length === 0}
          onSaved={() => void reload()}
        />
        <p data-testid="draft-status">
          {!check ? 'Checking…' : problems.length ? `${problems.length} problem(s)` : 'valid'}
        </p>
        <TenantEditor
          draft={draft}
          problems={problems}
          completeLanguages={info.languages}
          onChange={setDraft}
        />
      </Column>
      {check && check.previewVersion > 0 ? (
        <PreviewPane code={code} info={info} version={check.previewVersion} languages={languages} />
      ) : (
        <p>Preparing the preview…</p>
      )}
      <Column>
        <h3>What changes for whom</h3>
        {check && !check.explain && explain && (
          <p>The draft has problems: this is the last valid one.</p>
        )}
        {explain && <ExplainTable table={explain} previous={previousExplain} />}
      </Column>
    </Layout>
  );
}
