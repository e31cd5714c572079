/**
 * Sends the browser to another site's page (a payment provider's): the app
 * ends here, and that page brings the customer back to PAYMENT_AUTHORIZATION.
 * Its own module, so stories can watch it instead of leaving.
 */
export function leavePageFor(url: string): void {
  window.location.assign(url);
}
