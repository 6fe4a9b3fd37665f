/**
 * Each thread's writes, run one at a time in the order they were made (a chat keeps its order,
 * and a change to a message being sent goes out once its saved id is known).
 */
export class WriteQueues {
  private readonly tails = new Map<number, Promise<unknown>>();

  /** Runs the task once the thread's earlier writes have ended, done or failed. */
  run<T>(threadId: number, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(threadId) ?? Promise.resolve();
    const run = previous.then(task);
    const tail = run.then(
      () => undefined,
      () => undefined,
    );
    this.tails.set(threadId, tail);
    void tail.then(() => {
      if (this.tails.get(threadId) === tail) this.tails.delete(threadId);
    });
    return run;
  }
}
