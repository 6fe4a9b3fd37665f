/** A creator a creator-app user may switch to (spec §3). */
export interface SelectableCreator {
  readonly id: number;
  readonly name: string;
  /** Image URL, or null when the creator has none. */
  readonly logo: string | null;
}
