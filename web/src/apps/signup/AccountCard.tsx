import type { ReactNode } from 'react';
import './accountCard.css';

/**
 * The card the account pages share (sign-up, email confirmation, password
 * request and reset): the realm's logo, a title, an optional lead and the form,
 * centred over a soft glow in the realm's colours.
 */
export function AccountCard({
  logoUrl,
  logoAlt,
  title,
  lead,
  children,
  wide = false,
}: {
  logoUrl: string;
  logoAlt: string;
  title: ReactNode;
  lead?: ReactNode;
  children?: ReactNode;
  /** Room for two fields side by side (the sign-up form). */
  wide?: boolean;
}) {
  return (
    <section className="rs-account-card" aria-labelledby="rs-account-card-title">
      <div className={`rs-account-card__card${wide ? ' rs-account-card__card--wide' : ''}`}>
        <img className="rs-account-card__logo" src={logoUrl} alt={logoAlt} />
        <h1 id="rs-account-card-title" className="rs-account-card__title">
          {title}
        </h1>
        {lead ? <p className="rs-account-card__lead">{lead}</p> : null}
        {children}
      </div>
    </section>
  );
}
