import { getPlatform } from '@airtime/design-system';
import { CONTENT_TYPE_IDS, CONTENT_TYPE_PLATFORMS } from '@airtime/domain';
import { describe, expect, it } from 'vitest';

// The design system draws a channel's platform by its content type with a map of its own (it does
// not import the domain); the domain names the same platforms for data and words. The portal is
// where both meet, so it checks they agree.
describe('content types', () => {
  it.each(CONTENT_TYPE_IDS)('%i: the icon shown is the platform named', (id) => {
    expect(getPlatform(id)?.name).toBe(CONTENT_TYPE_PLATFORMS[id]);
  });
});
