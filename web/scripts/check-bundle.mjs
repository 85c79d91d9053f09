#!/usr/bin/env node
/**
 * The bundle budget (issue 8, item 5): the JavaScript a first visit to each route downloads,
 * summed from Vite's manifest (`dist/.vite/manifest.json`, written by `npm run build`) — the
 * entry and its static imports, then each lazy module the route opens with its static imports —
 * and, for /app routes, the English texts the route loads (src/app/routes.tsx: all of them, or the
 * namespaces a route lists in `texts`, as `SCREEN_NAMESPACES` does there) —
 * and measured as the server sends it: the brotli siblings written by build/precompress.ts
 * (gzip and raw sizes printed beside). Exits 1 when a route is above its budget.
 *
 *   npm run build && npm run check:bundle        (`make test-web` runs both)
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

// `BUNDLE_DIST=<dir>` checks a build written elsewhere (`vite build --outDir <dir>`).
const DIST = process.env.BUNDLE_DIST ? `${process.env.BUNDLE_DIST.replace(/\/$/, '')}/` : new URL('../dist/', import.meta.url).pathname;
const KB = 1000;

/**
 * Each route: the lazy modules it opens in order (source paths as in the manifest), its budget
 * in compressed (brotli) bytes — what it weighs today plus a small margin, so that growth is a
 * decision — and the aim of issue 8 where it names one (printed, not enforced; see
 * docs/BENCHMARKS.md). Shell = the /app providers with the session guard
 * (`AppProviders`: query cache, antd App), the /app layout, and the root's toast holder, which
 * the shell mounts when it opens.
 */
const SHELL = ['src/app/AppProviders.tsx', 'src/app/layout/AppLayout.tsx', 'src/app/ToastHolder.tsx'];
// Issue 46 (item 4) set every budget to the size then plus about 0.5 kB: the app's session load
// started at page open (src/app/startSession.ts) costs 0.1 kB on /login and 0.3–0.4 kB on /app
// pages; the rest of the growth over the budgets before (1–4 kB) came with the texts and
// screens of the work beside it. scripts/bench-lcp.mjs measures the same pages in a browser.
// Then antd's zero-runtime mode (its stylesheet, build/antdZeroRuntime.ts) took 9–60 kB off every
// route, and every budget was set again to the size then plus 0.5 kB. The stylesheet itself (about
// 75 kB brotli, loaded by every page with the entry) is CSS, not counted here.
// Then the lists' first views (src/app/FirstView.tsx): the application, active-borrower and late
// lists, the collector's worklist and the lenders count their first view's files and prefetch;
// every route carries the view's store in the entry and the frame in its own file (0.4–1 kB);
// budgets set again to the size then plus 0.5 kB.
// Then the books' and the data page's first views (and one loan-ID link for every screen,
// `entities/loan/LoanLink`): those two count their view and prefetch, every route carries their
// entries in the route table (0.3 kB on /login); budgets set again to the size then plus 0.5 kB.
// Then the sidebar's entries in every first view (app/layout/MenuLook, its own chunk beside the
// view's): 1.2–1.6 kB on /app routes, 0.6 kB on /login (the icons' base and react-i18next's hook
// now in chunks of their own); budgets set again to the size then plus 0.5 kB.

export const ROUTES = [
  // Only the sign-in and error texts ship in the entry (the rest load with the shell): 355 → 331 kB.
  // Then ky instead of axios, no zod, Select or Typography on the sign-in page, English texts
  // only in the entry: 333 → 268 kB. Then antd App, TanStack Query, dayjs and antd's Indonesian
  // texts only where used (the /app shell, a switch to Indonesian), Input without its TextArea,
  // Search and OTP: 268 → 229 kB. Then the API client (ky), the sign-in call and the session
  // store fetched on submit, the error Alert when shown, the theme's tokens without antd's `theme`
  // object (its dark and compact algorithms): 229 → 215 kB. Then the entry's static imports in one
  // chunk (vite.config.ts, group `initial`) rather than a dozen small ones: 218 → 214 kB. Then
  // antd's Input without rc-input's TextArea (build/narrowImports.ts): 214 → 212.5 kB. Then the
  // form label's tooltip (with rc-trigger) fetched when drawn, rc-util's helpers by module, React
  // Router's production build and a few small ones (build/narrowImports.ts): 212.9 → 197.9 kB.
  // Then antd's stylesheet in place of its style generators (issue 46, build/antdZeroRuntime.ts):
  // 199.3 → 189.9 kB.
  // 200 until issue 46 item 4 (antd's styles from its stylesheet, their generators left out).
  { route: '/login', modules: ['src/features/auth/components/LoginPage.tsx'], budget: 192.5 * KB, aim: 200 * KB },
  // 342 until issue 8's third pass (the narrow window's menu drawer now loads only there); 340
  // until its fifth (rc-form and its validator no longer come with antd's Input and Select); 326
  // until issue 41 (its labels for regimes, programs and the NIK check).
  // 327 until issue 43's collections worklist (its English texts count on every route).
  // 329 until issue 43's reminders and virtual-account payments (their English texts count on every route).
  // 332 until issue 44's books and early settlement (their English texts count on every route).
  // 334 until issue 44's restructuring, write-off and recovery (their English texts count on every route).
  // 337 until issue 46 item 4 (antd's styles from its stylesheet, their generators left out).
  { route: '/app/home', modules: [...SHELL, 'src/features/home/components/HomePage.tsx'], budget: 312.4 * KB },
  {
    route: '/app/borrower/application',
    modules: [
      ...SHELL,
      // The list is the area's first page: it comes with the area's chunk (its dialogs load when
      // opened, so zod is not in it: 477 → 434 kB with the entry's savings). Then its panel and
      // counts without antd's Card, the search box without the rest of Input, the download bar
      // and the menu drawer when used: 434 → 412 kB.
      'src/app/pages/LoanApplicationArea.tsx',
      // Its first data, requested beside its code on a first load (issue 46, item 4), and the
      // first view drawn from it while the rest loads (src/app/FirstView.tsx).
      'src/features/loan-applications/prefetch.ts',
      'src/features/loan-applications/components/ApplicationListFirstView.tsx',
    ],
    // Then only the list's own texts (src/app/routes.tsx `SCREEN_NAMESPACES`; its dialogs and
    // other pages load the rest): 412 → 396 kB. Then the shell's and the list's headings and texts
    // without antd's Typography (components/Texts.tsx): 396 → 391 kB. Then the entry's static
    // imports in one chunk: 391 → 385 kB; the search box's Input without rc-input's TextArea:
    // 385 → 384 kB; its error Alert fetched when shown: 384 → 382 kB. Then (build/narrowImports.ts)
    // no rc-form with Input and Select, antd Table's filter menu, pager, virtual body and radio
    // selection fetched when drawn, and the tooltip, rc-util and React Router as on /login:
    // 381.8 → 349.8 kB. Then antd's stylesheet in place of its style generators (issue 46,
    // build/antdZeroRuntime.ts), with the list's first-data prefetch: 354.7 → 324.0 kB.
    texts: ['applications'],
    // 352 until issue 43's reminders and virtual-account payments (their routes and menu icons).
    // 356 until issue 46 item 4 (antd's styles from its stylesheet, their generators left out).
    budget: 332.5 * KB,
    aim: 350 * KB,
  },
  {
    route: '/app/borrower/application/:loanId',
    modules: [
      ...SHELL,
      'src/app/pages/LoanApplicationArea.tsx',
      'src/features/application-form/components/ApplicationFormPage.tsx',
    ],
    // 550 until issue 13: the list's toolbar and batch bar (xlsx downloads, with antd's Progress)
    // and the import texts in both languages come with the area; 567 until issue 8's second pass.
    // (554 kB after the third pass: Card, Drawer, Progress and the toasts in chunks of their own;
    // 541 kB after the fifth.) 544 until issue 41's NIK check and its mismatch warning; 545
    // until issue 42 (the form's value lists checked against the generated types).
    // 546 until issue 43's collections worklist (its English texts count on every route).
    // 548 until issue 43's reminders and virtual-account payments (their English texts count on every route).
    // 551 until issue 44's books and early settlement (their English texts count on every route).
    // 553 until issue 44's restructuring, write-off and recovery (their English texts count on every route).
    // 559 until issue 46 item 4 (antd's styles from its stylesheet, their generators left out).
    budget: 507.7 * KB,
  },
  {
    // The spreadsheet import (issue 13): upload, polled status, errors; fetched when first opened.
    route: '/app/borrower/application/import',
    modules: [
      ...SHELL,
      'src/app/pages/LoanApplicationArea.tsx',
      'src/features/loan-applications/components/import/ImportPage.tsx',
    ],
    // 439 until issue 43's collections worklist (its English texts count on every route).
    // 442 until issue 43's reminders and virtual-account payments (their English texts count on every route).
    // 445 until issue 44's books and early settlement (their English texts count on every route).
    // 447 until issue 44's restructuring, write-off and recovery (their English texts count on every route).
    // 451 until issue 46 item 4 (antd's styles from its stylesheet, their generators left out).
    budget: 415.9 * KB // +1 kB: issue 41's shared labels (regimes, programs, NIK), // 474 until issue 8's fifth pass
  },
  {
    route: '/app/borrower/active',
    modules: [
      ...SHELL,
      'src/features/repayment/components/ActiveBorrowersPage.tsx',
      // Its first data and first view on a first load (issue 46, item 4).
      'src/features/repayment/prefetch.ts',
      'src/features/repayment/components/ActiveListFirstView.tsx',
    ],
    // 378 until issue 43's collections worklist (its English texts count on every route).
    // 381 until issue 43's reminders and virtual-account payments (their English texts count on every route).
    // 384 until issue 44's books and early settlement (their English texts count on every route).
    // 386 until issue 44's restructuring, write-off and recovery (their English texts count on every route).
    // 389 until issue 46 item 4 (antd's styles from its stylesheet, their generators left out).
    budget: 355.4 * KB, // +1 kB: issue 42's declarative filter bar; 417 until issue 8's fifth pass
  },
  {
    // The lender list and detail share the area's chunk (issue 14).
    route: '/app/lender',
    modules: [
      ...SHELL,
      'src/features/lender/components/LenderArea.tsx',
      // Its first data and first view on a first load (issue 46, item 4).
      'src/features/lender/prefetch.ts',
      'src/features/lender/components/LenderListFirstView.tsx',
    ],
    // +1 kB: issue 43's late fee texts (every route counts all English texts).
    // 507 until issue 43's collections worklist (its English texts count on every route).
    // 509 until issue 43's reminders and virtual-account payments (their English texts count on every route).
    // 512 until issue 44's books and early settlement (their English texts count on every route).
    // 514 until issue 44's funder statement (the detail's tabs and the statement's English texts;
    // the statement itself loads when its tab opens).
    // 516 until issue 44's restructuring, write-off and recovery (their English texts count on every route).
    // 520 until issue 46 item 4 (antd's styles from its stylesheet, their generators left out).
    budget: 477.9 * KB // +1 kB: issue 41's shared labels (regimes, programs, NIK), // 523 until issue 8's fifth pass
  },
  {
    route: '/app/repayment/late',
    modules: [
      ...SHELL,
      'src/features/repayment/components/billing/LatePage.tsx',
      // Its first data and first view on a first load (issue 46, item 4).
      'src/features/repayment/prefetch.ts',
      'src/features/repayment/components/billing/LateListFirstView.tsx',
    ],
    // 381 until issue 43's collections worklist (its English texts count on every route).
    // 383 until issue 43's reminders and virtual-account payments (their English texts count on every route).
    // 386 until issue 44's books and early settlement (their English texts count on every route).
    // 388 until issue 44's restructuring, write-off and recovery (their English texts count on every route).
    // 392 until issue 46 item 4 (antd's styles from its stylesheet, their generators left out).
    budget: 367.3 * KB, // +1 kB: issue 42's declarative filter bar; 420 until issue 8's fifth pass
  },
  {
    // The collector's worklist (issue 43 items 2 and 3); its dialogs and history drawer load when opened.
    route: '/app/repayment/collections',
    modules: [
      ...SHELL,
      'src/features/collections/components/CollectionsPage.tsx',
      // Its first data and first view on a first load (issue 46, item 4).
      'src/features/collections/prefetch.ts',
      'src/features/collections/components/WorklistFirstView.tsx',
    ],
    // 385 until issue 43's reminders and virtual-account payments (their English texts count on every route).
    // 388 until issue 44's books and early settlement (their English texts count on every route).
    // 390 until issue 44's restructuring, write-off and recovery (their English texts count on every route).
    // 393 until issue 46 item 4 (antd's styles from its stylesheet, their generators left out).
    budget: 366.1 * KB,
  },
  {
    // The reminders (issue 43 item 4): the rules' editable table (a form with its number inputs,
    // selects and switches) opens first; the templates, their form and the messages load when opened.
    route: '/app/repayment/reminders',
    modules: [...SHELL, 'src/features/reminders/components/RemindersPage.tsx'],
    // 439 until issue 44's books and early settlement (their English texts count on every route).
    // 441 until issue 44's restructuring, write-off and recovery (their English texts count on every route).
    // 443 until issue 46 item 4 (antd's styles from its stylesheet, their generators left out).
    budget: 406.2 * KB,
  },
  {
    // The virtual-account payments (issue 43 item 5): the unmatched queue opens first; the
    // reconciliation (with its date picker) and the assignment form load when opened.
    route: '/app/repayment/virtual-accounts',
    modules: [...SHELL, 'src/features/virtual-accounts/components/VirtualAccountsPage.tsx'],
    // 367 until issue 44's books and early settlement (their English texts count on every route).
    // 369 until issue 44's restructuring, write-off and recovery (their English texts count on every route).
    // 370 until issue 46 item 4 (antd's styles from its stylesheet, their generators left out).
    budget: 341.0 * KB,
  },
  {
    // The repayment history and its DPD chart (recharts) load only when the performance tab opens.
    route: '/app/borrower/detail',
    modules: [...SHELL, 'src/app/pages/BorrowerDetailArea.tsx'],
    // 425 until issue 43's collections worklist (its English texts count on every route).
    // 428 until issue 43's reminders and virtual-account payments (their English texts count on every route).
    // 431 until issue 44's books and early settlement (their English texts count on every route).
    // 433 until issue 44's restructuring, write-off and recovery (their English texts count on every route).
    // 437 until issue 46 item 4 (antd's styles from its stylesheet, their generators left out).
    budget: 393.0 * KB // +1 kB: issue 41's shared labels (regimes, programs, NIK), // 455 until issue 8's fifth pass
  },
  {
    // The books (issue 44): the journal (list kit, filter bar with its date range) opens first;
    // the trial balance (with its date picker) loads when its tab opens.
    route: '/app/data/accounting',
    modules: [
      ...SHELL,
      'src/features/accounting/components/AccountingPage.tsx',
      // Its first data and first view on a first load (issue 46, item 4).
      'src/features/accounting/prefetch.ts',
      'src/features/accounting/components/AccountingFirstView.tsx',
    ],
    // 424 until issue 44's restructuring, write-off and recovery (their English texts count on every route).
    // 427 until issue 46 item 4 (antd's styles from its stylesheet, their generators left out).
    budget: 389.1 * KB,
  },
  {
    // The reports (issue 12): tabs, filter bar, totals and table; the chart comes next.
    // 459 until issue 8's fourth pass (the page heading without Typography, the entry in one chunk),
    // 445 until its fifth.
    route: '/app/data',
    modules: [
      ...SHELL,
      'src/features/data/components/DataPage.tsx',
      // Its first data and first view on a first load (issue 46, item 4).
      'src/features/data/prefetch.ts',
      'src/features/data/components/DataFirstView.tsx',
    ],
    // 412 until issue 41's programs tab and regime editor (both lazy; their tab labels stay); 413
    // until issue 43's late fee texts.
    // 414 until issue 43's collections worklist (its English texts count on every route).
    // 416 until issue 43's reminders and virtual-account payments (their English texts count on every route).
    // 419 until issue 44's books and early settlement (their English texts count on every route).
    // 421 until issue 44's restructuring, write-off and recovery (their English texts count on every route).
    // 424 until issue 46 item 4 (antd's styles from its stylesheet, their generators left out).
    budget: 390.6 * KB,
  },
  {
    // …and once a report has rows, its chart (recharts, shared with the borrower detail's DPD chart).
    route: '/app/data (with its chart)',
    modules: [
      ...SHELL,
      'src/features/data/components/DataPage.tsx',
      'src/features/data/prefetch.ts',
      'src/features/data/components/DataFirstView.tsx',
      'src/features/data/components/ReportChart.tsx',
    ],
    // 560 until issue 8's fourth pass, 546 until its fifth, 513 until issue 41's programs tab.
    // 514 until issue 43's collections worklist (its English texts count on every route).
    // 517 until issue 43's reminders and virtual-account payments (their English texts count on every route).
    // 520 until issue 44's books and early settlement (their English texts count on every route).
    // 522 until issue 44's restructuring, write-off and recovery (their English texts count on every route).
    // 525 until issue 46 item 4 (antd's styles from its stylesheet, their generators left out).
    budget: 491.5 * KB,
  },
];

function size(file) {
  return existsSync(file) ? statSync(file).size : null;
}

/** Raw, gzip and brotli bytes of one output file (a missing sibling counts as the raw file). */
function sizes(file) {
  const path = join(DIST, file);
  const raw = size(path);
  if (raw === null) throw new Error(`${file} is in the manifest but not in dist/`);
  return { raw, gz: size(`${path}.gz`) ?? raw, br: size(`${path}.br`) ?? raw };
}

/** The output files (JS only) a set of manifest keys loads: each key and its static imports, transitively. */
function closure(manifest, keys) {
  const seen = new Set();
  const files = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the manifest: update ROUTES in scripts/check-bundle.mjs`);
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  keys.forEach(visit);
  return files;
}

function main() {
  const manifestPath = join(DIST, '.vite/manifest.json');
  if (!existsSync(manifestPath)) {
    console.error(`check-bundle: ${manifestPath} is missing: run \`npm run build\` first`);
    process.exit(2);
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const entries = Object.entries(manifest)
    .filter(([, chunk]) => chunk.isEntry)
    .map(([key]) => key);
  const fmt = (n) => `${(n / KB).toFixed(1)} kB`.padStart(9);
  let failed = false;
  console.log('route'.padEnd(36), 'files', '      raw', '     gzip', '   brotli', '   budget', '      aim');
  const appTexts = Object.keys(manifest).filter((key) => key.startsWith('src/locales/en/'));
  for (const { route, modules, texts: namespaces, budget, aim } of ROUTES) {
    const shell = modules.includes(SHELL[1]);
    const texts = !shell ? [] : namespaces ? namespaces.map((ns) => `src/locales/en/${ns}.json`) : appTexts;
    const files = closure(manifest, [...entries, ...modules, ...texts]);
    const total = { raw: 0, gz: 0, br: 0 };
    for (const file of files) {
      const s = sizes(file);
      total.raw += s.raw;
      total.gz += s.gz;
      total.br += s.br;
    }
    const over = total.br > budget;
    failed ||= over;
    console.log(
      route.padEnd(36),
      String(files.size).padStart(5),
      fmt(total.raw),
      fmt(total.gz),
      fmt(total.br),
      fmt(budget),
      aim ? fmt(aim) : '        -',
      over ? '  OVER BUDGET' : '',
    );
  }
  if (failed) {
    console.error('check-bundle: a route loads more compressed JavaScript than its budget (see above)');
    process.exit(1);
  }
  console.log('check-bundle: every route within its budget (brotli, as served)');
}

// Run as a script, not when imported (scripts/bench-lcp.mjs reads ROUTES).
if (import.meta.url === pathToFileURL(process.argv[1]).href) main();
