# The web app: the production build of apps/web behind nginx, which proxies the API.
# Build context: the repository root (see docker-compose.yml).
FROM node:20.20-bookworm-slim AS build
WORKDIR /repo
COPY . .
ENV TURBO_TELEMETRY_DISABLED=1
# The web build needs no native addon; skip building them.
RUN npm ci --no-audit --no-fund --ignore-scripts
ARG VITE_API_BASE_URL=/api
ARG VITE_LANDING_URL=/stand-ins/landing
ARG VITE_UNSUBSCRIBE_URL=/stand-ins/unsubscribe
# Real users' figures (decision 1090): off unless an endpoint is named; empty values mean unset.
ARG VITE_VITALS_URL=
ARG VITE_VITALS_SAMPLE_RATE=
ENV VITE_API_BASE_URL=$VITE_API_BASE_URL \
    VITE_LANDING_URL=$VITE_LANDING_URL \
    VITE_UNSUBSCRIBE_URL=$VITE_UNSUBSCRIBE_URL \
    VITE_VITALS_URL=$VITE_VITALS_URL \
    VITE_VITALS_SAMPLE_RATE=$VITE_VITALS_SAMPLE_RATE
# The same command the repository's tests run outside Docker (e2e/deploy).
RUN npm run build:web

FROM nginx:1.27-alpine
COPY deploy/nginx.conf.template /etc/nginx/templates/default.conf.template
COPY deploy/nginx-security-headers.conf /etc/nginx/snippets/esr-security-headers.conf
COPY --from=build /repo/apps/web/dist /usr/share/nginx/html
ENV API_UPSTREAM=http://api:8080
EXPOSE 80
HEALTHCHECK --interval=10s --timeout=3s --start-period=10s --retries=3 \
  CMD ["wget", "-q", "-O", "/dev/null", "http://127.0.0.1/"]
