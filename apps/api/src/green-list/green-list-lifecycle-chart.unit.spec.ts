import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { greenListLifecycleChart } from '@artisans/domain';

describe('docs/green-list-lifecycle.md', () => {
  it('charts the lifecycle as the machine of libs/domain says (npm run docs:lifecycle)', () => {
    const doc = readFileSync(join(__dirname, '../../../../docs/green-list-lifecycle.md'), 'utf8');
    expect(doc).toContain('```mermaid\n' + greenListLifecycleChart() + '```');
  });
});
