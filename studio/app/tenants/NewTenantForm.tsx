import { type FormEvent, useState } from 'react';
import styled from 'styled-components';

import { studioApi } from '../api';

const Form = styled.form`
  background: #fff;
  border-radius: 8px;
  padding: 12px;
  display: flex;
  flex-direction: column;
  gap: 8px;
  align-self: start;
  label {
    display: flex;
    flex-direction: column;
    gap: 2px;
  }
  fieldset {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 10px;
  }
`;

const Refusal = styled.p`
  color: #b91c1c;
  margin: 0;
`;

/** The choices of `wl new` (code, name, merchant code, colours, languages); the server refuses what it refuses. */
export function NewTenantForm({
  languages,
  onCreated,
}: {
  languages: string[];
  onCreated(code: string): void;
}) {
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  const [merchantCode, setMerchantCode] = useState('');
  const [primary, setPrimary] = useState('#1f4fbf');
  const [accent, setAccent] = useState('#f5b301');
  const [chosen, setChosen] = useState<string[]>(['en']);
  const [error, setError] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError('');
    studioApi
      .create({ code, name, merchantCode, primary, accent, languages: chosen })
      .then(({ code: created }) => onCreated(created))
      .catch((refusal: unknown) =>
        setError(refusal instanceof Error ? refusal.message : String(refusal)),
      );
  };
  const toggle = (language: string, on: boolean) =>
    setChosen((current) => (on ? [...current, language] : current.filter((l) => l !== language)));

  return (
    <Form onSubmit={submit} aria-label="New tenant">
      <h2>New tenant</h2>
      <label>
        Code (slug)
        <input value={code} onChange={(e) => setCode(e.target.value)} data-testid="new-code" />
      </label>
      <label>
        Brand name
        <input value={name} onChange={(e) => setName(e.target.value)} placeholder="from the code" />
      </label>
      <label>
        Merchant code
        <input
          value={merchantCode}
          onChange={(e) => setMerchantCode(e.target.value)}
          placeholder="the code in upper case"
        />
      </label>
      <label>
        Primary colour
        <input type="color" value={primary} onChange={(e) => setPrimary(e.target.value)} />
      </label>
      <label>
        Accent colour
        <input type="color" value={accent} onChange={(e) => setAccent(e.target.value)} />
      </label>
      <fieldset>
        <legend>Languages (the first is the default)</legend>
        {languages.map((language) => (
          <label key={language}>
            <input
              type="checkbox"
              checked={chosen.includes(language)}
              onChange={(e) => toggle(language, e.target.checked)}
            />
            {language}
          </label>
        ))}
      </fieldset>
      {error && (
        <Refusal role="alert" data-testid="new-tenant-error">
          {error}
        </Refusal>
      )}
      <button type="submit" data-testid="create-tenant">
        Create tenant
      </button>
    </Form>
  );
}
