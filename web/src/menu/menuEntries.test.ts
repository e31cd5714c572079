import { describe, expect, it } from 'vitest';
import { type MenuContext, type MenuItemInput, menuEntries } from './menuEntries.ts';

const item = (fields: Partial<MenuItemInput> & Pick<MenuItemInput, 'id' | 'type' | 'title'>): MenuItemInput => ({
  section: null,
  view: null,
  url: null,
  plugin: null,
  iconUrl: null,
  ...fields,
});

const home = item({ id: '1', type: 'SECTION', title: 'Home', section: 'home' });
const browse = item({ id: '2', type: 'SECTION', title: 'Browse', section: 'browse' });
const schedule = item({ id: '3', type: 'SECTION', title: 'Schedule', section: 'schedule' });
const boxing = item({ id: '4', type: 'SECTION', title: 'Boxing', section: 'boxing' });
const shop = item({ id: '5', type: 'LINK', title: 'Shop', url: 'https://shop.example.com' });
const consent = item({ id: '6', type: 'PLUGIN', title: 'Privacy choices', plugin: 'consent' });
const quiz = item({ id: '7', type: 'PLUGIN', title: 'Quiz', plugin: 'quiz', url: '/section/quiz' });
const view = (id: string, name: string) => item({ id, type: 'VIEW', title: name, view: name });
const folder = item({ id: '20', type: 'FOLDER', title: 'More', items: [boxing, shop, view('21', 'preferences')] });

const customer: MenuContext = { role: 'CUSTOMER', hasLive: true, scheduleSectionEnabled: true };
const guest: MenuContext = { role: 'GUEST', hasLive: true, scheduleSectionEnabled: true };

const titles = (entries: { title: string }[]) => entries.map((entry) => entry.title);

describe('menuEntries', () => {
  it('maps home, browse and schedule to their own routes and other sections to /section/…', () => {
    const { main } = menuEntries([home, browse, schedule, boxing], customer);
    expect(main.map((entry) => entry.kind === 'entry' && entry.target)).toEqual([
      { kind: 'route', path: '/' },
      { kind: 'route', path: '/browse' },
      { kind: 'route', path: '/schedule' },
      { kind: 'route', path: '/section/boxing' },
    ]);
  });

  it('hides the schedule unless the realm has live events and its schedule section', () => {
    expect(titles(menuEntries([home, schedule], { ...customer, hasLive: false }).main)).toEqual(['Home']);
    expect(titles(menuEntries([home, schedule], { ...customer, scheduleSectionEnabled: false }).main)).toEqual(['Home']);
  });

  it('opens an outbound link in a new tab, and drops one that is not a web address', () => {
    const script = item({ id: '9', type: 'LINK', title: 'Bad', url: 'javascript:alert(1)' });
    const { main } = menuEntries([shop, script], guest);
    expect(main).toEqual([
      { kind: 'entry', id: '5', title: 'Shop', iconUrl: null, target: { kind: 'external', href: 'https://shop.example.com', newTab: true } },
    ]);
  });

  it('opens the consent preferences from the consent plugin, for an account holder on an adult profile', () => {
    expect(menuEntries([consent], customer).utilities.map((entry) => entry.target)).toEqual([{ kind: 'consent' }]);
    expect(menuEntries([consent], guest).utilities).toEqual([]);
    expect(menuEntries([consent], { ...customer, isChildProfile: true }).utilities).toEqual([]);
  });

  it('takes another plugin to its page', () => {
    expect(menuEntries([quiz], guest).main.map((entry) => entry.kind === 'entry' && entry.target)).toEqual([
      { kind: 'route', path: '/section/quiz' },
    ]);
  });

  it('hides account, preferences, logout and live now from guests', () => {
    const views = [view('10', 'account'), view('11', 'preferences'), view('12', 'logout'), view('13', 'livenow'), view('14', 'search')];
    const forGuest = menuEntries(views, guest);
    expect(titles(forGuest.utilities)).toEqual(['search']);
    expect(forGuest.liveNow).toBeNull();

    const forCustomer = menuEntries(views, customer);
    // Account and logout are the bar's own link and button.
    expect(titles(forCustomer.utilities)).toEqual(['preferences', 'search']);
    expect(forCustomer.liveNow?.title).toBe('livenow');
  });

  it('hides account and preferences from a child profile', () => {
    const { utilities } = menuEntries([view('10', 'account'), view('11', 'preferences'), view('14', 'search')], {
      ...customer,
      isChildProfile: true,
    });
    expect(titles(utilities)).toEqual(['search']);
  });

  it('sends preferences to the account page and search to an overlay, or its page with the Vesper engine', () => {
    const views = [view('11', 'preferences'), view('14', 'search')];
    expect(menuEntries(views, customer).utilities.map((entry) => entry.target)).toEqual([
      { kind: 'route', path: '/account?section=preferences' },
      { kind: 'overlay', hash: '#search' },
    ]);
    expect(menuEntries(views, { ...customer, vesperSearch: true }).utilities[1]?.target).toEqual({ kind: 'route', path: '/search' });
  });

  it('keeps a folder in the FOLDER layout, with only the entries the viewer may see', () => {
    const { main, utilities } = menuEntries([home, folder], { ...guest, layout: 'FOLDER' });
    expect(utilities).toEqual([]);
    expect(main).toMatchObject([
      { kind: 'entry', title: 'Home' },
      { kind: 'folder', title: 'More', entries: [{ title: 'Boxing' }, { title: 'Shop' }] },
    ]);
  });

  it('leaves out a folder with nothing the viewer may open', () => {
    const accountOnly = item({ id: '30', type: 'FOLDER', title: 'Mine', items: [view('31', 'preferences')] });
    expect(menuEntries([home, accountOnly], { ...guest, layout: 'FOLDER' }).main).toHaveLength(1);
  });

  it("shows a folder's items in its place in the other layouts", () => {
    for (const layout of ['TOP', 'TOP_LEFT', 'HAMBURGER', 'SIDEBAR'] as const) {
      const { main, utilities } = menuEntries([home, folder], { ...customer, layout });
      expect(titles(main)).toEqual(['Home', 'Boxing', 'Shop']);
      expect(titles(utilities)).toEqual(['preferences']);
    }
  });
});
