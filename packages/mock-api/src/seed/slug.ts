/** A lowercase, dash-separated form of a name for handles, domains and emails. */
export function slugify(name: string): string {
  // Unicode normalization is slow and only needed beyond ASCII.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the ASCII range starts at NUL.
  const ascii = /^[\x00-\x7f]*$/.test(name);
  return (
    (ascii ? name : name.normalize('NFKD'))
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'x'
  );
}
