import { describe, expect, it } from 'vitest';
import { formatDocumentTitle } from './documentTitle.tsx';

describe('the title in the browser tab', () => {
  it('names the page, then the realm', () => {
    expect(formatDocumentTitle('Main event: full fight', 'Ringside')).toBe('Main event: full fight | Ringside');
  });

  it('is just the realm on its home page', () => {
    expect(formatDocumentTitle(null, 'Ringside')).toBe('Ringside');
    expect(formatDocumentTitle('Ringside', 'Ringside')).toBe('Ringside');
  });

  it('uses a section’s search-engine title as written, without naming the realm twice', () => {
    expect(formatDocumentTitle('Browse', 'Ringside', 'Browse fights — Ringside')).toBe('Browse fights — Ringside');
    expect(formatDocumentTitle('Browse', 'Ringside', '  ')).toBe('Browse | Ringside');
  });
});
