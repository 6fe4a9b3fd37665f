import { useInvoices, usePayouts, useThreads } from '@airtime/api-client';
import { Avatar, DateText, Money } from '@airtime/design-system';
import {
  CONVERSATIONS_LINK,
  conversationLink,
  INVOICES_LINK,
  invoiceLink,
  PAYOUTS_LINK,
  payoutLink,
} from '../../features/home/homeLinks.ts';
import { listState, WorkList } from '../../features/home/WorkList.tsx';
import { WORK_ROWS } from '../../features/home/workRows.ts';
import { SUBJECT_TYPE_LABELS, threadName } from '../../features/inbox/inboxSubjects.ts';
import { formatShortMonth } from '../../features/months/months.ts';
import { InvoiceStatusBadge, PayoutStatusBadge } from '../../features/status/StatusBadges.tsx';
import { INVOICES_DUE, PAYOUTS_LATE, UNREAD_THREADS } from './agencyHomeReads.ts';

// Home's worklist, what to follow up: unread conversations, and finance's invoices due and payouts
// late, each row with its action into the screen where it is done.

/** Conversations with something unread: each opens in the inbox. */
export function ConversationsSection() {
  const list = useThreads(UNREAD_THREADS);
  return (
    <WorkList
      title="Unread conversations"
      description="Newest message first."
      {...listState(list)}
      total={list.unread ?? list.total}
      rows={list.items.slice(0, WORK_ROWS).map((thread) => {
        const name = threadName(thread);
        return {
          key: thread.id,
          title: name,
          leading: <Avatar name={name} src={thread.subject?.logo} size={6} aria-hidden="true" />,
          meta: (
            <>
              {SUBJECT_TYPE_LABELS[thread.subject_type]}
              {thread.latest_message_at !== null && (
                <>
                  {' · '}
                  <DateText value={thread.latest_message_at} />
                </>
              )}
            </>
          ),
          action: 'Reply',
          href: conversationLink(thread),
        };
      })}
      viewAll={{ href: CONVERSATIONS_LINK }}
      empty={{
        title: 'You have read every conversation.',
        description: 'New messages on your brands, creators and campaigns show here.',
        action: { label: 'Open inbox', href: CONVERSATIONS_LINK },
      }}
    />
  );
}

/** Brand invoices sent or overdue: each opens its brand's unpaid invoices. */
export function InvoicesSection() {
  const list = useInvoices(INVOICES_DUE);
  return (
    <WorkList
      title="Invoices due"
      description="Sent or overdue, the longest due first."
      {...listState(list)}
      rows={list.items.slice(0, WORK_ROWS).map((invoice) => ({
        key: invoice.id,
        title: `${invoice.number} · ${invoice.brand?.name ?? `Brand ${invoice.brand_id}`}`,
        meta: (
          <>
            <Money value={invoice.amount} />
            {invoice.due_on !== null && (
              <>
                {' · due '}
                <DateText value={invoice.due_on} />
              </>
            )}
          </>
        ),
        badges: <InvoiceStatusBadge status={invoice.status} />,
        action: 'Follow up',
        href: invoiceLink(invoice),
      }))}
      viewAll={{ href: INVOICES_LINK }}
      empty={{
        title: 'No invoice is waiting to be paid.',
        description: 'Invoices show here once sent, until the brand pays.',
        action: { label: 'Open Brand Invoicing', href: INVOICES_LINK },
      }}
    />
  );
}

/** Creator payouts failed or not sent yet: each opens its month on Creator Payout. */
export function PayoutsSection() {
  const list = usePayouts(PAYOUTS_LATE);
  return (
    <WorkList
      title="Payouts late"
      description="Failed, or not sent yet; the oldest period first."
      {...listState(list)}
      rows={list.items.slice(0, WORK_ROWS).map((payout) => ({
        key: payout.id,
        title: payout.creator?.name ?? `Creator ${payout.publisher_id}`,
        leading: (
          <Avatar
            name={payout.creator?.name ?? '?'}
            src={payout.creator?.logo}
            size={6}
            aria-hidden="true"
          />
        ),
        meta: (
          <>
            <Money value={payout.amount} />
            {` · ${formatShortMonth(payout.period_start.slice(0, 7))}`}
          </>
        ),
        badges: <PayoutStatusBadge status={payout.status} />,
        action: 'Send',
        href: payoutLink(payout),
      }))}
      viewAll={{ href: PAYOUTS_LINK }}
      empty={{
        title: 'No payout is late.',
        description: 'Payouts show here until they are sent to the creator.',
        action: { label: 'Open Creator Payout', href: PAYOUTS_LINK },
      }}
    />
  );
}
