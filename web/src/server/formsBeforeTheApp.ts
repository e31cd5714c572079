// A page rendered on the server is on screen before the app's script has
// taken it over, and a form submitted in that moment is a plain HTML form.
// The app's forms name no method (their submit is the app's), so the browser
// would GET the page's address with every named field in its query, a
// password included: into the history, the server's logs and the Referer.
// On the server, the rendered forms say `method="post"` instead: a POST to a
// page's address is refused (404) and the fields stay out of addresses. Once
// the app has taken the form over, its submit handler decides, whatever the
// attribute says.

/** A form's start tag without a method. */
const FORM_WITHOUT_METHOD = /<form(?=[\s>])(?![^>]*\smethod=)/g;

export function postFormsBeforeTheApp(markup: string): string {
  return markup.replace(FORM_WITHOUT_METHOD, '<form method="post"');
}
