import Form from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { useMemo } from 'react';
import styled from 'styled-components';

import { tenantSchema } from '../../../schema/tenant.schema';
import type { StudioProblem } from '../../shared/api-types';
import type { TenantJson } from '../api';
import { ColourWidget } from './ColourWidget';
import { errorSchemaOf, problemText } from './error-schema';
import { FlagsField } from './FlagsField';
import type { StudioFormContext } from './form-context';
import { DefaultLanguageWidget, LanguagesWidget } from './LanguageWidgets';
import { TemplateWidget } from './TemplateWidget';
import { TENANT_UI_SCHEMA } from './ui-schema';

const SCHEMA = tenantSchema as unknown as RJSFSchema;
const WIDGETS = {
  brandColour: ColourWidget,
  languages: LanguagesWidget,
  defaultLanguage: DefaultLanguageWidget,
  template: TemplateWidget,
};
const FIELDS = { flags: FlagsField };

const Wrapper = styled.div`
  .field-description {
    color: #4b5563;
    font-size: 12px;
    margin: 0 0 2px;
  }
  .error-detail {
    color: #b91c1c;
    margin: 2px 0;
    padding-inline-start: 16px;
  }
  fieldset {
    border: 1px solid #e5e7eb;
    border-radius: 6px;
  }
  .form-group {
    margin-bottom: 8px;
  }
`;

const DocumentProblems = styled.ul`
  color: #b91c1c;
`;

/**
 * The tenant form generated from the tenant JSON Schema by react-jsonschema-form: descriptions as
 * help text, enums as selects. The studio's server validates (the same rules and messages as
 * `wl validate`); its problems are shown at their fields.
 */
export function TenantEditor({
  draft,
  problems,
  completeLanguages,
  onChange,
}: {
  draft: TenantJson;
  problems: readonly StudioProblem[];
  completeLanguages: readonly string[];
  onChange(draft: TenantJson): void;
}) {
  const extraErrors = useMemo(() => errorSchemaOf(problems), [problems]);
  const languages = (draft.languages ?? {}) as { available?: string[] };
  const formContext: StudioFormContext = {
    theme: (draft.theme ?? {}) as StudioFormContext['theme'],
    completeLanguages,
    available: languages.available ?? [],
  };
  const whole = problems.filter((problem) => problem.pointer === '');
  return (
    <Wrapper data-testid="tenant-editor">
      {whole.length > 0 && (
        <DocumentProblems>
          {whole.map((problem) => (
            <li key={problem.message}>{problemText(problem)}</li>
          ))}
        </DocumentProblems>
      )}
      <Form
        schema={SCHEMA}
        uiSchema={TENANT_UI_SCHEMA}
        formData={draft}
        validator={validator}
        widgets={WIDGETS}
        fields={FIELDS}
        formContext={formContext}
        extraErrors={extraErrors}
        noValidate
        noHtml5Validate
        showErrorList={false}
        experimental_defaultFormStateBehavior={{ emptyObjectFields: 'skipDefaults' }}
        onChange={(event) => onChange(event.formData as TenantJson)}
      />
    </Wrapper>
  );
}
