/** A brand industry of the dictionary, e.g. 'Consumer Tech'; the shape is ours. */
export interface Industry {
  readonly id: number;
  readonly name: string;
}
