import {
  canSeeBrandReports,
  DEFAULT_REPORT_LINK_EXPIRY_DAYS,
  getReportLinkExpiry,
  getReportLinkState,
  pickReportLinkParams,
  REPORT_LINK_EXPIRY_DAYS,
  type ReportLink,
  SHAREABLE_REPORTS,
} from '@airtime/domain';
import { agencyOrBrand } from '../auth/access.ts';
import { visibleBrand } from '../auth/brandVisibility.ts';
import { forbidden, found, HttpError } from '../http/HttpError.ts';
import { readFilters } from '../http/query.ts';
import { json, noContent } from '../http/responses.ts';
import { anyRoute, definePublicRoute, defineRoute, type UserContext } from '../http/route.ts';
import { v, validate } from '../http/validate.ts';
import { type ReportLinkPayload, signReportLink, verifyReportLink } from './reportLinkTokens.ts';
import { sharedReportData } from './sharedReportData.ts';

// Report links (issue 20, calls of ours): a signed, expiring, revocable link to one brand report
// that opens read-only without signing in. Whoever may see the brand's reports (agency staff but
// Prospecting-only, the brand's own users) makes, lists and revokes its links; Read Only users
// only list them (the route pipeline refuses their writes). The public read checks the token's
// signature, then the link's row: revoked or expired links answer 410, a token this server did
// not sign (or one changed since) 401, and neither carries any data.

/** The brand, when the user may see its reports; else 404 or 403. */
function reportBrand(context: UserContext<string>, brandId: number) {
  if (!canSeeBrandReports(context.user))
    forbidden("You do not have access to this brand's reports.");
  return visibleBrand(context, brandId);
}

function tokenPayload(link: ReportLink): ReportLinkPayload {
  const { id, brand_id, report, params, expires_at } = link;
  return { id, brand_id, report, params, expires_at };
}

/** Whether a token's payload still says what the link's row says (a row is never rewritten). */
function samePayload(payload: ReportLinkPayload, link: ReportLink): boolean {
  const expected = tokenPayload(link);
  return (Object.keys(expected) as (keyof ReportLinkPayload)[]).every(
    (key) => payload[key] === expected[key],
  );
}

/** The client's path to the shared page: a real backend would send its portal's address. */
export function sharedReportPath(token: string): string {
  return `/shared/r/${token}`;
}

export const reportLinkRoutes = [
  defineRoute({
    method: 'GET',
    path: '/api/report-links',
    access: agencyOrBrand,
    handle(context) {
      const filters = readFilters(context.query, { brand_id: v.id().required() });
      reportBrand(context, filters.brand_id);
      const now = context.nowIso();
      const rows = context.store.reportLinks
        .lookup('brand_id', filters.brand_id)
        .filter((link) => getReportLinkState(link, now) === 'live')
        .sort((a, b) => (a.created_at < b.created_at ? 1 : -1));
      return json({ data: rows });
    },
  }),

  defineRoute({
    method: 'POST',
    path: '/api/report-links',
    access: agencyOrBrand,
    async handle(context) {
      const input = validate(await context.body(), {
        brand_id: v.id().required(),
        report: v.oneOf(SHAREABLE_REPORTS).required(),
        params: v.string({ max: 2000 }).nullable(),
        expires_in_days: v.oneOf(REPORT_LINK_EXPIRY_DAYS),
      });
      const brand = reportBrand(context, input.brand_id);
      const now = context.nowIso();
      const { user } = context;
      const link = context.store.reportLinks.insert({
        brand_id: brand.id,
        report: input.report,
        params: pickReportLinkParams(input.report, input.params ?? ''),
        expires_at: getReportLinkExpiry(
          now,
          input.expires_in_days ?? DEFAULT_REPORT_LINK_EXPIRY_DAYS,
        ),
        revoked_at: null,
        created_at: now,
        created_by: { id: user.id, name: `${user.firstname} ${user.lastname}`.trim() },
      });
      const token = await signReportLink(tokenPayload(link));
      return json({ data: { ...link, token, url: sharedReportPath(token) } }, 201);
    },
  }),

  defineRoute({
    method: 'DELETE',
    path: '/api/report-links/:id',
    access: agencyOrBrand,
    handle(context) {
      const linkId = context.id('id');
      const link = found(context.store.reportLinks.get(linkId), 'Report link', linkId);
      reportBrand(context, link.brand_id);
      if (link.revoked_at === null)
        context.store.reportLinks.update(link.id, { revoked_at: context.nowIso() });
      return noContent();
    },
  }),

  definePublicRoute({
    method: 'GET',
    path: '/api/shared-reports/:token',
    async handle(context) {
      const payload = await verifyReportLink(decodeURIComponent(context.params.token));
      const link = payload === null ? undefined : context.store.reportLinks.get(payload.id);
      if (payload === null || link === undefined || !samePayload(payload, link))
        throw new HttpError(401, 'This link is not valid: it is incomplete or was changed.', {
          reason: 'invalid',
        });
      const now = context.nowIso();
      const state = getReportLinkState(link, now);
      if (state === 'revoked')
        throw new HttpError(410, 'This link was revoked: the report is no longer shared.', {
          reason: 'revoked',
        });
      if (state === 'expired')
        throw new HttpError(410, 'This link has expired: ask for a new one.', {
          reason: 'expired',
          expired_at: link.expires_at,
        });
      const brand = found(context.store.brands.get(link.brand_id), 'Brand', link.brand_id);
      const { included, ...data } = sharedReportData(context.store, link, now.slice(0, 10));
      return json({
        data: { link, brand: { id: brand.id, name: brand.name }, ...data },
        included,
      });
    },
  }),
].map(anyRoute);
