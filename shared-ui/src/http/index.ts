// Entry point @tours/shared-ui/http: what the two servers (the API and the web server) answer every
// request with — the security headers (@fastify/helmet's options, Permissions-Policy, HSTS) and the
// public read cache's Cache-Control. Node only: no browser bundle imports it, so it is not in
// `domain`, which every page downloads (shared-ui/README.md 'Why these entries').
export * from '../domain/http-cache';
export * from '../domain/security-headers';
