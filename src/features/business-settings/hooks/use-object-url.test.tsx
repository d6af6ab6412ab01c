import { StrictMode } from 'react';
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useObjectUrl } from './use-object-url';

let created = 0;
beforeEach(() => {
  created = 0;
  URL.createObjectURL = vi.fn(() => `blob:preview-${++created}`);
  URL.revokeObjectURL = vi.fn();
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

const logo = new Blob(['png'], { type: 'image/png' });
const other = new Blob(['webp'], { type: 'image/webp' });

describe('useObjectUrl', () => {
  it('keeps the URL alive through StrictMode re-running its effects', () => {
    const { result } = renderHook(() => useObjectUrl(logo), { wrapper: StrictMode });
    expect(result.current).toBe('blob:preview-1');
    vi.runAllTimers();
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
  });

  it('revokes the old URL when the file changes, and the last one when the screen goes', () => {
    const { result, rerender, unmount } = renderHook(({ file }) => useObjectUrl(file), {
      initialProps: { file: logo as Blob | null },
    });
    const first = result.current;
    rerender({ file: other });
    expect(result.current).not.toBe(first);
    vi.runAllTimers();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith(first);
    const second = result.current;
    unmount();
    expect(URL.revokeObjectURL).not.toHaveBeenCalledWith(second);
    vi.runAllTimers();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith(second);
  });

  it('gives no URL for no file', () => {
    const { result } = renderHook(() => useObjectUrl(null));
    expect(result.current).toBeNull();
    expect(URL.createObjectURL).not.toHaveBeenCalled();
  });
});
