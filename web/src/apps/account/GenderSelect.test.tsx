import { screen } from '@testing-library/react';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { GenderSelect } from './GenderSelect.tsx';

describe('the gender choice', () => {
  it('marks itself required and invalid, and screen readers hear its error as its description', () => {
    renderWithProviders(<GenderSelect value="" onChange={() => {}} error="Please choose." required />, { environment: createMockEnvironment() });
    const select = screen.getByLabelText(/^Gender/) as HTMLSelectElement;
    expect(select.required).toBe(true);
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(select.getAttribute('aria-describedby')!)?.textContent).toBe('Please choose.');
    expect(select.options[0]!.textContent).toBe('Choose…');
  });

  it('has no description while there is no error', () => {
    renderWithProviders(<GenderSelect value="MALE" onChange={() => {}} error={null} />, { environment: createMockEnvironment() });
    const select = screen.getByLabelText(/^Gender/);
    expect(select.getAttribute('aria-invalid')).toBeNull();
    expect(select.getAttribute('aria-describedby')).toBeNull();
  });
});
