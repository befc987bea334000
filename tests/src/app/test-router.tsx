import {
  type Location,
  UNSAFE_createMemoryHistory as createMemoryHistory,
  unstable_HistoryRouter as HistoryRouter,
} from 'react-router-dom';

import { AppRoutes } from '../../../src/app/router';

type MemoryHistory = ReturnType<typeof createMemoryHistory>;

/**
 * What tests read of the app's router: where it is (at once after a navigation, before the new
 * screen has drawn, as a data router's state is) and a way to go elsewhere.
 */
export interface TestRouter {
  readonly history: MemoryHistory;
  readonly state: { readonly location: Location };
  navigate(to: string): Promise<void>;
}

export function createTestRouter(path: string): TestRouter {
  const history = createMemoryHistory({ initialEntries: [path], v5Compat: true });
  return {
    history,
    state: {
      get location() {
        return history.location;
      },
    },
    navigate: async (to) => history.push(to),
  };
}

/** The app's routes in a memory router, observed through `router`. */
export function TestRoutes({ router }: { router: TestRouter }) {
  return (
    <HistoryRouter history={router.history}>
      <AppRoutes />
    </HistoryRouter>
  );
}
