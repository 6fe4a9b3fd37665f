/** A free label the agency puts on productions; created by label alone (spec §7). */
export interface Tag {
  readonly id: number;
  readonly label: string;
}
