import { afterEach, describe, expect, it } from 'vitest';

import { setLanguage } from '../../../src/lib/i18n';
import { queryClient } from '../../../src/lib/query-client';

afterEach(async () => {
  queryClient.clear();
  await setLanguage('en');
});

describe('switching language', () => {
  it('marks every cached answer stale, so server texts come again in the new language', async () => {
    await queryClient.fetchQuery({ queryKey: ['notices'], queryFn: () => 'English notices' });
    expect(queryClient.getQueryState(['notices'])?.isInvalidated).toBe(false);
    await setLanguage('pt');
    expect(queryClient.getQueryState(['notices'])?.isInvalidated).toBe(true);
  });
});
