import { describe, expect, it } from 'vitest';
import { getLegalKind, LEGAL_DOCUMENTS, LEGAL_KINDS } from './legalDocuments.ts';

describe('getLegalKind', () => {
  it.each([
    ['/privacy', 'privacy'],
    ['/terms', 'terms'],
    ['/optout', 'optout'],
    ['/agency/privacy', 'privacy'],
    ['/brand/optout/', 'optout'],
    ['/agency/home', null],
    ['/', null],
  ])('%s', (path, expected) => {
    expect(getLegalKind(path)).toBe(expected);
  });
});

describe('LEGAL_DOCUMENTS', () => {
  it.each(LEGAL_KINDS)('%s has a title, a summary, sections and a contact', (kind) => {
    const document = LEGAL_DOCUMENTS[kind];
    expect(document.title).not.toBe('');
    expect(document.summary).not.toBe('');
    expect(document.sections.length).toBeGreaterThan(2);
    expect(document.contact).toMatch(/@/);
  });
});
