// Security headers on every response (helmet): a Content-Security-Policy with no inline script,
// since the access token lives in local storage and an injected script could read it. Styles
// may be inline because Mantine writes style tags and attributes at run time. The how-to videos
// embed YouTube (no-cookie) and Vimeo players; pictures and videos come from /api/files. The
// API docs page (Swagger UI) needs no exception: its scripts are files, and its inline styles and
// data: images are allowed for the apps too. HSTS only behind https.
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const VIDEO_PLAYERS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];

export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  mediaSrc: ["'self'", 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  frameSrc: VIDEO_PLAYERS,
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

async function securityHeadersPlugin(app: FastifyInstance, options: { publicUrl: string }) {
  const https = options.publicUrl.startsWith('https:');
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      // Only behind https: on a plain-http address it would send every picture to a port that is not there.
      directives: https ? { ...CSP_DIRECTIVES, upgradeInsecureRequests: [] } : CSP_DIRECTIVES,
    },
    hsts: https ? { maxAge: 180 * 24 * 3600, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    // The YouTube and Vimeo players are cross-origin frames that do not send CORP headers.
    crossOriginEmbedderPolicy: false,
  });
}

export default fp(securityHeadersPlugin, { name: 'security-headers' });
