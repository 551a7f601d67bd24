import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Report } from '../model';
import { htmlReport } from './html';
import { junitXml } from './junit';

/** Writes report.html, junit.xml and report.json into `dir`; answers the files written. */
export async function writeReports(report: Report, dir: string): Promise<string[]> {
  await mkdir(dir, { recursive: true });
  const files: [string, string][] = [
    ['report.html', htmlReport(report)],
    ['junit.xml', junitXml(report)],
    ['report.json', `${JSON.stringify(report, null, 2)}\n`],
  ];
  await Promise.all(files.map(([name, text]) => writeFile(join(dir, name), text)));
  return files.map(([name]) => join(dir, name));
}
