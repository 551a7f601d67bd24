#!/usr/bin/env node
// The first step of `npm test`: a Chromium or Chrome for the browser tests, docker-compose and nginx for
// the deploy test, and Java 17 or later for Specmatic (the contract tools' test). Installs Debian's
// packages when they are missing and this runs as root with apt-get (as CI does), keeping nginx's own
// service off on a machine with an init system and saying so; otherwise stops at once with one line
// saying what to install or set (test-tools.mjs decides; as root it runs system programs by their
// absolute paths only).
import { ensureTestTools, machineExec, machineProbes } from './test-tools.mjs';

const say = (line) => console.log(`[test-tools] ${line}`);
const { ok, line } = ensureTestTools(machineProbes, machineExec, say);
if (ok) {
  say(line);
} else {
  console.error(`[test-tools] ${line}`);
  process.exit(1);
}
