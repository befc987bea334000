import { render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';

import { retryableLazy } from '../../../src/lib/retryable-lazy';

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError = () => ({ failed: true });
  override render = () => (this.state.failed ? <p>load failed</p> : this.props.children);
}

const tree = (Lazy: (props: { name: string }) => ReactNode) => (
  <Boundary>
    <Suspense fallback={<p>loading</p>}>
      <Lazy name="Ana" />
    </Suspense>
  </Boundary>
);

describe('retryableLazy', () => {
  it('loads again after a failed load, where React.lazy would keep the failure', async () => {
    let online = false;
    const Greeting = retryableLazy(async () => {
      if (!online) throw new TypeError('Failed to fetch dynamically imported module');
      return { default: ({ name }: { name: string }) => <p>hello {name}</p> };
    });

    const offline = render(tree(Greeting));
    expect(await screen.findByText('load failed')).toBeInTheDocument();
    offline.unmount();

    online = true;
    render(tree(Greeting));
    expect(await screen.findByText('hello Ana')).toBeInTheDocument();
  });
});

describe('retryableLazy preload', () => {
  it('draws a preloaded component on its first render, without the fallback', async () => {
    let loads = 0;
    const Greeting = retryableLazy(async () => {
      loads += 1;
      return { default: ({ name }: { name: string }) => <p>hello {name}</p> };
    });
    await Promise.all([Greeting.preload(), Greeting.preload()]);

    render(tree(Greeting));
    expect(screen.getByText('hello Ana')).toBeInTheDocument();
    expect(screen.queryByText('loading')).toBeNull();
    expect(loads).toBe(1);
  });

  it('settles on a failed preload, and the render loads again', async () => {
    let online = false;
    const Greeting = retryableLazy(async () => {
      if (!online) throw new TypeError('Failed to fetch dynamically imported module');
      return { default: ({ name }: { name: string }) => <p>hello {name}</p> };
    });
    await expect(Greeting.preload()).resolves.toBeUndefined();

    online = true;
    render(tree(Greeting));
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('hello Ana')).toBeInTheDocument();
  });
});
