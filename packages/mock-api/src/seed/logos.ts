/** How a generated logo is shaped: brands get rounded squares, people and channels circles. */
export type LogoShape = 'square' | 'circle';

/** The initials of up to the first two words, letters and digits only. */
export function getInitials(name: string): string {
  const words = name.split(/\s+/).filter((word) => /[A-Za-z0-9]/.test(word));
  const initials = words
    .slice(0, 2)
    .map((word) => word.replace(/[^A-Za-z0-9]/g, '').charAt(0))
    .join('');
  return initials.toUpperCase() || '?';
}

// The SVG around the colour and initials never changes, so it is encoded once.
const encode = encodeURIComponent;
const HEAD = `data:image/svg+xml,${encode('<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">')}`;
const SHAPES: Readonly<Record<LogoShape, readonly [string, string]>> = {
  circle: [encode('<circle cx="32" cy="32" r="32" fill="hsl('), encode(',62%,44%)"/>')],
  square: [encode('<rect width="64" height="64" rx="14" fill="hsl('), encode(',62%,44%)"/>')],
};
const TEXT = encode(
  '<text x="32" y="41" font-family="Helvetica,Arial,sans-serif" font-size="24" font-weight="700" text-anchor="middle" fill="#fff">',
);
const TAIL = encode('</text></svg>');

/**
 * A self-contained SVG logo as a data URI: initials on a coloured background. Never a remote
 * image, so Storybook, Chromatic and offline demos render the same pixels.
 */
export function createLogo(name: string, hue: number, shape: LogoShape): string {
  const [open, close] = SHAPES[shape];
  // Initials are letters and digits only, so they need no XML escaping.
  return `${HEAD}${open}${Math.round(hue) % 360}${close}${TEXT}${getInitials(name)}${TAIL}`;
}
