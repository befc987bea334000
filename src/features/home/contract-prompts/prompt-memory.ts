/**
 * Prompts already shown in this session (sessionStorage, emptied by logout), so a contract is never
 * prompted twice. Direct storage access: the key lives in this lazy chunk, not in the entry's list.
 */
const KEY = 'contractPromptsSeen';

export function seenPrompts(): Set<string> {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(KEY) ?? '[]');
    return new Set(Array.isArray(stored) ? stored.filter((item) => typeof item === 'string') : []);
  } catch {
    return new Set();
  }
}

export function rememberPrompt(key: string): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify([...seenPrompts(), key]));
  } catch {
    // Unavailable storage: the prompt may show again on the next home visit.
  }
}
