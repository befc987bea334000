import { useState } from 'react';
import styled from 'styled-components';

import type { StudioInfo } from '../../shared/api-types';
import { GUEST_VIEWER, PREVIEW_LANGUAGE_PARAM } from '../../shared/preview-routes';
import { PhoneFrame } from './PhoneFrame';

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-bottom: 8px;
`;

const Frames = styled.div`
  display: flex;
  gap: 12px;
`;

export interface PreviewPaneProps {
  code: string;
  info: StudioInfo;
  /** The preview's version of this draft: a new one reloads the frames. */
  version: number;
  languages: readonly string[];
}

/** The built site in phone frames for chosen kinds of user, route and language; compare shows two. */
export function PreviewPane({ code, info, version, languages }: PreviewPaneProps) {
  const [viewer, setViewer] = useState(GUEST_VIEWER);
  const [other, setOther] = useState('member0');
  const [compare, setCompare] = useState(false);
  const [routeId, setRouteId] = useState<string>(info.routes[0]!.id);
  const [language, setLanguage] = useState('');
  const route = info.routes.find((entry) => entry.id === routeId) ?? info.routes[0]!;
  const lang = language && languages.includes(language) ? language : (languages[0] ?? '');
  const src = (who: string) =>
    `http://${who}.${code}.localhost:${info.previewPort}${route.path}?${PREVIEW_LANGUAGE_PARAM}=${lang}&studioVersion=${version}`;
  const viewerSelect = (value: string, set: (id: string) => void, testId: string) => (
    <select value={value} onChange={(event) => set(event.target.value)} data-testid={testId}>
      {info.viewers.map((entry) => (
        <option key={entry.id} value={entry.id}>
          {entry.label}
        </option>
      ))}
    </select>
  );
  return (
    <section aria-label="Preview">
      <Controls>
        {viewerSelect(viewer, setViewer, 'preview-viewer')}
        <select
          value={routeId}
          onChange={(e) => setRouteId(e.target.value)}
          data-testid="preview-route"
        >
          {info.routes.map((entry) => (
            <option key={entry.id} value={entry.id}>
              {entry.label}
            </option>
          ))}
        </select>
        <select
          value={lang}
          onChange={(e) => setLanguage(e.target.value)}
          data-testid="preview-language"
        >
          {languages.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
        <label>
          <input type="checkbox" checked={compare} onChange={(e) => setCompare(e.target.checked)} />
          compare with
        </label>
        {compare && viewerSelect(other, setOther, 'preview-compare-viewer')}
      </Controls>
      <Frames>
        <PhoneFrame src={src(viewer)} title={`Preview as ${viewer}`} testId="preview-frame" />
        {compare && (
          <PhoneFrame
            src={src(other)}
            title={`Preview as ${other}`}
            testId="preview-frame-compare"
          />
        )}
      </Frames>
    </section>
  );
}
