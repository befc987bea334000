import { afterEach, describe, expect, it } from 'vitest';

import { dismissShellOnFirstContent } from '../../../src/app/startup/dismiss-shell';

function page() {
  document.body.innerHTML =
    '<div id="app-shell"><div class="wl-shell-bar"></div></div><div id="root"></div>';
  return document.getElementById('root')!;
}

const shell = () => document.getElementById('app-shell');
const mutationsDelivered = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('dismissShellOnFirstContent', () => {
  it('keeps the shell while the root is empty and removes it with the first content', async () => {
    const root = page();
    dismissShellOnFirstContent(root);
    root.setAttribute('data-x', '1');
    await mutationsDelivered();
    expect(shell()).not.toBeNull();
    root.append(document.createElement('header'));
    await mutationsDelivered();
    expect(shell()).toBeNull();
  });

  it('removes the shell at once when the root already has content', () => {
    const root = page();
    root.append(document.createElement('main'));
    dismissShellOnFirstContent(root);
    expect(shell()).toBeNull();
  });

  it('does nothing on a page without a shell', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(() => dismissShellOnFirstContent(document.getElementById('root')!)).not.toThrow();
  });
});
