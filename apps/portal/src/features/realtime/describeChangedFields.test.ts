import { describe, expect, it } from 'vitest';
import { describeChangedFields } from './LiveChangeNote.tsx';

describe('describeChangedFields', () => {
  it.each<[string[], string]>([
    [['priority'], 'priority'],
    [['ends_at', 'priority'], 'end date and priority'],
    [['status', 'io_status', 'group'], 'status, IO status and planning step'],
    [['is_important', 'backup_id'], 'importance and backup id'],
    [[], ''],
  ])('%j reads "%s"', (fields, words) => {
    expect(describeChangedFields(fields)).toBe(words);
  });
});
