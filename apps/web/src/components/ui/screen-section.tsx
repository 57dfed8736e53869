import type { ReactNode } from 'react';
import classes from './section-screen.module.css';

/** A bordered section of a screen (section-screen's), named for screen readers by its h2 title. */
export function ScreenSection({
  id,
  title,
  children,
}: {
  id: string;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={classes.section} aria-labelledby={id}>
      <h2 id={id} className={classes.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
