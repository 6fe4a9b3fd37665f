import { describe, expect, it } from 'vitest';
import { formatCampaignName } from './formatCampaignName.ts';

describe('formatCampaignName', () => {
  it.each<[Parameters<typeof formatCampaignName>[0], string]>([
    [{ brand: 'Acme', creator: 'Night Owls' }, 'Acme × Night Owls'],
    [
      { brand: 'Schaden - Predovic', creator: "Miguel O'Connell" },
      "Schaden - Predovic × Miguel O'Connell",
    ],
    [{ brand: 'Acme × Co', creator: 'Owls' }, 'Acme × Co × Owls'],
    [{ brand: '', creator: 'Night Owls' }, ' × Night Owls'],
  ])('%j is %j', (names, expected) => {
    expect(formatCampaignName(names)).toBe(expected);
  });
});
