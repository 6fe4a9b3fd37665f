/** A creator's event for a competing brand near a booking (ours). */
export interface BookingConflict {
  readonly event_id: number;
  readonly title: string;
  readonly brand_id: number;
  readonly brand_name: string;
  /** The event's day (aired, else planned), yyyy-MM-dd. */
  readonly date: string;
}

/** A user's decision to book despite conflicts, recorded on the campaign (ours). */
export interface BookingDecision {
  readonly id: number;
  /** The campaign the booked event belongs to; null for an event outside any campaign. */
  readonly campaign_id: number | null;
  /** The event created or moved. */
  readonly event_id: number;
  /** The day it was booked for, yyyy-MM-dd. */
  readonly date: string;
  readonly user_id: number;
  /** Who decided ('Ada Admin'). */
  readonly user_name: string;
  /** ISO date-time. */
  readonly decided_at: string;
  /** The conflicts the user was shown and went on with. */
  readonly conflicts: readonly BookingConflict[];
}
