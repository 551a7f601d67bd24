import { resolve } from 'node:path';
import { build, type Rolldown, type UserConfig } from 'vite';

// The document's inline bootstrap (src/app/bootstrap.ts, decision 1010) compiled into one classic script:
// bundled with what it imports (the launch rules, the first screen's read keys, the SDK's token constants),
// minified, with the app's configuration written in as for the app itself (`define`). vite/document.ts
// writes it into every prerendered document, where the page's policy allows it by its hash.

export interface BootstrapOptions {
  /** The project root. */
  root: string;
  /** The bootstrap's entry, relative to the root. */
  entry: string;
  /** The app's `define` (its configuration) and aliases, as the client build has them. */
  define?: UserConfig['define'];
  alias?: Record<string, string>;
}

/** The bootstrap as the text of an inline `<script>`. */
export async function compileBootstrap({ root, entry, define, alias }: BootstrapOptions): Promise<string> {
  const output = (await build({
    configFile: false,
    root,
    logLevel: 'warn',
    // A library's production code (Lingui's core without its runtime message compiler: the catalogues are
    // compiled by the build, vite/messages.ts).
    define: { 'process.env.NODE_ENV': JSON.stringify('production'), ...define },
    resolve: { alias },
    build: {
      write: false,
      minify: true,
      copyPublicDir: false,
      lib: { entry: resolve(root, entry), formats: ['iife'], name: 'esrBootstrap' },
    },
  })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
  const [result] = Array.isArray(output) ? output : [output];
  const chunk = result?.output.find((file) => file.type === 'chunk');
  if (!chunk) throw new Error(`${entry}: the build wrote no script`);
  const code = chunk.code.trim();
  if (/<\/script/i.test(code)) throw new Error(`${entry} cannot be inlined: it contains </script`);
  return code;
}
