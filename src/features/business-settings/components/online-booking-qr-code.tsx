// The booking page's QR code, drawn as an SVG from the modules `qrcode` computes (no markup from
// the library is injected), and the sheet "Print QR code" prints: the business's name, the code
// and the address, nothing else of the page.
import { Center, Loader, Text } from '@mantine/core';
import { createPortal } from 'react-dom';
import { useT } from '@/lib/i18n/use-t';
import { QR_QUIET_ZONE, type QrCodeState } from '../hooks/online-booking-qr-code';
import classes from './online-booking-print.module.css';

/** On <body> while the sheet is printed (online-booking-print.module.css). */
const PRINT_CLASS = 'salon-print-qr';

interface QrCodeImageProps {
  qr: QrCodeState;
  url: string;
  className?: string;
  /** On screen; the printed one is sized by the print stylesheet. */
  width?: number;
}

export function QrCodeImage({ qr, url, className, width }: QrCodeImageProps) {
  const t = useT();
  if (qr.status === 'failed') {
    return (
      <Text size="sm" c="red" role="alert">
        {t('onlineBooking.qrFailed')}
      </Text>
    );
  }
  if (qr.status === 'loading') {
    return (
      <Center w={width} h={width}>
        <Loader size="sm" aria-label={t('onlineBooking.qrLoading')} />
      </Center>
    );
  }
  const side = qr.shape.size + 2 * QR_QUIET_ZONE;
  return (
    <svg
      className={className}
      width={width}
      height={width}
      viewBox={`0 0 ${side} ${side}`}
      role="img"
      aria-label={t('onlineBooking.qrOf', { url })}
      shapeRendering="crispEdges"
      // A code squeezed by its row stops scanning: it keeps its size and the text wraps instead.
      style={{ flex: 'none' }}
    >
      <rect width={side} height={side} fill="#fff" />
      <path d={qr.shape.path} fill="#000" />
    </svg>
  );
}

/** The printed sheet, kept in <body> (hidden on screen) while the card is shown. */
export function QrPrintSheet({
  qr,
  url,
  businessName,
}: {
  qr: QrCodeState;
  url: string;
  businessName: string;
}) {
  const t = useT();
  return createPortal(
    <div className={classes.sheet} aria-hidden>
      {businessName && <h1 className={classes.name}>{businessName}</h1>}
      <QrCodeImage qr={qr} url={url} className={classes.code} />
      <p className={classes.call}>{t('onlineBooking.qrCall')}</p>
      <p className={classes.address}>{url}</p>
    </div>,
    document.body,
  );
}

/** Prints the sheet alone; the page prints as usual again afterwards. */
export function printQrSheet(): void {
  const body = document.body;
  const done = () => {
    body.classList.remove(PRINT_CLASS);
    window.removeEventListener('afterprint', done);
  };
  body.classList.add(PRINT_CLASS);
  window.addEventListener('afterprint', done);
  window.print();
}
