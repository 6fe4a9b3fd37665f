import { globalStyle } from '@vanilla-extract/css';
import { CLASS_PREFIX } from './classPrefix.ts';

// What the components need of a reset, for the design system's own elements only: an app that
// loads no reset.css keeps its own headings, margins and images, and the components still look
// as designed. Zero specificity (:where), so any component style wins.
const own = `:where([class^="${CLASS_PREFIX}"], [class*=" ${CLASS_PREFIX}"])`;

globalStyle(`${own}, ${own}::before, ${own}::after`, { boxSizing: 'border-box', margin: 0 });

globalStyle(`:where(input, button, textarea, select)${own}`, {
  font: 'inherit',
  color: 'inherit',
});

globalStyle(`:where(p, h1, h2, h3, h4, h5, h6)${own}`, { overflowWrap: 'break-word' });

globalStyle(`:where(h1, h2, h3, h4, h5, h6)${own}`, { fontSize: 'inherit', fontWeight: 'inherit' });

globalStyle(`:where(img, picture, video, canvas)${own}`, { display: 'block', maxWidth: '100%' });

globalStyle(`:where(ul, ol)[role="list"]${own}`, { listStyle: 'none', padding: 0 });

globalStyle(`:where(table)${own}`, { borderCollapse: 'collapse' });

globalStyle(`${own}[hidden]`, { display: 'none !important' });
