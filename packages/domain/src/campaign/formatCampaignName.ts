/**
 * A campaign's name, as the inbox names its thread and its tags: '{brand} × {creator}'. The
 * portal and the mock server both use it, so a tag chosen in the composer reads as its thread does.
 */
export function formatCampaignName({
  brand,
  creator,
}: {
  /** The brand's name. */
  readonly brand: string;
  /** The creator's name. */
  readonly creator: string;
}): string {
  return `${brand} × ${creator}`;
}
