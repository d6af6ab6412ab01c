// The public booking page's entry (portal.html, vite.portal.config.ts): React and the portal's own
// modules only, nothing of the back office (docs/architecture.md, Booking portal).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PortalApp } from './portal-app';
import './portal.css';

const root = document.getElementById('portal');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <PortalApp />
    </StrictMode>,
  );
}
