import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '@esr/test-support';

export interface DockerfileFacts {
  /** `RUN npm run <script>` lines of the build stage, as argument lists. */
  buildCommands: string[][];
  /** The final stage's CMD, in exec form. */
  cmd: string[];
  /** ENV of the final stage (the last FROM onwards). */
  env: Record<string, string>;
}

/** Reads what a Dockerfile builds and runs, so tests run the very same commands outside Docker. */
export function readDockerfile(path: string): DockerfileFacts {
  const text = readFileSync(join(repoRoot, path), 'utf8').replace(/\\\n\s*/g, ' ');
  const lines = text.split('\n').map((line) => line.trim());
  const lastFrom = lines.map((line) => line.startsWith('FROM ')).lastIndexOf(true);
  const buildCommands = lines
    .filter((line) => /^RUN npm run \S+$/.test(line))
    .map((line) => line.slice('RUN '.length).split(/\s+/));
  const cmdLine = lines.slice(lastFrom).find((line) => line.startsWith('CMD '));
  const cmd = cmdLine ? (JSON.parse(cmdLine.slice(4)) as string[]) : [];
  const env: Record<string, string> = {};
  for (const line of lines.slice(lastFrom).filter((l) => l.startsWith('ENV '))) {
    for (const match of line.slice(4).matchAll(/(\w+)=("[^"]*"|\S+)/g)) {
      env[match[1]!] = match[2]!.replace(/^"|"$/g, '');
    }
  }
  return { buildCommands, cmd, env };
}
