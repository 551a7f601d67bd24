# The conformance kit as an image, for a backend team's CI: the kit's tarball (npm pack in
# packages/conformance: the bundled kit and the contract it checks), installed on its own. Nothing of
# the repository is in the final image. Build context: the repository root.
#   docker build -f deploy/conformance.Dockerfile -t esr-conformance .
#   docker run --rm -v "$PWD/conformance-report:/reports" esr-conformance \
#     --base-url https://staging.example.pk --msisdn 923001234567 --report /reports
FROM node:20.20-bookworm-slim AS pack
WORKDIR /repo
COPY . .
# No install script is needed to pack the kit (esbuild's binary comes as a package of its own).
RUN npm ci --ignore-scripts --no-audit --no-fund
# The same command the kit's tests run outside Docker (packages/conformance/test/package.test.ts).
RUN npm pack --workspace @esr/conformance --pack-destination /kit

FROM node:20.20-bookworm-slim
COPY --from=pack /kit /kit
# The same install the kit's tests make, in an empty folder: the tarball and its few dependencies.
RUN npm install --global --no-audit --no-fund /kit/esr-conformance-*.tgz && rm -rf /kit \
  && mkdir /reports && chown node:node /reports
USER node
WORKDIR /reports
ENTRYPOINT ["esr-conformance"]
CMD ["--help"]
