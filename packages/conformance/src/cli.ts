import { resolve } from 'node:path';
import { parseOptions, USAGE, UsageError } from './options';
import { consoleSummary } from './report/console';
import { exitCodeOf } from './report/verdict';
import { writeReports } from './report/write';
import { runConformance } from './run';

// npm run conformance -- --base-url URL --msisdn N [...]: exit 0 when the server conforms, 1 on any
// violation, 2 when the kit could not finish a case or was called wrongly.

async function main(argv: string[]): Promise<number> {
  let options;
  try {
    options = parseOptions(argv);
  } catch (error) {
    if (!(error instanceof UsageError) && !(error instanceof TypeError)) throw error;
    console.error(`${error.message}\n\n${USAGE}`);
    return 2;
  }
  if (options === 'help') {
    console.log(USAGE);
    return 0;
  }
  const report = await runConformance(options);
  console.log(consoleSummary(report));
  if (options.reportDir) {
    // npm runs scripts from the package folder; INIT_CWD is where the command was typed.
    const dir = resolve(process.env.INIT_CWD ?? process.cwd(), options.reportDir);
    for (const file of await writeReports(report, dir)) console.log(`wrote ${file}`);
  }
  return exitCodeOf(report);
}

process.exitCode = await main(process.argv.slice(2));
