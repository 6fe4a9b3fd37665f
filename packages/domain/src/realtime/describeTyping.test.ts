import { describe, expect, it } from 'vitest';
import { describeTyping } from './describeTyping.ts';

describe('describeTyping', () => {
  it.each<[readonly string[], string]>([
    [[], ''],
    [['Ada'], 'Ada is typing…'],
    [['Ada', 'Sam'], 'Ada and Sam are typing…'],
    [['Ada', 'Sam', 'Li'], 'Ada, Sam and Li are typing…'],
    [['Ada', 'Sam', 'Li', 'Omar'], 'Ada, Sam and 2 others are typing…'],
    [['Ada', 'Sam', 'Li', 'Omar', 'Grace'], 'Ada, Sam and 3 others are typing…'],
  ])('%j → %j', (names, expected) => {
    expect(describeTyping(names)).toBe(expected);
  });
});
