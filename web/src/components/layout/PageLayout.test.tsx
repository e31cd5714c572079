import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageLayout } from './PageLayout.tsx';

describe('a page layout (spec §2)', () => {
  it('puts a playlist page in a header zone and a list zone, and no sidebar', () => {
    const { container } = render(
      <PageLayout kind="playlist" header={<h1>Best knockouts</h1>} sidebar={<p>ignored</p>}>
        <ul aria-label="Videos" />
      </PageLayout>,
    );
    const page = container.firstElementChild!;
    expect(page.getAttribute('data-layout')).toBe('playlist');
    expect([...page.children].map((zone) => zone.getAttribute('data-zone'))).toEqual(['header', 'list']);
    expect(screen.queryByText('ignored')).toBeNull();
  });

  it('gives the grid page its sidebar between the header and the list, named for screen readers', () => {
    const { container } = render(
      <PageLayout kind="grid" label="Filters" header={<h1>Main cards</h1>} sidebar={<button type="button">Videos</button>}>
        <ul aria-label="Titles" />
      </PageLayout>,
    );
    const page = container.firstElementChild!;
    expect([...page.children].map((zone) => zone.getAttribute('data-zone'))).toEqual(['header', 'sidebar', 'list']);
    expect(screen.getByRole('complementary', { name: 'Filters' }).textContent).toBe('Videos');
  });
});
