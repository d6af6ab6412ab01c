// A .br and a .gz beside each text file of a build, at the highest levels (done once at build
// time; the server compresses no file per request): it sends the one a request accepts
// (server/app.ts, `preCompressed`). Source maps are left out, and so is a file compression would
// not shrink. Shared by the back office's build and the booking page's (vite.portal.config.ts).
import zlib from 'node:zlib';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

export function builtAssetsCompression() {
  return compression({
    include: /\.(js|css|html|svg|webmanifest|json|txt)$/,
    threshold: 0,
    algorithms: [
      defineAlgorithm('brotliCompress', {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
      }),
      defineAlgorithm('gzip', { level: 9 }),
    ],
  });
}
