import { type ApiError, useThread } from '@airtime/api-client';
import type { Thread } from '@airtime/domain';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import {
  compareThreads,
  type InboxSubject,
  type InboxThread,
  subjectKey,
} from './inboxSubjects.ts';

interface Probe {
  readonly thread: Thread | null | undefined;
  readonly error: ApiError | undefined;
}

/**
 * Reads one record's thread (GET /api/threads/{type}/{id}/{visibility}) and reports it up. There
 * is no call that lists every thread of a user, so the inbox reads its records' threads one by
 * one, each through useThread and its cache (which optimistic sends and realtime keep current).
 */
function ThreadProbe({
  subject,
  retry,
  onReport,
}: {
  readonly subject: InboxSubject;
  readonly retry: number;
  readonly onReport: (key: string, probe: Probe | null) => void;
}) {
  const { data, error, mutate } = useThread(subject.type, subject.id, subject.visibility);
  const key = subjectKey(subject);
  useEffect(() => onReport(key, { thread: data, error }), [key, data, error, onReport]);
  useEffect(() => () => onReport(key, null), [key, onReport]);
  useEffect(() => {
    if (retry > 0) void mutate();
  }, [retry, mutate]);
  return null;
}

function sameProbe(known: Probe | undefined, probe: Probe): boolean {
  return known !== undefined && known.thread === probe.thread && known.error === probe.error;
}

/** The inbox's conversations, newest first, read from its records' threads. */
export interface InboxThreads {
  /** Renders nothing visible: mount it for the reads to run. */
  readonly probes: ReactNode;
  readonly threads: readonly InboxThread[];
  /** Some records' threads are still on their way. */
  readonly isLoading: boolean;
  /** How many records' threads failed to load. */
  readonly failedCount: number;
  /** Reads the threads again (after a failure). */
  retry(): void;
}

/**
 * How many records' threads are read at once: the next ones start when these have answered.
 * Agency staff have a hundred creators; a hundred reads finishing together re-rendered the page
 * in one chain until React gave up (error #185), and flooded the server.
 */
const PROBE_BATCH = 10;

/** The threads of `subjects` that exist (a record without a thread is left out). */
export function useInboxThreads(subjects: readonly InboxSubject[]): InboxThreads {
  const [probes, setProbes] = useState<ReadonlyMap<string, Probe>>(new Map());
  const [reading, setReading] = useState(PROBE_BATCH);
  const [retryCount, setRetryCount] = useState(0);
  const onReport = useCallback((key: string, probe: Probe | null) => {
    setProbes((current) => {
      const known = current.get(key);
      // The same report again changes nothing: no new state, no render of the whole inbox.
      if (probe === null ? known === undefined : sameProbe(known, probe)) return current;
      const next = new Map(current);
      if (probe === null) next.delete(key);
      else next.set(key, probe);
      return next;
    });
  }, []);
  const threads = useMemo(() => {
    const found: InboxThread[] = [];
    for (const subject of subjects) {
      const thread = probes.get(subjectKey(subject))?.thread;
      if (thread !== undefined && thread !== null) found.push({ subject, thread });
    }
    return found.sort(compareThreads);
  }, [subjects, probes]);
  const isSettled = (subject: InboxSubject) => {
    const probe = probes.get(subjectKey(subject));
    return probe !== undefined && (probe.thread !== undefined || probe.error !== undefined);
  };
  const settled = subjects.filter(isSettled).length;
  const live = subjects.slice(0, reading);
  const isBatchSettled = live.every(isSettled);
  useEffect(() => {
    if (isBatchSettled && reading < subjects.length) setReading((count) => count + PROBE_BATCH);
  }, [isBatchSettled, reading, subjects.length]);
  const failedCount = [...probes.values()].filter((probe) => probe.error !== undefined).length;
  return {
    probes: live.map((subject) => (
      <ThreadProbe
        key={subjectKey(subject)}
        subject={subject}
        retry={retryCount}
        onReport={onReport}
      />
    )),
    threads,
    isLoading: settled < subjects.length,
    failedCount,
    retry: () => setRetryCount((count) => count + 1),
  };
}
