import { describe, expect, it } from 'vitest';
import { breakOutOfFrame, type FramedWindow } from './frameBreakout.ts';

/** A page at `href`, framed by another site's page unless `framed` is false. */
function pageAt(href: string, { framed = true, sandboxed = false } = {}) {
  const top = {
    location: {
      href: 'https://other.example/frame-it',
    },
  };
  if (sandboxed) {
    Object.defineProperty(top.location, 'href', {
      get: () => 'https://other.example/frame-it',
      set: () => {
        throw new DOMException('not allowed to navigate', 'SecurityError');
      },
    });
  }
  const win: FramedWindow = { self: {}, top: null, location: { href } };
  win.top = framed ? top : (win.self as FramedWindow['top']);
  return { win, top };
}

describe('a page inside another site’s frame', () => {
  it('takes the whole window: the sign-in page is not left inside someone else’s page', () => {
    const { win, top } = pageAt('http://localhost:4000/login?from=%2Faccount');
    expect(breakOutOfFrame(win, 'LOGIN')).toBe(true);
    expect(top.location.href).toBe('http://localhost:4000/login?from=%2Faccount');
  });

  it('stays framed when it is an admin preview or the disconnected page', () => {
    for (const route of ['ADMIN_PREVIEW', 'ADMIN_SECTION_PREVIEW', 'ADMIN_404_PAGE', 'DISCONNECTED']) {
      const { win, top } = pageAt('http://localhost:4000/admin/preview');
      expect(breakOutOfFrame(win, route)).toBe(false);
      expect(top.location.href).toBe('https://other.example/frame-it');
    }
  });

  it('does nothing when the page is the window itself', () => {
    const { win } = pageAt('http://localhost:4000/', { framed: false });
    expect(breakOutOfFrame(win, 'HOME')).toBe(false);
  });

  it('stays put, without failing, where the frame may not move its parent (a sandbox)', () => {
    const { win, top } = pageAt('http://localhost:4000/', { sandboxed: true });
    expect(breakOutOfFrame(win, 'HOME')).toBe(false);
    expect(top.location.href).toBe('https://other.example/frame-it');
  });
});
