import type { UiSchema } from '@rjsf/utils';

const colour = { 'ui:widget': 'brandColour' };

/** How the generated form departs from rjsf's defaults; everything else comes from the schema. */
export const TENANT_UI_SCHEMA: UiSchema = {
  'ui:submitButtonOptions': { norender: true },
  'ui:order': [
    'code',
    'name',
    'merchantCode',
    'trialMerchantCode',
    'theme',
    'languages',
    'templates',
    'flags',
    '*',
  ],
  $schema: { 'ui:widget': 'hidden' },
  code: { 'ui:readonly': true },
  theme: {
    primary: colour,
    accent: colour,
    background: colour,
    surface: colour,
    text: colour,
  },
  languages: {
    default: { 'ui:widget': 'defaultLanguage' },
    available: { 'ui:widget': 'languages' },
  },
  templates: { mem_cen: { 'ui:widget': 'template' }, dep_func: { 'ui:widget': 'template' } },
  flags: { 'ui:field': 'flags' },
  agentMenu: { 'ui:widget': 'checkboxes' },
};
