const DAY_MS = 86_400_000;

/**
 * Dates relative to the seed's reference day, as the API writes them. Strings are cached per day
 * because the large scale formats hundreds of thousands of dates.
 */
export class Calendar {
  readonly referenceDate: string;
  readonly #referenceMs: number;
  readonly #days = new Map<number, string>();

  constructor(referenceDate: string) {
    const ms = Date.parse(`${referenceDate}T00:00:00.000Z`);
    if (!Number.isFinite(ms) || !/^\d{4}-\d{2}-\d{2}$/.test(referenceDate)) {
      throw new Error(`Invalid reference date: ${referenceDate}`);
    }
    this.referenceDate = referenceDate;
    this.#referenceMs = ms;
  }

  /** The day `offset` days from the reference day, yyyy-MM-dd. */
  day(offset: number): string {
    let value = this.#days.get(offset);
    if (value === undefined) {
      value = new Date(this.#referenceMs + offset * DAY_MS).toISOString().slice(0, 10);
      this.#days.set(offset, value);
    }
    return value;
  }

  /** An ISO date-time on the day `offset`, at `minute` minutes past midnight UTC. */
  at(offset: number, minute: number): string {
    return `${this.day(offset)}${TIMES[((minute % 1440) + 1440) % 1440]}`;
  }

  /** Days from the reference day to a yyyy-MM-dd day. */
  offsetOf(day: string): number {
    return Math.round((Date.parse(`${day}T00:00:00.000Z`) - this.#referenceMs) / DAY_MS);
  }
}

function pad(value: number): string {
  return value < 10 ? `0${value}` : String(value);
}

// 'T08:30:00.000Z' for every minute of the day, built once.
const TIMES: readonly string[] = Array.from(
  { length: 1440 },
  (_, minute) => `T${pad(Math.floor(minute / 60))}:${pad(minute % 60)}:00.000Z`,
);
