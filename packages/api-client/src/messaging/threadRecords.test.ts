import { describe, expect, it } from 'vitest';
import { isThreadListUrl, isThreadUrl } from './threadRecords.ts';

describe('thread URLs', () => {
  it.each<[string, boolean, boolean]>([
    // [url or cache key, a record's thread, the thread list]
    ['/api/threads/brand/2/brand', true, false],
    ['/api/threads/event_production/9/internal', true, false],
    ['/api/threads', false, true],
    ['/api/threads?unread=1', false, true],
    ['$inf$/api/threads?per_page=25&visibility[]=brand', false, true],
    ['/api/threads?cursor=abc&sort=-created_at', false, true],
    ['/api/threads/4/messages', false, false],
    ['$inf$/api/threads/4/messages?per_page=25', false, false],
    ['/api/threadsx', false, false],
    ['/api/thread/4/subscriptions', false, false],
    ['/api/threads/brand/2', false, false],
  ])('%s: a thread %s, the list %s', (url, thread, list) => {
    expect(isThreadUrl(url)).toBe(thread);
    expect(isThreadListUrl(url)).toBe(list);
  });
});
