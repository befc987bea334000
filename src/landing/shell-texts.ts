/**
 * Texts for the first-paint shell: a namespace (`shell`, `agent`) of the language the app will open in, the
 * very chunk i18n loads (src/lib/i18n.ts `plannedLocales`), so a text the shell draws is the text
 * React draws in its place. Imported as soon as the shell needs it; the app's own import, and the
 * landing script's preload, then find it loaded.
 */
import { RTL_LANGUAGES } from '../../schema/constants';
import type { LandingPlan } from './landing-plan';
import { inlinedTenant, pageLanguage } from './page-language';

type Texts = Record<string, unknown>;

/**
 * The text of a dotted key, each `{{name}}` filled from `options`, as i18next's `t` gives it;
 * `defaultValue` where the namespace has none, else undefined (the shell leaves the place empty
 * rather than show a key).
 */
export type ShellText = (
  key: string,
  options?: { defaultValue?: string } & Record<string, string>,
) => string | undefined;

export function textsOf(texts: Texts): ShellText {
  return (key, options = {}) => {
    let node: unknown = texts;
    for (const part of key.split('.')) node = (node as Texts | undefined)?.[part];
    const text = typeof node === 'string' ? node : options.defaultValue;
    return text?.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => options[name] ?? '');
  };
}

/**
 * The shell's texts (a namespace, `shell` unless named), once their chunk has loaded; undefined when the page plans none or it fails.
 * The page then takes the language's `lang` and `dir`, as the app will set them (src/lib/i18n.ts),
 * so the shell's texts are laid out and set in the fonts of the app's.
 */
export function shellTexts(
  win: Window,
  texts: LandingPlan['texts'],
  namespace = 'shell',
): Promise<ShellText | undefined> {
  let language = '';
  try {
    language = pageLanguage(win, inlinedTenant(win.document));
  } catch {
    // No tenant or no storage: the app will say so itself.
  }
  const url = (texts[language] ?? texts.en)?.[namespace];
  if (!url) return Promise.resolve(undefined);
  return import(/* @vite-ignore */ url).then(
    (module: { default: Texts }) => {
      const root = win.document.documentElement;
      root.lang = language;
      root.dir = (RTL_LANGUAGES as readonly string[]).includes(language) ? 'rtl' : 'ltr';
      return textsOf(module.default);
    },
    () => undefined,
  );
}
