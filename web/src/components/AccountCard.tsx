import type { ReactNode } from 'react';
import './AccountCard.css';

/**
 * The card the sign-in and account pages share (sign-in, sign-up, email
 * confirmation, password request and reset, third-party app and TV sign-in,
 * impersonation): the realm's logo, a title, an optional lead and the form,
 * centred over a soft glow in the realm's colours.
 */
export function AccountCard({
  logoUrl,
  logoAlt,
  title,
  lead,
  children,
  wide = false,
  tone = 'default',
}: {
  logoUrl: string;
  logoAlt: string;
  title: ReactNode;
  lead?: ReactNode;
  children?: ReactNode;
  /** Room for two fields side by side (the sign-up form). */
  wide?: boolean;
  /** `problem` marks an error page (a request that cannot go ahead). */
  tone?: 'default' | 'problem';
}) {
  return (
    <section className={`rs-account-card rs-account-card--${tone}`} aria-labelledby="rs-account-card-title">
      <div className={`rs-account-card__card${wide ? ' rs-account-card__card--wide' : ''}`}>
        <img className="rs-account-card__logo" src={logoUrl} alt={logoAlt} width={56} height={56} />
        <h1 id="rs-account-card-title" className="rs-account-card__title">
          {title}
        </h1>
        {lead ? <div className="rs-account-card__lead">{lead}</div> : null}
        {children}
      </div>
    </section>
  );
}
