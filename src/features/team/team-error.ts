import { errorMessage } from '../../lib/error-message';

type TFunction = Parameters<typeof errorMessage>[0];

/** What to say when a team call fails (the shared error texts). */
export const teamError = (t: TFunction, error: unknown): string => errorMessage(t, error);
