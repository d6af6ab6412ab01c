// The QR code of the booking page's address, as the rows of dark modules an SVG draws. The
// `qrcode` package is imported on first use, so only this screen's visitors download it.
import { useEffect, useState } from 'react';

export interface QrCodeShape {
  /** Modules per side, without the quiet zone. */
  size: number;
  /** An SVG path of every dark module, one unit each, runs of a row drawn as one rectangle. */
  path: string;
}

/** Light margin around the code, in modules: scanners need 4 (ISO/IEC 18004). */
export const QR_QUIET_ZONE = 4;

function toShape(modules: { size: number; get(row: number, col: number): number }): QrCodeShape {
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    let col = 0;
    while (col < modules.size) {
      if (!modules.get(row, col)) {
        col += 1;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col += 1;
      const run = col - start;
      parts.push(`M${start + QR_QUIET_ZONE} ${row + QR_QUIET_ZONE}h${run}v1h-${run}z`);
    }
  }
  return { size: modules.size, path: parts.join('') };
}

export type QrCodeState =
  { status: 'loading' } | { status: 'ready'; shape: QrCodeShape } | { status: 'failed' };

export function useQrCode(text: string): QrCodeState {
  const [state, setState] = useState<{ text: string; result: QrCodeState }>({
    text: '',
    result: { status: 'loading' },
  });
  useEffect(() => {
    let current = true;
    import('qrcode')
      .then((qrcode) => {
        // Medium error correction: still reads with a crease or a smudge on the printed card.
        const code = qrcode.create(text, { errorCorrectionLevel: 'M' });
        if (current) setState({ text, result: { status: 'ready', shape: toShape(code.modules) } });
      })
      .catch((error: unknown) => {
        console.error('The QR code could not be made', error);
        if (current) setState({ text, result: { status: 'failed' } });
      });
    return () => {
      current = false;
    };
  }, [text]);
  // An answer for an earlier address is not this one's.
  return state.text === text ? state.result : { status: 'loading' };
}
