import { I18nProvider } from '@lingui/react';
import { useState } from 'react';
import { act } from 'preact/test-utils';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestI18n } from '../../test/renderWithProviders.tsx';
import { TextField } from './TextField.tsx';

function EmailForm() {
  const [email, setEmail] = useState('');
  return (
    <form>
      <TextField label="Email" type="email" value={email} onChange={setEmail} error={null} />
      <output>{email || 'empty'}</output>
    </form>
  );
}

const page = () => (
  <I18nProvider i18n={createTestI18n()}>
    <EmailForm />
  </I18nProvider>
);

afterEach(() => {
  document.body.innerHTML = '';
});

describe('a text field on a page rendered on the server', () => {
  it('keeps what the viewer typed before the app took the page over', async () => {
    const root = document.createElement('div');
    root.innerHTML = renderToString(page());
    document.body.append(root);
    // Typed (or autofilled) while the app's script was still on its way.
    root.querySelector('input')!.value = 'fan@ringside.test';

    await act(async () => {
      hydrateRoot(root, page());
    });

    expect(root.querySelector('output')!.textContent).toBe('fan@ringside.test');
    expect(root.querySelector('input')!.value).toBe('fan@ringside.test');
  });

  it('starts empty when nothing was typed', async () => {
    const root = document.createElement('div');
    root.innerHTML = renderToString(page());
    document.body.append(root);
    await act(async () => {
      hydrateRoot(root, page());
    });
    expect(root.querySelector('output')!.textContent).toBe('empty');
  });
});
