import { describe, expect, it } from 'vitest';
import { AREAS, MENU, PAGES, accessArea, areaTitleKey, landingPath, visibleMenu } from './areas';

describe('areas', () => {
  it('put every non-detail area in the menu exactly once', () => {
    const inMenu = MENU.flatMap((node) => ('area' in node ? [node.area] : node.areas));
    expect(new Set(inMenu).size).toBe(inMenu.length);
    expect(inMenu.sort()).toEqual(AREAS.filter((a) => !a.endsWith('/detail')).sort());
  });

  it('drop groups with no allowed entry', () => {
    expect(visibleMenu(['home', 'battery/active', 'battery/detail'])).toEqual([
      { area: 'home' },
      { group: 'battery', areas: ['battery/active'] },
    ]);
  });

  it('land on Home when allowed, else on the first allowed entry, else on About', () => {
    expect(landingPath(['motorcycle/active', 'home'])).toBe('/app/home');
    expect(landingPath(['lender', 'repayment/late', 'borrower/detail'])).toBe('/app/repayment/late');
    expect(landingPath(['borrower/detail'])).toBe('/app/about');
  });

  it('name the locale key of a title', () => {
    expect(areaTitleKey('fleet-service/etle')).toBe('nav:fleet-service.etle');
    expect(areaTitleKey('user-management')).toBe('nav:user-management');
    expect(areaTitleKey('data/accounting')).toBe('nav:accounting');
  });
});

describe('pages under an area', () => {
  it('open with the access of their area: the collections worklist and the reminders with the late list, the virtual accounts with all billing', () => {
    expect(accessArea('repayment/collections')).toBe('repayment/late');
    expect(accessArea('repayment/reminders')).toBe('repayment/late');
    expect(accessArea('repayment/virtual-accounts')).toBe('repayment/all-billing');
    expect(accessArea('repayment/late')).toBe('repayment/late');
    expect(visibleMenu(['repayment/late'])).toEqual([
      { group: 'repayment', areas: ['repayment/late'], pages: ['repayment/collections', 'repayment/reminders'] },
    ]);
    expect(visibleMenu(['repayment/all-billing'])).toEqual([
      { group: 'repayment', areas: ['repayment/all-billing'], pages: ['repayment/virtual-accounts'] },
    ]);
    expect(visibleMenu(['repayment/normal'])).toEqual([{ group: 'repayment', areas: ['repayment/normal'], pages: [] }]);
    // The books open with the Data area's access, an entry right after it.
    expect(accessArea('data/accounting')).toBe('data');
    expect(visibleMenu(['data'])).toEqual([{ area: 'data', pages: ['data/accounting'] }]);
  });

  it('are no area the server knows and sit in the menu once', () => {
    for (const page of Object.keys(PAGES)) expect(AREAS).not.toContain(page);
    const pages = MENU.flatMap((node) => ('pages' in node ? (node.pages ?? []) : []));
    expect(pages.sort()).toEqual(Object.keys(PAGES).sort());
  });
});
