export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue | QueryValue[]>;

/**
 * A request's query string as the api client sends it: the parameters in the object's order, empty
 * ones left out. The landing script writes a computed first request with it, so the api client finds
 * that request's URL among the early ones.
 */
export function queryString(query: Query | undefined): string {
  const params = new URLSearchParams();
  for (const [key, raw] of Object.entries(query ?? {})) {
    const values = Array.isArray(raw) ? raw : [raw];
    for (const value of values)
      if (value !== undefined && value !== null) params.append(key, String(value));
  }
  return params.toString();
}
