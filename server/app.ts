// Builds the Fastify app: external plugins -> app plugins -> routes -> the built web app.
// Tests build it with their own config and call it through `inject` or over HTTP.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { LogController, type FastifyInstance, type FastifyRequest } from 'fastify';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { loadConfig, type ServerConfig } from './config.js';
import { registerOpenApi } from './openapi/openapi-document.js';
import { authPlugin } from './plugins/auth.js';
import { bodyDrainPlugin } from './plugins/body-drain.js';
import { dbPlugin } from './plugins/db.js';
import { clientErrorHandler, errorsPlugin, frameworkErrors, HttpError } from './plugins/errors.js';
import { idempotencyPlugin } from './plugins/idempotency.js';
import { inputGuardPlugin } from './plugins/input-guard.js';
import { healthPlugin } from './plugins/health.js';
import { mailPlugin } from './plugins/mail.js';
import { messageSenderPlugin } from './plugins/message-sender.js';
import { metricsPlugin } from './plugins/metrics.js';
import { rateLimitPlugin } from './plugins/rate-limit-store.js';
import { securityHeadersPlugin } from './plugins/security-headers.js';
import { uploadsPlugin } from './plugins/uploads.js';
import { responseSerializerCompiler } from './response-serializer.js';
import { routes } from './routes/index.js';
import { portalProfile } from './routes/public/portal-profile.js';
import { bookingPageHtml } from './web/booking-page.js';
import { languageFromAcceptLanguage } from '../contract/i18n/language.js';
import { lazyChildLogger, loggerOptions } from './logging.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: ServerConfig;
  }
}

export async function buildApp(overrides: Partial<ServerConfig> = {}): Promise<FastifyInstance> {
  const config = { ...loadConfig(), ...overrides };
  const app = Fastify({
    logger: loggerOptions(config.logLevel, process.stdout.isTTY === true),
    childLoggerFactory: lazyChildLogger,
    bodyLimit: 1024 * 1024,
    // One line per request only when debugging; errors are logged by the error handler anyway.
    logController: new LogController({ disableRequestLogging: config.logLevel !== 'debug' }),
    // Fastify takes a hop count too, but its typings do not: the function it would build for one.
    trustProxy:
      typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    // A request must have arrived, headers and body, within the timeout, and a connection silent
    // that long is closed: a body that never ends no longer holds its connection for good.
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.requestTimeoutMs,
    http: {
      headersTimeout: Math.min(config.requestTimeoutMs, 60_000),
      // Node looks for late requests every 30 s by default: too coarse for short timeouts.
      connectionsCheckingInterval: Math.min(Math.max(config.requestTimeoutMs / 4, 250), 30_000),
    },
    // The router's and Node's own refusals (a bad or too long address, oversized headers) in the
    // envelope too (plugins/errors.ts).
    frameworkErrors,
    clientErrorHandler,
    // A request arriving on a kept-alive connection while the server stops is answered (with
    // Connection: close), not refused with a 503: a restart fails no request (README, Operations).
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  app.decorate('config', config);

  await app.register(errorsPlugin);
  // An early answer waits for the body still arriving, so the client reads it (plugins/body-drain.ts).
  await app.register(bodyDrainPlugin);
  await app.register(inputGuardPlugin);
  // Helmet's headers with a strict CSP, computed once (plugins/security-headers.ts).
  await app.register(securityHeadersPlugin);
  await registerOpenApi(app);

  await app.register(dbPlugin, { databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  // Health and metrics: no session, no data (README, Operations).
  await app.register(healthPlugin);
  await app.register(metricsPlugin, config.metrics);
  await app.register(authPlugin);
  await app.register(idempotencyPlugin);
  await app.register(rateLimitPlugin);
  await app.register(mailPlugin, {
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    mailDir: path.join(config.dataDir, 'mail'),
  });
  await app.register(messageSenderPlugin);
  await app.register(uploadsPlugin, { uploadsDir: path.join(config.dataDir, 'uploads') });

  // The API's answers of 1 kB or more go out in brotli or gzip, as the request accepts. Only the
  // API's: files are never compressed per request. The logos are images; the built app's text
  // files are compressed once, by the build (registerWebApp, `preCompressed`).
  await app.register(async (api) => {
    await api.register(compress, {
      encodings: ['br', 'gzip'],
      threshold: 1024,
      brotliOptions: {
        params: {
          // The plugin's quality; a 256 KiB window instead of 4 MiB: setting up the large one
          // took most of the time (all_upcoming's 34 kB: 340-660 µs, now about 130, same size).
          [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
          [zlib.constants.BROTLI_PARAM_LGWIN]: 18,
        },
      },
      // Request bodies stay as before: a compressed one is not unpacked.
      globalDecompression: false,
    });
    await api.register(routes);
  });
  await registerWebApp(app, config.distDir);
  return app;
}

/** Trusts the `hops` proxies nearest the server, as Fastify does for `trustProxy: <number>`. */
function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

/** Serves the built app with an SPA fallback; API and upload misses stay JSON 404s. */
async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const hasWebApp = fs.existsSync(path.join(distDir, 'index.html'));
  const bookingTemplate = fs.existsSync(path.join(distDir, 'portal.html'))
    ? fs.readFileSync(path.join(distDir, 'portal.html'), 'utf8')
    : undefined;
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text asset (vite.config.ts); the one the request
      // accepts is sent with the asset's own Content-Type and Vary: accept-encoding.
      preCompressed: true,
      // They are served in place of their asset, never as files of their own.
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders: (res, filePath) => {
        // Hashed assets never change; the shell, the worker and the manifest must be revalidated.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const isApiOrFile =
      /^\/(api|uploads)(\/|$)/.test(request.url) ||
      path.extname(request.url.split('?')[0] ?? '') !== '';
    // HEAD answers as GET does, headers without the body (Node leaves it out for a HEAD request).
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (hasWebApp && isRead && !isApiOrFile) {
      reply.header('Cache-Control', 'no-cache');
      // The public booking page is its own build (docs/architecture.md, Booking portal).
      if (bookingTemplate && /^\/book(\/|$)/.test(request.url)) {
        const page = await bookingPage(app, request, bookingTemplate);
        return page
          ? reply.type('text/html; charset=utf-8').send(page)
          : reply.sendFile('portal.html', distDir);
      }
      return reply.sendFile('index.html', distDir);
    }
    return reply.code(404).send({
      errors: [
        { msg: `Not found: ${request.method} ${request.url.split('?')[0]}`, code: 'not_found' },
      ],
    });
  });
}

/**
 * /book/{slug} with the business already written in (server/web/booking-page.ts); undefined for
 * any other /book/ address, an unknown slug or a closed page, whose message the page's script
 * shows from the API's answer.
 */
async function bookingPage(
  app: FastifyInstance,
  request: FastifyRequest,
  template: string,
): Promise<string | undefined> {
  const slug = /^\/book\/([a-z0-9-]{1,100})\/?(\?|$)/.exec(request.url)?.[1];
  if (!slug) return undefined;
  try {
    const profile = await portalProfile(app.db, slug);
    // The visitor's language when it is one of ours, else the business's (docs/decisions.md,
    // Languages): the script chooses the same from navigator.languages.
    const language =
      languageFromAcceptLanguage(request.headers['accept-language']) ?? profile.language;
    return bookingPageHtml(template, profile, language ?? 'en');
  } catch (error) {
    if (!(error instanceof HttpError))
      app.log.error(error, 'the booking page could not be filled in');
    return undefined;
  }
}
