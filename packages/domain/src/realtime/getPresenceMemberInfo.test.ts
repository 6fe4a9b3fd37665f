import { describe, expect, it } from 'vitest';
import { getPresenceMemberInfo } from './getPresenceMemberInfo.ts';
import { PRESENCE_INFO_MAX_BYTES } from './presence.ts';

const SHORT_AVATAR = `data:image/svg+xml,${'a'.repeat(500)}`;
const UPLOADED_AVATAR = `data:image/png;base64,${'A'.repeat(40_000)}`;

describe('getPresenceMemberInfo', () => {
  it.each([
    [
      'a user with a picture URL',
      { id: 2, firstname: 'Ada', lastname: 'Admin', avatar: 'https://cdn.test/ada.png' },
      { id: 2, name: 'Ada Admin', firstname: 'Ada', avatar: 'https://cdn.test/ada.png' },
    ],
    [
      'a generated logo (a short data URI)',
      { id: 1, firstname: 'Sam', lastname: 'Super', avatar: SHORT_AVATAR },
      { id: 1, name: 'Sam Super', firstname: 'Sam', avatar: SHORT_AVATAR },
    ],
    [
      'no picture',
      { id: 7, firstname: 'Brenda', lastname: 'Brand', avatar: null },
      { id: 7, name: 'Brenda Brand', firstname: 'Brenda', avatar: null },
    ],
    [
      'an uploaded picture past 1 KB: left out',
      { id: 8, firstname: 'Cora', lastname: 'Creator', avatar: UPLOADED_AVATAR },
      { id: 8, name: 'Cora Creator', firstname: 'Cora', avatar: null },
    ],
    [
      'no last name, spaces around',
      { id: 9, firstname: ' Vera ', lastname: '', avatar: null },
      { id: 9, name: 'Vera', firstname: 'Vera', avatar: null },
    ],
    [
      'names too long to fit: cut',
      { id: 10, firstname: 'F'.repeat(600), lastname: 'L'.repeat(600), avatar: null },
      { id: 10, name: 'F'.repeat(200), firstname: 'F'.repeat(100), avatar: null },
    ],
  ])('%s', (_label, user, expected) => {
    const info = getPresenceMemberInfo(user);
    expect(info).toEqual(expected);
    expect(new TextEncoder().encode(JSON.stringify(info)).length).toBeLessThanOrEqual(
      PRESENCE_INFO_MAX_BYTES,
    );
  });
});
