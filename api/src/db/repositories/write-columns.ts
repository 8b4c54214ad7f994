// How a repository maps a staff write body to its table: the type that makes the mapping complete.

/**
 * The columns a repository writes from a write body: one per property of the body, named as the property and
 * of its column's stored type. A repository's `columnsFrom` returns this, so a property left out, misspelt or
 * without a column of that name is a compile error there. `Elsewhere`: the properties stored in other tables
 * (child rows); the body's `id` is the path's.
 */
export type ColumnsOf<Input, Row, Elsewhere extends keyof Input = never> = {
  [K in Exclude<keyof Input, 'id' | Elsewhere>]-?: K extends keyof Row ? Row[K] : never;
};
