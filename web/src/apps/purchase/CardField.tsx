import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import './CardField.css';

/** What the provider's card field tells us once the customer has typed a card. */
export interface CardToken {
  readonly token: string;
  readonly brand: string | null;
  readonly last4: string | null;
}

/** The card field's address: the provider's, told which origin may hear from it. */
export function cardFieldSource(cardFieldUrl: string, origin: string): string {
  try {
    const url = new URL(cardFieldUrl, origin || undefined);
    url.searchParams.set('origin', origin);
    return url.toString();
  } catch {
    return cardFieldUrl;
  }
}

/** The origin the card field's messages must come from, or null for an address that is not one. */
export function cardFieldOrigin(cardFieldUrl: string, base: string): string | null {
  try {
    return new URL(cardFieldUrl, base || undefined).origin;
  } catch {
    return null;
  }
}

/**
 * The payment provider's own card field, in an iframe, so card numbers never
 * pass through this app or the gateway. It posts the outcome to this window:
 * `{ type: 'ringside:card-token', token, brand, last4 }` once a card is
 * complete, `{ type: 'ringside:card-error', code }` when it is not valid.
 * Only messages from that iframe, at the provider's origin, are heard: any
 * other page could post a token of its choosing.
 */
export function CardField({
  cardFieldUrl,
  onToken,
  onError,
}: {
  cardFieldUrl: string;
  onToken: (token: CardToken) => void;
  /** The card field's error code (CARD_NUMBER_INVALID, CARD_EXPIRED, CVC_INVALID…). */
  onError: (code: string) => void;
}) {
  const { t } = useLingui();
  const frame = useRef<HTMLIFrameElement>(null);
  // The latest callbacks, without listening again on every render.
  const handlers = useRef({ onToken, onError });
  handlers.current = { onToken, onError };
  const origin = typeof window === 'undefined' ? '' : window.location.origin;

  useEffect(() => {
    const expectedOrigin = cardFieldOrigin(cardFieldUrl, window.location.origin);
    function hear(event: MessageEvent) {
      if (expectedOrigin === null || event.origin !== expectedOrigin) return;
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      const data: unknown = event.data;
      if (typeof data !== 'object' || data === null) return;
      const message = data as Record<string, unknown>;
      if (message.type === 'ringside:card-token' && typeof message.token === 'string' && message.token) {
        handlers.current.onToken({
          token: message.token,
          brand: typeof message.brand === 'string' ? message.brand : null,
          last4: typeof message.last4 === 'string' ? message.last4 : null,
        });
      } else if (message.type === 'ringside:card-error') {
        handlers.current.onError(typeof message.code === 'string' ? message.code : 'CARD_NUMBER_INVALID');
      }
    }
    window.addEventListener('message', hear);
    return () => window.removeEventListener('message', hear);
  }, [cardFieldUrl]);

  return <iframe ref={frame} className="rs-card-field" src={cardFieldSource(cardFieldUrl, origin)} title={t`Card details`} />;
}
