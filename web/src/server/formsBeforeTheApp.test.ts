import { describe, expect, it } from 'vitest';
import { postFormsBeforeTheApp } from './formsBeforeTheApp.ts';

describe('forms on a page rendered on the server', () => {
  it('post rather than put their fields in the address if submitted before the app takes them over', () => {
    expect(postFormsBeforeTheApp('<form class="rs-form" novalidate><input name="password"></form><form>')).toBe(
      '<form method="post" class="rs-form" novalidate><input name="password"></form><form method="post">',
    );
  });

  it('leave a form that names its method, and text that only mentions one, as they are', () => {
    const markup = '<form method="get" role="search"></form><formation></formation><p>&lt;form&gt;</p>';
    expect(postFormsBeforeTheApp(markup)).toBe(markup);
  });
});
