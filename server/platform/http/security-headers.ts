// Security headers on every response (helmet): a Content-Security-Policy with no inline script,
// since the access token lives in local storage and an injected script could read it. Styles
// may be inline because Mantine writes style tags and attributes at run time. The how-to videos
// embed YouTube (no-cookie) and Vimeo players; pictures and videos come from /api/files, or from
// the Acoustic Content hub's host when the content comes from there (ACOUSTIC_API_URL). The
// API docs page (Swagger UI) needs no exception: its scripts are files, and its inline styles and
// data: images are allowed for the apps too. HSTS only behind https. The headers are worked out
// once, at start: they are the same for every response (no per-request nonce).
import helmet from 'helmet';
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
  // The owner app's service worker (/sw.js) and web app manifest, both ours.
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  frameSrc: VIDEO_PLAYERS,
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/** The directives, with the host that serves the content's pictures and videos when it is not ours. */
function cspDirectives(contentOrigin?: string) {
  if (!contentOrigin) return CSP_DIRECTIVES;
  return { ...CSP_DIRECTIVES, imgSrc: [...CSP_DIRECTIVES.imgSrc, contentOrigin], mediaSrc: [...CSP_DIRECTIVES.mediaSrc, contentOrigin] };
}

async function securityHeadersPlugin(app: FastifyInstance, options: { publicUrl: string; contentOrigin?: string }) {
  const https = options.publicUrl.startsWith('https:');
  const directives = cspDirectives(options.contentOrigin);
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      // Only behind https: on a plain-http address it would send every picture to a port that is not there.
      directives: https ? { ...directives, upgradeInsecureRequests: [] } : directives,
    },
    hsts: https ? { maxAge: 180 * 24 * 3600, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    // The YouTube and Vimeo players are cross-origin frames that do not send CORP headers.
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => setHeaders(request.raw, reply.raw, () => done()));
}

export default fp(securityHeadersPlugin, { name: 'security-headers' });
