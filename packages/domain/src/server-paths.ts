// The addresses the server answers itself, never the web app: the API, the mock's control API, media,
// the stand-ins, the API reference, the contracts and the health check. One definition for the server
// (a browser navigation there gets the server's answer, not a document), the web app's prerender and
// `vite dev`, and its service worker (no offline document for them). No imports: vite.config.ts and the
// service worker load this file by path.

/** Whether a pathname (without its query) belongs to the server, never to the web app. */
export const NOT_THE_APP = /^\/(api|__mock|media|stand-ins|docs|openapi|healthz)(\/|$|\.)/;
