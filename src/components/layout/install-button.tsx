// "Install" in the top bar, shown only while the browser offers to install the app (Chromium's
// beforeinstallprompt); other browsers install from their own menu.
import { useEffect, useState } from 'react';
import { Button } from '@mantine/core';
import { useT } from '../../lib/i18n/use-t';

/** Chromium's event; not in TypeScript's DOM types. */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();

// Listen from the start: the event may fire before the top bar is on screen.
if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    listeners.forEach((listener) => listener());
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    listeners.forEach((listener) => listener());
  });
}

export function InstallButton() {
  const [available, setAvailable] = useState(deferred !== null);
  const t = useT();
  useEffect(() => {
    const update = () => setAvailable(deferred !== null);
    listeners.add(update);
    update();
    return () => {
      listeners.delete(update);
    };
  }, []);
  if (!available) return null;
  return (
    <Button
      variant="default"
      size="compact-sm"
      onClick={async () => {
        const prompt = deferred;
        if (!prompt) return;
        await prompt.prompt();
        await prompt.userChoice;
        deferred = null;
        setAvailable(false);
      }}
    >
      {t('shell.install')}
    </Button>
  );
}
