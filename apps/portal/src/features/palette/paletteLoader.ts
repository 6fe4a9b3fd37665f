// The palette's import, in a module of its own: the shell's import of this one lists a single
// file to preload, where importing the palette directly would list every chunk the palette uses
// (about 0.7 KB gzipped in the shell, which its budget has no room for).
export const loadAppCommandPalette = () =>
  import('./AppCommandPalette.tsx').then((module) => module.AppCommandPalette);
