import { useEffect, useState } from 'react';
import styled from 'styled-components';

import type { StudioInfo, TenantSummary } from '../../shared/api-types';
import { studioApi } from '../api';
import { NewTenantForm } from './NewTenantForm';

const Page = styled.main`
  display: grid;
  grid-template-columns: 1fr 320px;
  gap: 16px;
  padding: 16px;
`;

const Cards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: 12px;
`;

const Card = styled.li`
  background: #fff;
  border-radius: 8px;
  padding: 12px;
  box-shadow: 0 1px 2px rgb(0 0 0 / 10%);
  img {
    height: 32px;
    max-width: 160px;
  }
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 2px 8px;
    margin: 8px 0;
  }
  dt {
    color: #6b7280;
  }
  dd {
    margin: 0;
  }
`;

const Swatch = styled.span<{ $colour: string }>`
  display: inline-block;
  width: 16px;
  height: 16px;
  border-radius: 4px;
  margin-inline-end: 4px;
  vertical-align: middle;
  border: 1px solid #d1d5db;
  background: ${({ $colour }) => $colour};
`;

const Validity = styled.p<{ $valid: boolean }>`
  margin: 0 0 8px;
  color: ${({ $valid }) => ($valid ? '#166534' : '#b91c1c')};
`;

/** Every tenant of the project with its brand, languages, templates and validity; and "new tenant". */
export function TenantList({ info, onOpen }: { info: StudioInfo; onOpen(code: string): void }) {
  const [tenants, setTenants] = useState<TenantSummary[] | null>(null);
  useEffect(() => {
    void studioApi.tenants().then(setTenants);
  }, []);
  return (
    <Page>
      <section>
        <h2>Tenants</h2>
        {!tenants ? (
          <p>Loading…</p>
        ) : (
          <Cards>
            {tenants.map((tenant) => (
              <Card key={tenant.code} data-testid={`tenant-${tenant.code}`}>
                <img src={studioApi.logoUrl(tenant.code)} alt={`${tenant.name} logo`} />
                <h3>
                  {tenant.name} <small>({tenant.code})</small>
                </h3>
                <dl>
                  <dt>Colours</dt>
                  <dd>
                    <Swatch $colour={tenant.colours.primary} title="primary" />
                    <Swatch $colour={tenant.colours.accent} title="accent" />
                    <Swatch $colour={tenant.colours.background} title="background" />
                  </dd>
                  <dt>Merchant</dt>
                  <dd>{tenant.merchantCode}</dd>
                  <dt>Languages</dt>
                  <dd>{tenant.languages.join(', ')}</dd>
                  <dt>Templates</dt>
                  <dd>
                    {Object.entries(tenant.templates)
                      .map(([name, version]) => `${name} ${version}`)
                      .join(', ')}
                  </dd>
                </dl>
                <Validity $valid={tenant.valid} data-testid="tenant-validity">
                  {tenant.valid ? 'valid' : `${tenant.problems.length} problem(s)`}
                </Validity>
                {tenant.problems.map((problem) => (
                  <p key={problem.pointer + problem.message}>
                    {problem.pointer || '/'}: {problem.message}
                  </p>
                ))}
                <button type="button" onClick={() => onOpen(tenant.code)}>
                  Edit {tenant.code}
                </button>
              </Card>
            ))}
          </Cards>
        )}
      </section>
      <NewTenantForm languages={info.languages} onCreated={onOpen} />
    </Page>
  );
}
