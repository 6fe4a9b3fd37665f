import { afterEach, beforeEach, vi } from 'vitest';

/** A file the page downloaded: its name and its text. */
export interface Download {
  readonly name: string;
  readonly text: Promise<string>;
}

/**
 * Catches the files the page downloads (a link to an object URL, clicked), which jsdom cannot
 * save: the returned list fills as they come, and is emptied before each test.
 */
export function captureDownloads(): Download[] {
  const downloads: Download[] = [];
  const blobs = new Map<string, Blob>();
  beforeEach(() => {
    downloads.length = 0;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      const url = `blob:test/${blobs.size + 1}`;
      blobs.set(url, blob as Blob);
      return url;
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      const blob = blobs.get(this.getAttribute('href') ?? '');
      if (blob !== undefined) downloads.push({ name: this.download, text: blob.text() });
    });
  });
  afterEach(() => vi.restoreAllMocks());
  return downloads;
}
