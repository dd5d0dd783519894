import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { UPLOAD_LIMIT_MB } from '@hgsc/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { closeContext } from './context-factory.ts';
import { domainRoutes } from './modules/index.ts';
import { documentedAccess } from './platform/auth/access-docs.ts';
import { authPlugin } from './platform/auth/plugin.ts';
import { catalogueCachePlugin, drawnPageKeeper } from './platform/cache/catalogue-cache.ts';
import type { AppContext } from './platform/context.ts';
import { logDatabaseAvailability } from './platform/db/availability-log.ts';
import { statementCountPlugin } from './platform/db/statement-count-plugin.ts';
import { answerSerializerCompiler } from './platform/http/answer-serializer.ts';
import { API_PREFIX } from './platform/http/api-prefix.ts';
import { COMPRESSION } from './platform/http/compression.ts';
import { registerErrorHandler } from './platform/http/error-handler.ts';
import { refuseUnstorableText } from './platform/http/unstorable-text.ts';
import { logsPlugin } from './platform/logs/plugin.ts';
import { loadPageDrawer } from './platform/web/server-pages.ts';
import { registerWebApp } from './platform/web/web-app.ts';
import { APP_VERSION } from './version.ts';

const UPLOAD_LIMIT_BYTES = UPLOAD_LIMIT_MB * 1024 * 1024;

function trustProxyOf(value: string | undefined): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (!value) return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

export async function buildApp(ctx: AppContext): Promise<FastifyInstance> {
  const { config } = ctx;
  const app = Fastify({
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : { level: config.LOG_LEVEL, redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-csrf-token"]'] },
    trustProxy: trustProxyOf(config.TRUST_PROXY),
    bodyLimit: 2 * 1024 * 1024,
    requestIdHeader: 'x-request-id',
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.decorate('ctx', ctx);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(answerSerializerCompiler({ trustExact: config.NODE_ENV === 'production' }));
  // Form-encoded bodies (SPEC §7: some calls are form posts) parse into plain objects.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  // First, so the statements of every later hook (the session lookup) count towards the request.
  await app.register(statementCountPlugin);
  registerErrorHandler(app);
  await app.register(fastifyCookie);
  await app.register(fastifyMultipart, { limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 1, fields: 20 } });
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: '化工商城 API',
        version: APP_VERSION,
        description: 'Envelope { code, success, msg, data } on every answer.',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          cookie: { type: 'apiKey', in: 'cookie', name: 'hgsc-access-token' },
        },
      },
    },
    transform: documentedAccess,
  });
  await app.register(fastifySwaggerUi, { routePrefix: `${API_PREFIX}/docs` });
  await app.register(logsPlugin);
  logDatabaseAvailability(app);
  await app.register(authPlugin);
  await app.register(catalogueCachePlugin);

  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-app-version', APP_VERSION);
  });

  await app.register(
    async (api) => {
      // JSON answers of 1 KiB or more go out compressed to clients that accept it (Lighthouse on slow 4G counted
      // 16 KiB to save on the home page's data alone), with platform/http/compression.ts's settings. The web
      // build's files are compressed at build time, so only /api is here.
      await api.register(fastifyCompress, { ...COMPRESSION, encodings: [...COMPRESSION.encodings] });
      // Secure by default: a domain route is for logged-in users unless it says otherwise.
      api.addHook('preValidation', refuseUnstorableText);
      api.addHook('onRoute', (route) => {
        route.config = { auth: 'user', ...(route.config ?? {}) } as typeof route.config;
      });
      for (const routes of domainRoutes) await api.register(routes);
    },
    { prefix: API_PREFIX },
  );

  if (config.WEB_DIST && existsSync(path.join(config.WEB_DIST, 'index.html'))) {
    const ssrEntry = config.WEB_SSR ?? path.join(config.WEB_DIST, '../dist-ssr/server-render.js');
    const drawer = await loadPageDrawer(app, ssrEntry, {
      drawsPerSecond: config.WEB_DRAWS_PER_SECOND,
      keep: drawnPageKeeper(ctx),
    });
    await registerWebApp(app, config.WEB_DIST, drawer);
  }

  app.addHook('onClose', async () => closeContext(ctx));
  return app;
}
