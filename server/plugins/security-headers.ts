// Helmet's security headers with a strict CSP on every answer (docs/architecture.md, Server).
// @fastify/helmet builds helmet's middleware anew on every request (it parses the CSP directives
// each time): about 4% of a signed-in call (bench/README.md, Fixed cost per request). Our options
// hold no per-request value (no nonce, no function), so helmet itself computes the headers once, at
// start, and each request gets them written as helmet would: the same names, spelling, values and
// order, set on the raw response in an onRequest hook at the place helmet's was.
// tests/server/security-headers.test.ts compares them byte for byte with @fastify/helmet's. One
// difference: `upgrade-insecure-requests` is sent only to requests that came over HTTPS (behind a
// proxy, as TRUST_PROXY's X-Forwarded-Proto says). Over plain HTTP under any name but localhost (a
// phone on the salon's Wi-Fi) it sent the browser to https:// for the scripts and styles, where
// nothing listens, and the app stayed blank.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

export const SECURITY_HEADER_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Mantine sets inline styles on elements.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      connectSrc: ["'self'"],
      workerSrc: ["'self'"],
      // No manifestSrc: WebKit logs it as unknown; default-src covers it (docs/decisions.md, API).
    },
  },
  crossOriginEmbedderPolicy: false,
};

/** The headers helmet writes for `options`, in its order and spelling. */
export function helmetHeaders(options: HelmetOptions): [string, string][] {
  const directives = Object.values(
    (typeof options.contentSecurityPolicy === 'object' &&
      options.contentSecurityPolicy.directives) ||
      {},
  );
  if (directives.some((value) => [value ?? []].flat().some((v) => typeof v === 'function'))) {
    throw new Error('A CSP directive computed per request cannot be written once');
  }
  // Like Node's own response: one value per name (case-insensitive), kept where it was first set.
  const headers = new Map<string, [string, string]>();
  const response = {
    setHeader(name: string, value: unknown) {
      const existing = headers.get(name.toLowerCase());
      headers.set(name.toLowerCase(), [existing?.[0] ?? name, String(value)]);
    },
    // Helmet removes X-Powered-By, which Fastify never sets.
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error) => {
    failure = error;
  });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return [...headers.values()];
}

/** The same options without `upgrade-insecure-requests`, for requests over plain HTTP. */
export const PLAIN_HTTP_HEADER_OPTIONS: HelmetOptions = {
  ...SECURITY_HEADER_OPTIONS,
  contentSecurityPolicy: {
    directives: {
      ...(typeof SECURITY_HEADER_OPTIONS.contentSecurityPolicy === 'object'
        ? SECURITY_HEADER_OPTIONS.contentSecurityPolicy.directives
        : {}),
      upgradeInsecureRequests: null,
    },
  },
};

export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  const overHttps = helmetHeaders(SECURITY_HEADER_OPTIONS);
  const overHttp = helmetHeaders(PLAIN_HTTP_HEADER_OPTIONS);
  app.addHook('onRequest', (request, reply, done) => {
    const raw = reply.raw;
    const headers = request.protocol === 'https' ? overHttps : overHttp;
    for (const [name, value] of headers) raw.setHeader(name, value);
    done();
  });
});
