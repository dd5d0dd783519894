import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { LANGUAGE_COOKIE } from '@hgsc/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { TOKEN_COOKIE } from '../auth/plugin.ts';
import { API_PREFIX } from '../http/api-prefix.ts';
import { type AnswerEncoding, acceptedEncoding, compressedOnce } from '../http/compression.ts';
import { type DrawnPage, type PageDrawer, type PageFiles, serverPageOf } from './server-pages.ts';

/**
 * The built web app (WEB_DIST): its files, and index.html for every other path (the browser's router draws the
 * page). The public pages a visitor opens first (home, search, product details, shop) come drawn by the server
 * when the build has its server side (`drawer`, server-pages.ts): their content shows before the app's JavaScript
 * has loaded, and search engines read it.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string, drawer: PageDrawer | undefined): Promise<void> {
  // The web build writes .br/.gz beside its text files: they go to browsers that accept them, compressed once at build
  // time at the strongest settings instead of on every request.
  // Hashed files under /assets never change: cached for a year; the rest is checked every time.
  const webRoot = path.resolve(webDist);
  const cacheControlOf = (filePath: string) =>
    path.relative(webRoot, filePath).split(path.sep)[0] === 'assets' ? 'public, max-age=31536000, immutable' : 'no-cache';
  await app.register(fastifyStatic, {
    root: webRoot,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => void reply.header('cache-control', cacheControlOf(filePath)),
  });
  const template = readFileSync(path.join(webRoot, 'index.html'), 'utf8');
  const filesPath = path.join(webRoot, 'first-load.json');
  const pageFiles: PageFiles = existsSync(filesPath) ? JSON.parse(readFileSync(filesPath, 'utf8')) : {};

  const pagesSent = new WeakMap<DrawnPage, { html: string; encoded: Map<AnswerEncoding, Buffer> }>();
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    // Pages are drawn for visitors (a signed-in user's differ) in Chinese (English is drawn by the browser), and for
    // a GET: a HEAD's headers are index.html's (a drawing for nobody would cost a product page a view).
    const visitor = request.method === 'GET' && !request.cookies[TOKEN_COOKIE] && request.cookies[LANGUAGE_COOKIE] !== 'en';
    const drawn = drawer && visitor ? await drawer.draw(request) : null;
    if (!drawn) return reply.sendFile('index.html');
    // A page kept for other visitors (drawnPageKeeper) is put together, and compressed per encoding, once.
    let sent = pagesSent.get(drawn);
    if (!sent) {
      sent = { html: serverPageOf(template, drawn, pageFiles), encoded: new Map() };
      pagesSent.set(drawn, sent);
    }
    const encoding = acceptedEncoding(request.headers);
    reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding, cookie').type('text/html; charset=utf-8');
    if (!encoding) return reply.send(sent.html);
    return reply.header('content-encoding', encoding).send(compressedOnce(sent.html, sent.encoded, encoding));
  };

  app.get('/*', { config: { auth: 'public' }, schema: { hide: true } }, async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url.startsWith(API_PREFIX)) return reply.callNotFound();
    const file = path.join(webRoot, path.normalize(url));
    if (path.extname(url) && existsSync(file)) return reply.sendFile(url.slice(1));
    return sendPage(request, reply);
  });
}
