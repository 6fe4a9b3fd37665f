import { globalStyle } from '@vanilla-extract/css';

// A small modern reset. It is global on purpose: the app, its portals and overlays share it.
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('*', { margin: 0 });

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
});

globalStyle('body', {
  minHeight: '100vh',
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
  textRendering: 'optimizeLegibility',
});

globalStyle('img, picture, video, canvas', { display: 'block', maxWidth: '100%' });

globalStyle('input, button, textarea, select', { font: 'inherit', color: 'inherit' });

globalStyle('p, h1, h2, h3, h4, h5, h6', { overflowWrap: 'break-word' });

globalStyle('h1, h2, h3, h4, h5, h6', { fontSize: 'inherit', fontWeight: 'inherit' });

globalStyle('ul[role="list"], ol[role="list"]', { listStyle: 'none', padding: 0 });

globalStyle('table', { borderCollapse: 'collapse' });

globalStyle('[hidden]', { display: 'none !important' });
