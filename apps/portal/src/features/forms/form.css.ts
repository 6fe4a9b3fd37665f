import { vars } from '@airtime/design-system';
import { style } from '@vanilla-extract/css';

/** A record's form in a dialog or a card: closer fields, no wider than it reads well. */
export const compactForm = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxWidth: 560,
});

// Kept for the agency area's forms until they are Stack and Inline (the portal's own use those).
