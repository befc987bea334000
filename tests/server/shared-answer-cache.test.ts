import { describe, expect, it, vi } from 'vitest';

import { SharedAnswerCache } from '../../server/http/shared-answer-cache';

describe('shared answer cache', () => {
  it('loads a key once within its lifetime and keeps keys apart', async () => {
    const cache = new SharedAnswerCache(60_000);
    const load = vi.fn(async () => ({ games: 618 }));
    expect(await cache.get('lucky7:list', load)).toEqual({ games: 618 });
    expect(await cache.get('lucky7:list', load)).toEqual({ games: 618 });
    expect(load).toHaveBeenCalledTimes(1);
    await cache.get('perlas:list', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('lets concurrent misses share one load', async () => {
    const cache = new SharedAnswerCache(60_000);
    let release = (_value: string) => {};
    const load = vi.fn(() => new Promise<string>((resolve) => (release = resolve)));
    const answers = Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)]);
    release('once');
    expect(await answers).toEqual(['once', 'once', 'once']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('never keeps a failure, and loads again once the lifetime is over', async () => {
    const failing = new SharedAnswerCache(60_000);
    await expect(failing.get('k', () => Promise.reject(new Error('db down')))).rejects.toThrow();
    expect(await failing.get('k', async () => 'recovered')).toBe('recovered');

    const expired = new SharedAnswerCache(0);
    const load = vi.fn(async () => 'fresh');
    await expired.get('k', load);
    await expired.get('k', load);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
