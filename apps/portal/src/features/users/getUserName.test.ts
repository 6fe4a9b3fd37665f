import { describe, expect, it } from 'vitest';
import { getUserName } from './getUserName.ts';

describe('getUserName', () => {
  it.each([
    [{ firstname: 'Ada', lastname: 'Lovelace', email: 'ada@x.test' }, 'Ada Lovelace'],
    [{ firstname: 'Ada', lastname: '', email: 'ada@x.test' }, 'Ada'],
    [{ firstname: ' ', lastname: '', email: 'ada@x.test' }, 'ada@x.test'],
    [{ firstname: '', lastname: '' }, ''],
  ])('%j is named %j', (user, name) => {
    expect(getUserName(user)).toBe(name);
  });
});
