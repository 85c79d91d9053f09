/**
 * The app's areas (route suffixes under /app, as exchanged with `GET /api/v1/me`) and how the
 * sidebar groups them. Which of them a user may open is never decided here: the `areas` list
 * from /me is the only source (DESIGN §4).
 */

/** Every area route, in menu order; detail areas are routes but not menu entries. */
export const AREAS = [
  'home',
  'borrower/application',
  'borrower/approval',
  'borrower/kyc',
  'borrower/contract',
  'borrower/active',
  'borrower/detail',
  'repayment/normal',
  'repayment/late',
  'repayment/all-billing',
  'lender',
  'motorcycle/registration',
  'motorcycle/handover',
  'motorcycle/active',
  'motorcycle/detail',
  'battery/active',
  'battery/detail',
  'data',
  'user-management',
  'fleet-service/registration',
  'fleet-service/detail',
  'fleet-service/etle',
] as const;

export type Area = (typeof AREAS)[number];

/**
 * Screens of their own that open with another area's access: spec §6 names no area for them, so
 * /me never lists them; their route guard and their menu entry ask for the area they belong to
 * (the collector's worklist and the reminders work the late list's loans, the virtual-account
 * payments all billing's, the books (issue 44) are data's, and the API guards their calls with
 * the same area).
 */
export const PAGES = {
  'repayment/collections': 'repayment/late',
  'repayment/reminders': 'repayment/late',
  'repayment/virtual-accounts': 'repayment/all-billing',
  'data/accounting': 'data',
} as const satisfies Record<string, Area>;

export type Page = keyof typeof PAGES;

/** A route under /app with a title and a guard: an area, or a page under an area's access. */
export type Screen = Area | Page;

/** The area whose access opens `screen` (an area is its own). */
export function accessArea(screen: Screen): Area {
  return screen in PAGES ? PAGES[screen as Page] : (screen as Area);
}

/**
 * A sidebar entry: one area (and pages, entries of their own right after it), or a titled group
 * of areas (and pages, shown after them).
 */
export type MenuNode = { area: Area; pages?: Page[] } | { group: string; areas: Area[]; pages?: Page[] };

/** The sidebar, grouped as the spec lists the areas. */
export const MENU: MenuNode[] = [
  { area: 'home' },
  {
    group: 'borrower',
    areas: ['borrower/application', 'borrower/approval', 'borrower/kyc', 'borrower/contract', 'borrower/active'],
  },
  {
    group: 'repayment',
    areas: ['repayment/normal', 'repayment/late', 'repayment/all-billing'],
    pages: ['repayment/collections', 'repayment/reminders', 'repayment/virtual-accounts'],
  },
  { area: 'lender' },
  { group: 'motorcycle', areas: ['motorcycle/registration', 'motorcycle/handover', 'motorcycle/active'] },
  { group: 'battery', areas: ['battery/active'] },
  { group: 'fleet-service', areas: ['fleet-service/registration', 'fleet-service/etle'] },
  { area: 'data', pages: ['data/accounting'] },
  { area: 'user-management' },
];

/** The app path of an area. */
export function areaPath(area: string): string {
  return `/app/${area}`;
}

/**
 * Titles of pages under an area whose own title is a plain text (`nav:data` is "Data"), so the
 * page's path cannot name a key below it.
 */
const TITLE_KEYS: Partial<Record<Screen, string>> = { 'data/accounting': 'nav:accounting' };

/** The `nav` locale key of an area's title ('borrower/kyc' → 'borrower.kyc'). */
export function areaTitleKey(area: string): string {
  return TITLE_KEYS[area as Screen] ?? `nav:${area.replace('/', '.')}`;
}

/**
 * The menu limited to the allowed areas (a page shows when its area is allowed); groups left
 * empty disappear.
 */
export function visibleMenu(allowed: readonly string[]): MenuNode[] {
  const can = new Set(allowed);
  return MENU.flatMap((node): MenuNode[] => {
    if ('area' in node) {
      if (!can.has(node.area)) return [];
      return node.pages ? [{ ...node, pages: node.pages.filter((page) => can.has(accessArea(page))) }] : [node];
    }
    const areas = node.areas.filter((area) => can.has(area));
    const pages = node.pages?.filter((page) => can.has(accessArea(page)));
    return areas.length || pages?.length ? [{ ...node, areas, pages }] : [];
  });
}

/**
 * Where a user lands after sign-in: Home when allowed, otherwise the first allowed menu entry
 * (levels 6, 8, 16 and 18 have no Home), otherwise the About page.
 */
export function landingPath(allowed: readonly string[]): string {
  const first = visibleMenu(allowed).flatMap((node) => ('area' in node ? [node.area] : node.areas))[0];
  return first ? areaPath(first) : '/app/about';
}
