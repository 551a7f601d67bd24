// The kit as a library: run it, then render its report in any of its formats.
export { runConformance, apiUrlOf, type KitOptions } from './run';
export { loadContract, DEFAULT_CONTRACT, type Contract, type Profile } from './contract/load';
export {
  RULES,
  SUITES,
  errorsOf,
  warningsOf,
  type Report,
  type RuleId,
  type Finding,
  type CaseResult,
} from './model';
export { consoleSummary } from './report/console';
export { junitXml } from './report/junit';
export { htmlReport } from './report/html';
export { writeReports } from './report/write';
export { exitCodeOf, verdictOf, uncheckedOf, EXIT } from './report/verdict';
export { parseOptions } from './options';
