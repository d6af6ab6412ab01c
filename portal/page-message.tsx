// A whole page that only says something: an unknown address, a closed booking page, a lost line.
import type { ReactNode } from 'react';
import { LanguageSwitch } from './portal-language';

export function PageMessage({
  title,
  children,
  action,
}: {
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <main className="portal">
      <LanguageSwitch />
      <section className="card message" aria-live="polite">
        <h1>{title}</h1>
        <p>{children}</p>
        {action}
      </section>
    </main>
  );
}
