import { I18nProvider } from '@lingui/react';
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestI18n } from '../test/renderWithProviders.tsx';
import { LoadMoreOnScroll } from './LoadMoreOnScroll.tsx';

/** An IntersectionObserver the test drives: it says when the end of the grid comes near. */
class FakeObserver {
  static last: FakeObserver | null = null;
  constructor(
    readonly report: (entries: { isIntersecting: boolean }[]) => void,
    readonly options: IntersectionObserverInit,
  ) {
    FakeObserver.last = this;
  }
  observe() {}
  disconnect() {}
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeObserver.last = null;
});

function renderEnd(props: { hasNext: boolean; isLoadingNext?: boolean; width?: number }) {
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  vi.stubGlobal('innerWidth', props.width ?? 1280);
  const loadNext = vi.fn();
  render(
    <I18nProvider i18n={createTestI18n()}>
      <LoadMoreOnScroll hasNext={props.hasNext} isLoadingNext={props.isLoadingNext ?? false} loadNext={loadNext} />
    </I18nProvider>,
  );
  return loadNext;
}

describe('the end of an endless grid', () => {
  it('asks for the next page, sized by the width, when it comes within 250 px of the viewport', () => {
    const loadNext = renderEnd({ hasNext: true, width: 700 });
    expect(FakeObserver.last?.options.rootMargin).toBe('0px 0px 250px 0px');
    expect(loadNext).not.toHaveBeenCalled();
    act(() => FakeObserver.last?.report([{ isIntersecting: true }]));
    expect(loadNext).toHaveBeenCalledWith(9);
  });

  it('asks for nothing while a page is on its way, or when there is no more', () => {
    renderEnd({ hasNext: true, isLoadingNext: true });
    expect(FakeObserver.last).toBeNull();
    const loadNext = renderEnd({ hasNext: false });
    expect(FakeObserver.last).toBeNull();
    expect(loadNext).not.toHaveBeenCalled();
  });
});
