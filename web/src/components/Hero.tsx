import type { ReactNode } from 'react';
import './Hero.css';

/** The wide cover of a detail page (video, live event, playlist, series). */
export function Hero({
  coverUrl,
  eyebrow,
  title,
  children,
}: {
  coverUrl: string;
  eyebrow?: ReactNode;
  title: string;
  children?: ReactNode;
}) {
  return (
    <section className="rs-hero">
      <div className="rs-hero__backdrop" style={{ backgroundImage: `url("${coverUrl}")` }} aria-hidden="true" />
      <div className="rs-hero__content">
        {eyebrow ? <div className="rs-hero__eyebrow">{eyebrow}</div> : null}
        <h1 className="rs-hero__title">{title}</h1>
        {children}
      </div>
    </section>
  );
}
