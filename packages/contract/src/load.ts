import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import YAML from 'yaml';
import type { Json } from './openapi';
import type { SpecFields } from './spec-fields';

/** The repository root, found from this file. */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
export const contractFile = join(repoRoot, 'openapi', 'openapi.yaml');
export const assumptionsFile = join(repoRoot, 'docs', 'assumptions.md');

export const parseYaml = (text: string) => YAML.parse(text) as Json;
export const loadContract = (file = contractFile): Json => parseYaml(readFileSync(file, 'utf8'));
export const loadSpecFields = (): SpecFields =>
  YAML.parse(readFileSync(join(repoRoot, 'openapi', 'spec-fields.yaml'), 'utf8')) as SpecFields;
