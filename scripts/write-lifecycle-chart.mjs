// `npm run docs:lifecycle`: writes the evaluation lifecycle chart, generated from the XState machine
// in libs/domain, into docs/evaluation-lifecycle.md (between its markers). A unit test fails when the
// file and the machine disagree.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, URL } from 'node:url';

const require = createRequire(import.meta.url);
const { evaluationLifecycleChart } = require('../libs/domain/dist/evaluation-lifecycle.chart.js');
const file = fileURLToPath(new URL('../docs/evaluation-lifecycle.md', import.meta.url));
const text = readFileSync(file, 'utf8');
const chart = '```mermaid\n' + evaluationLifecycleChart() + '```';
const updated = text.replace(
  /<!-- chart:begin -->[\s\S]*<!-- chart:end -->/,
  `<!-- chart:begin -->\n${chart}\n<!-- chart:end -->`,
);
writeFileSync(file, updated);
console.log('docs/evaluation-lifecycle.md updated');
