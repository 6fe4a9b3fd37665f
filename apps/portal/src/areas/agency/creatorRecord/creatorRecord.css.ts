import { style } from '@vanilla-extract/css';

/** Text typed on several lines (an address) keeps its lines. */
export const lines = style({ whiteSpace: 'pre-line' });
