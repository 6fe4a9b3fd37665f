/** A content category of the dictionary, e.g. 'Comedy'; the shape is ours. */
export interface Category {
  readonly id: number;
  readonly name: string;
}
