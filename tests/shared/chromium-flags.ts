// How Debian's Chromium is started by the end-to-end suite and the benches: as root (no sandbox),
// with no GPU, and with none of its background connections, which this machine's closed network
// refuses many at a time and which would otherwise add work to what is measured.
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
