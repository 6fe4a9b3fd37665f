/**
 * Who else is looking, as one sentence for screen readers and the hover label, e.g.
 * "Also here: Ada Admin, Sam Super"; empty when nobody else is.
 */
export function describePresence(names: readonly string[]): string {
  return names.length === 0 ? '' : `Also here: ${names.join(', ')}`;
}
