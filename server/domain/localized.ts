/** A row's texts in other languages than the tenant default it was written in. */
export type Translations = Record<string, Record<string, string>>;

/**
 * SQL for `alias.column` in the first language of the text[] parameter `languagesParam` that the row
 * has a translation for, else the row's own text (written in the tenant's default language).
 */
export const localizedColumn = (alias: string, column: string, languagesParam: string) =>
  `COALESCE((SELECT ${alias}.translations -> c.lang ->> '${column}'
     FROM unnest(${languagesParam}::text[]) WITH ORDINALITY AS c(lang, rank)
     WHERE ${alias}.translations -> c.lang ->> '${column}' IS NOT NULL ORDER BY c.rank LIMIT 1),
   ${alias}.${column})`;
