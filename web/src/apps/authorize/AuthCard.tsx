import type { ReactNode } from 'react';
import './authCard.css';

/**
 * The centred, branded card of the pages that sign a viewer in for something
 * else: a third-party app (/authorize), a TV (/tv) and an impersonation link.
 */
export function AuthCard({
  logoUrl,
  logoAlt,
  title,
  lead,
  children,
  tone = 'default',
}: {
  logoUrl: string;
  logoAlt: string;
  title: ReactNode;
  lead?: ReactNode;
  children?: ReactNode;
  /** `problem` marks an error page (a request that cannot go ahead). */
  tone?: 'default' | 'problem';
}) {
  return (
    <section className={`rs-authcard rs-authcard--${tone}`} aria-labelledby="rs-authcard-title">
      <div className="rs-authcard__card">
        <img className="rs-authcard__logo" src={logoUrl} alt={logoAlt} />
        <h1 id="rs-authcard-title" className="rs-authcard__title">
          {title}
        </h1>
        {lead ? <div className="rs-authcard__lead">{lead}</div> : null}
        {children}
      </div>
    </section>
  );
}
