/**
 * Fills `{{name}}` placeholders of the scaffold templates in cli/templates/.
 * JSON templates stay valid JSON: a string that is exactly one placeholder takes the value as is
 * (so `"{{languages}}"` becomes an array); placeholders inside longer strings are replaced by text.
 */
export type TemplateValues = Record<string, string | readonly string[]>;

const PLACEHOLDER = /\{\{(\w+)\}\}/g;
const WHOLE_PLACEHOLDER = /^\{\{(\w+)\}\}$/;

export function fillText(text: string, values: TemplateValues, escape = (s: string) => s): string {
  return text.replace(PLACEHOLDER, (_, key: string) => escape(String(valueOf(values, key))));
}

export function fillJson(text: string, values: TemplateValues): unknown {
  return fillNode(JSON.parse(text) as unknown, values);
}

function fillNode(node: unknown, values: TemplateValues): unknown {
  if (typeof node === 'string') {
    const whole = WHOLE_PLACEHOLDER.exec(node);
    return whole ? valueOf(values, whole[1]!) : fillText(node, values);
  }
  if (Array.isArray(node)) return node.map((item) => fillNode(item, values));
  if (node && typeof node === 'object') {
    return Object.fromEntries(
      Object.entries(node).map(([key, value]) => [key, fillNode(value, values)]),
    );
  }
  return node;
}

function valueOf(values: TemplateValues, key: string): string | readonly string[] {
  const value = values[key];
  if (value === undefined) throw new Error(`template placeholder {{${key}}} has no value`);
  return value;
}

/** Escapes text for XML/HTML element content and attribute values. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
