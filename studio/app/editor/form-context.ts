import type { Tenant } from '../../../schema/tenant';

/** What the studio's widgets need besides their own value. */
export interface StudioFormContext {
  /** The draft's theme as typed so far (tokens may be missing or invalid). */
  theme: Partial<Tenant['theme']>;
  /** Languages with a complete dictionary. */
  completeLanguages: readonly string[];
  /** The draft's `languages.available`. */
  available: readonly string[];
}
