import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import { NextFunction, Request, Response, static as serveStatic } from 'express';

const API_PATH = /^\/api(\/|$)/i;

/**
 * Files without a hash in their name, asked again on every use: the service worker (a browser keeping an old one would
 * keep an old panel), the page that names the build's files, and the web app manifest.
 */
const SIN_CACHE = new Set(['sw.js', 'index.html', 'manifest.webmanifest']);

/**
 * Serves the built admin at `/` with an SPA fallback: any GET outside /api that
 * is not a file answers index.html, so react-admin's routes survive a reload.
 * API paths never reach it, so their 404s stay JSON.
 */
export function adminStatic(adminDir: string) {
  const index = join(adminDir, 'index.html');
  const files = serveStatic(adminDir, {
    index: false,
    maxAge: '1h',
    setHeaders: (res, path) => {
      if (SIN_CACHE.has(basename(path))) res.setHeader('Cache-Control', 'no-cache');
    },
  });
  return (req: Request, res: Response, next: NextFunction) => {
    if (API_PATH.test(req.path) || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    files(req, res, () => {
      if (!existsSync(index)) {
        res.status(404).type('text/plain').send('El panel de administración no está compilado: ejecute "npm run build".');
        return;
      }
      res.setHeader('Cache-Control', 'no-cache');
      res.sendFile(index);
    });
  };
}
