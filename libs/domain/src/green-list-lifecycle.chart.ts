import { lifecycleChart } from './evaluation-lifecycle.chart';
import { greenListLifecycleMachine } from './green-list-lifecycle.machine';

/** The Green List lifecycle as a Mermaid state diagram, for docs/green-list-lifecycle.md. */
export function greenListLifecycleChart(): string {
  return lifecycleChart(greenListLifecycleMachine);
}
