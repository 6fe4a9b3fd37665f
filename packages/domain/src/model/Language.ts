/** A content language of the dictionary; the shape is ours. */
export interface Language {
  readonly id: number;
  readonly name: string;
  /** ISO 639-1, e.g. 'en'. */
  readonly code: string;
}
