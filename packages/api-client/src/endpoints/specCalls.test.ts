import { SPEC_CALLS, specCallKey } from '@airtime/mock-api';
import { describe, expect, it } from 'vitest';
import type { Call } from './defineCall.ts';

// Every endpoint file's exports; a declaration is any export shaped like a Call.
const modules = import.meta.glob<Record<string, unknown>>(
  ['./*.ts', '!./*.test.ts', '!./defineCall.ts'],
  {
    eager: true,
  },
);

function isCall(value: unknown): value is Call {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Call).method === 'string' &&
    typeof (value as Call).path === 'string' &&
    typeof (value as Call).decode === 'function'
  );
}

const declared = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter((entry): entry is [string, Call] => isCall(entry[1]))
    .map(([name, call]) => ({ name: `${file.slice(2)}:${name}`, key: specCallKey(call), call })),
);

// mock-api's SPEC_CALLS transcribes spec §7 call by call, plus the paths chosen for the calls whose
// path the spec does not show (a few of those repeat a listed path).
const specKeys = [...new Set(SPEC_CALLS.map(specCallKey))];

// Calls of ours the spec does not have (each documented as ours in both READMEs): the fake answers
// them, but they are not spec §7's, so SPEC_CALLS leaves them out. Keep this list short.
const OUR_CALLS = [
  // The inbox's list of every thread the user may read (mock-api README "Messaging").
  'GET /api/threads',
  // The roles and what each grants (decisions §9 `permissions`, "the fake's roles calls").
  'GET /api/roles',
  'PUT /api/roles/:id',
  // Finance (decisions §9: "the fake's invoice and payout calls").
  'GET /api/invoices',
  'GET /api/invoices/:id',
  'GET /api/invoices/billable',
  'POST /api/invoices',
  'POST /api/invoices/:id/status',
  'GET /api/payouts',
  'GET /api/payouts/:id',
  'POST /api/payouts/:id/status',
  // The invoicing system's customers and a brand's (decisions §9 `connect brand invoicing customer`).
  'GET /api/invoicing/customers',
  'POST /api/brands/:id/invoicing-customer',
  'DELETE /api/brands/:id/invoicing-customer',
  // A brand's sales activity and its CSV import (decisions §9 `activity import`).
  'GET /api/brands/:id/sales-activity',
  'POST /api/brands/:id/sales-activity/import',
  // Report links and the public shared report (issue 20; mock-api README "Chosen paths").
  'GET /api/report-links',
  'POST /api/report-links',
  'DELETE /api/report-links/:id',
  // The booking conflict check (issue 23; mock-api README "Chosen paths").
  'GET /api/brands/:id/competitors',
  'PUT /api/brands/:id/competitors',
  'GET /api/booking-conflicts',
  'GET /api/shared-reports/:token',
  // Each user's saved views of a list (issue 23; mock-api README "Chosen paths").
  'GET /api/saved-views',
  'POST /api/saved-views',
  'PUT /api/saved-views/:id',
  'DELETE /api/saved-views/:id',
];

describe('the declarations and spec §7', () => {
  it.each(specKeys)('%s is declared exactly once', (key) => {
    expect(declared.filter((entry) => entry.key === key).map((entry) => entry.name)).toHaveLength(
      1,
    );
  });

  it('declares nothing the spec does not list, but for our own calls', () => {
    expect(
      declared
        .filter((entry) => !specKeys.includes(entry.key) && !OUR_CALLS.includes(entry.key))
        .map((entry) => entry.name),
    ).toEqual([]);
  });

  it.each(OUR_CALLS)('%s, ours, is declared exactly once and is not in the spec', (key) => {
    expect(specKeys).not.toContain(key);
    expect(declared.filter((entry) => entry.key === key)).toHaveLength(1);
  });

  it.each(SPEC_CALLS.filter((call) => call.methodOverride !== undefined).map(specCallKey))(
    '%s is sent with the method override of the spec',
    (key) => {
      const entry = declared.find((candidate) => candidate.key === key);
      expect(entry?.call.methodOverride).toBe('PUT');
    },
  );
});
