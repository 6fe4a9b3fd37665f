import { describe, expect, it } from 'vitest';
import { pathPreloadFiles } from './pathPreloads.ts';

function chunk(
  fileName: string,
  {
    facade = null,
    isEntry = false,
    imports = [],
    css = [],
    modules = [],
  }: {
    facade?: string | null;
    isEntry?: boolean;
    imports?: string[];
    css?: string[];
    /** Modules in the chunk beside its facade. */
    modules?: string[];
  } = {},
) {
  return {
    type: 'chunk' as const,
    fileName,
    moduleIds: facade === null ? modules : [...modules, facade],
    isEntry,
    imports,
    viteMetadata: { importedCss: new Set(css) },
  };
}

const SRC = '/repo/apps/portal/src';
const BUILD = [
  chunk('assets/index.js', {
    facade: '/repo/apps/portal/index.html',
    isEntry: true,
    imports: ['assets/framework.js', 'assets/core.js'],
    css: ['assets/core.css'],
  }),
  chunk('assets/framework.js'),
  chunk('assets/core.js'),
  chunk('assets/shell.js', { imports: ['assets/core.js'], css: ['assets/shell.css'] }),
  chunk('assets/MainLayout.js', {
    facade: `${SRC}/layouts/MainLayout.tsx`,
    imports: ['assets/shell.js', 'assets/framework.js'],
  }),
  chunk('assets/session.js', { facade: `${SRC}/app/ApiRoot.tsx`, imports: ['assets/core.js'] }),
  chunk('assets/LoginLayout.js', {
    facade: `${SRC}/layouts/LoginLayout.tsx`,
    imports: ['assets/sign-in.js'],
  }),
  chunk('assets/LoginPage.js', {
    facade: `${SRC}/pages/public/LoginPage.tsx`,
    imports: ['assets/sign-in.js'],
  }),
  chunk('assets/sign-in.js', { css: ['assets/sign-in.css'] }),
  chunk('assets/agencyRoutes.js', {
    facade: `${SRC}/app/routes/agencyRoutes.ts`,
    imports: ['assets/core.js'],
  }),
  chunk('assets/brandRoutes.js', { facade: `${SRC}/app/routes/brandRoutes.ts` }),
  chunk('assets/creatorRoutes.js', {
    facade: `${SRC}/app/routes/creatorRoutes.ts`,
    imports: ['assets/creatorOnly.js'],
  }),
  chunk('assets/creatorOnly.js'),
  chunk('assets/AgencyHomePage.js', {
    facade: `${SRC}/pages/agency/AgencyHomePage.tsx`,
    imports: ['assets/kit-agency.js', 'assets/core.js'],
    css: ['assets/kit-agency.css'],
  }),
  chunk('assets/kit-agency.js'),
  chunk('assets/InboxPage.js', { facade: `${SRC}/pages/inbox/InboxPage.tsx` }),
];

describe('pathPreloadFiles', () => {
  it.each([
    [
      '/agency',
      [
        'assets/MainLayout.js',
        'assets/agencyRoutes.js',
        'assets/session.js',
        'assets/shell.css',
        'assets/shell.js',
      ],
    ],
    [
      '/brand',
      [
        'assets/MainLayout.js',
        'assets/brandRoutes.js',
        'assets/session.js',
        'assets/shell.css',
        'assets/shell.js',
      ],
    ],
    [
      '/creator',
      [
        'assets/MainLayout.js',
        'assets/creatorOnly.js',
        'assets/creatorRoutes.js',
        'assets/session.js',
        'assets/shell.css',
        'assets/shell.js',
      ],
    ],
  ])(
    "lists for %s its route table, the shell and the session with what they import, but not the entry's files nor pages",
    (prefix, files) => {
      expect(pathPreloadFiles(BUILD)[prefix]).toEqual(files);
    },
  );

  it('lists for /login its layout and page with what they import, and for no other path', () => {
    const files = pathPreloadFiles(BUILD);
    expect(files['/login']).toEqual([
      'assets/LoginLayout.js',
      'assets/LoginPage.js',
      'assets/sign-in.css',
      'assets/sign-in.js',
    ]);
    expect(Object.keys(files)).not.toContain('/');
  });

  it("lists for a landing page its app's files and the page with what it imports", () => {
    expect(pathPreloadFiles(BUILD)['/agency/home']).toEqual([
      'assets/AgencyHomePage.js',
      'assets/MainLayout.js',
      'assets/agencyRoutes.js',
      'assets/kit-agency.css',
      'assets/kit-agency.js',
      'assets/session.js',
      'assets/shell.css',
      'assets/shell.js',
    ]);
    expect(pathPreloadFiles(BUILD)['/brand/inbox']).toEqual([
      'assets/InboxPage.js',
      'assets/MainLayout.js',
      'assets/brandRoutes.js',
      'assets/session.js',
      'assets/shell.css',
      'assets/shell.js',
    ]);
  });

  it('finds a module that shares a chunk, as the shell and the route tables do', () => {
    const merged = [
      chunk('assets/index.js', { facade: '/repo/apps/portal/index.html', isEntry: true }),
      chunk('assets/app.js', {
        modules: [`${SRC}/layouts/MainLayout.tsx`, `${SRC}/app/ApiRoot.tsx`],
        css: ['assets/app.css'],
      }),
      chunk('assets/tables-agency.js', {
        modules: [`${SRC}/app/routes/agency/finance.ts`, `${SRC}/app/routes/agencyRoutes.ts`],
        imports: ['assets/app.js'],
      }),
    ];
    expect(pathPreloadFiles(merged)['/agency']).toEqual([
      'assets/app.css',
      'assets/app.js',
      'assets/tables-agency.js',
    ]);
  });

  it('puts each landing page before its app, whose prefix it is under', () => {
    const prefixes = Object.keys(pathPreloadFiles(BUILD));
    for (const page of ['/agency/home', '/agency/inbox', '/brand/home', '/creator/inbox']) {
      const app = `/${page.split('/')[1]}`;
      expect(prefixes.indexOf(page)).toBeLessThan(prefixes.indexOf(app));
    }
  });
});
