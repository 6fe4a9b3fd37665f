// The text of the three legal pages (spec §2 'privacy', 'terms', 'optout'), short and plain.
// The addresses are on the demo domain of decisions §4 (the fake backend mails sales@airtime.test).

export const LEGAL_KINDS = ['privacy', 'terms', 'optout'] as const;
export type LegalKind = (typeof LEGAL_KINDS)[number];

export const SUPPORT_EMAIL = 'support@airtime.test';
export const PRIVACY_EMAIL = 'privacy@airtime.test';

/** A section: a heading, paragraphs, and an optional list. */
export interface LegalSection {
  readonly heading: string;
  readonly paragraphs: readonly string[];
  readonly list?: readonly string[];
}

export interface LegalDocument {
  readonly title: string;
  /** One sentence of what the page is. */
  readonly summary: string;
  readonly sections: readonly LegalSection[];
  /** Where to write about it. */
  readonly contact: string;
}

export const LEGAL_DOCUMENTS: Readonly<Record<LegalKind, LegalDocument>> = {
  privacy: {
    title: 'Privacy Policy',
    summary:
      'What Airtime collects while agencies, brands and creators run sponsorships here, why, and the choices you have.',
    contact: PRIVACY_EMAIL,
    sections: [
      {
        heading: 'What we collect',
        paragraphs: ['We keep only what running a sponsorship needs:'],
        list: [
          'Account details: your name, work email, role, and the brands or creators you work with.',
          'Campaign data: deals, rates, events, airing dates, promo codes, tracking links and messages.',
          'Performance data: views, clicks, conversions and revenue reported by channels and tracking partners.',
          'Usage data: pages opened, page load times and the browser and IP address you use, to keep the service fast and secure.',
        ],
      },
      {
        heading: 'How we use it',
        paragraphs: [
          'To run the service: match brands with creators, plan and track campaigns, report results, invoice brands and pay creators. We do not sell personal data or use it for advertising outside Airtime.',
        ],
      },
      {
        heading: 'Who sees it',
        paragraphs: [
          'People in your workspace, and the brands or creators on a campaign you share. Service providers (hosting, email, payments, analytics) process data for us under contract. We disclose data when the law requires it.',
        ],
      },
      {
        heading: 'Cookies',
        paragraphs: [
          'We use cookies to keep you signed in, to protect forms against forgery, and to remember choices such as the cookie notice. We measure page performance without advertising trackers.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          'You can ask for a copy of your data, have it corrected or deleted, or object to a use of it. We keep account data while your account is open and campaign records as long as tax and contract law require.',
        ],
      },
    ],
  },
  terms: {
    title: 'Terms of Service',
    summary: 'The agreement between Airtime and the agencies, brands and creators who use it.',
    contact: SUPPORT_EMAIL,
    sections: [
      {
        heading: 'Your account',
        paragraphs: [
          'Accounts are by invitation. Keep your password to yourself, tell us at once if you think someone else has used your account, and use only the access your organisation gave you.',
        ],
      },
      {
        heading: 'Using Airtime',
        paragraphs: ['Use Airtime for lawful sponsorship work. Do not:'],
        list: [
          'upload content you have no right to share, or data about people without a lawful basis;',
          'try to reach data, accounts or systems you were not given access to;',
          'copy, scrape or resell the service or its data.',
        ],
      },
      {
        heading: 'Deals and payments',
        paragraphs: [
          'Sponsorship terms (rates, deliverables, approvals) are agreed between the brand, the agency and the creator; Airtime records them and calculates invoices and payouts from the performance data it receives. Report a wrong figure within 30 days of the statement that shows it.',
        ],
      },
      {
        heading: 'Content and data',
        paragraphs: [
          'You keep the rights to what you upload and let us use it to provide the service. Reports and figures are given as measured; they are only as accurate as the data the channels and tracking partners send.',
        ],
      },
      {
        heading: 'Changes and ending',
        paragraphs: [
          'We may change these terms and will tell you before a material change takes effect. You can stop using Airtime at any time; we may suspend accounts that break these terms. To the extent the law allows, our liability is limited to the fees paid in the twelve months before a claim.',
        ],
      },
    ],
  },
  optout: {
    title: 'Opt Out and Support',
    summary: 'How to stop messages, remove your data, or reach the Airtime team.',
    contact: SUPPORT_EMAIL,
    sections: [
      {
        heading: 'Stop emails',
        paragraphs: [
          'Every Airtime email has an unsubscribe link. Service messages about your account, invoices and payouts continue while your account is open.',
        ],
      },
      {
        heading: 'Opt a channel out of tracking',
        paragraphs: [
          'Creators can ask us to stop detecting sponsorships on their channels and to stop showing them to brands for prospecting. Write to us from the email on the channel, or from your account, and name the channels.',
        ],
      },
      {
        heading: 'Delete your data',
        paragraphs: [
          'Ask us to delete your account and personal data. We confirm within 5 business days and finish within 30 days, keeping only the records tax and contract law require.',
        ],
      },
      {
        heading: 'Contact support',
        paragraphs: [
          'For help with access, campaigns, reports, invoices or payouts, write to us with the page and record involved. We answer on business days within one working day.',
        ],
      },
    ],
  },
};

/** The legal page a path shows, from its last segment (`/privacy`, `/agency/terms`, ...). */
export function getLegalKind(pathname: string): LegalKind | null {
  const last = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  return LEGAL_KINDS.find((kind) => kind === last) ?? null;
}
