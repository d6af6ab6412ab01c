// A preview URL for a chosen file (or bytes kept on this device), revoked when the file changes or
// the screen goes away.
import { useEffect, useMemo } from 'react';

const pendingRevokes = new Map<string, ReturnType<typeof setTimeout>>();

export function useObjectUrl(file: Blob | null): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => {
    if (!url) return;
    // Revoked a moment after the last use, not at once: StrictMode runs this cleanup and then
    // the effect again on the same URL, which must still show the image.
    clearTimeout(pendingRevokes.get(url));
    pendingRevokes.delete(url);
    return () => {
      pendingRevokes.set(
        url,
        setTimeout(() => {
          pendingRevokes.delete(url);
          URL.revokeObjectURL(url);
        }),
      );
    };
  }, [url]);
  return url;
}
