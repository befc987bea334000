import { useEffect, useState } from 'react';
import styled, { createGlobalStyle } from 'styled-components';

import type { StudioInfo } from '../shared/api-types';
import { studioApi } from './api';
import { TenantList } from './tenants/TenantList';
import { Workspace } from './Workspace';

const Global = createGlobalStyle`
  body { margin: 0; font: 14px/1.4 system-ui, sans-serif; color: #1f2329; background: #f3f4f6; }
  button { font: inherit; cursor: pointer; }
`;

const Header = styled.header`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 8px 16px;
  background: #111827;
  color: #fff;
  h1 {
    font-size: 16px;
    margin: 0;
  }
  button {
    background: none;
    border: 1px solid #9ca3af;
    color: #fff;
    border-radius: 4px;
  }
`;

/** The studio: the tenant list, or one tenant's workspace (editor, preview, explain table, save). */
export function App() {
  const [info, setInfo] = useState<StudioInfo | null>(null);
  const [code, setCode] = useState<string | null>(null);
  useEffect(() => {
    void studioApi.info().then(setInfo);
  }, []);
  return (
    <>
      <Global />
      <Header>
        <h1>wl studio</h1>
        {code && (
          <button type="button" onClick={() => setCode(null)} data-testid="back-to-list">
            ← all tenants
          </button>
        )}
        {code && <span data-testid="current-tenant">{code}</span>}
      </Header>
      {!info ? (
        <p>Loading…</p>
      ) : code ? (
        <Workspace code={code} info={info} />
      ) : (
        <TenantList info={info} onOpen={setCode} />
      )}
    </>
  );
}
