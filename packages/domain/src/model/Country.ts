/** A country of the dictionary, for addresses and audience demographics; the shape is ours. */
export interface Country {
  readonly id: number;
  readonly name: string;
  /** ISO 3166-1 alpha-2, e.g. 'US'. */
  readonly code: string;
}
