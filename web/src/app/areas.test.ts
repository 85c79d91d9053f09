import { describe, expect, it } from 'vitest';
import { AREAS, MENU, areaTitleKey, landingPath, visibleMenu } from './areas';

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
  });
});
