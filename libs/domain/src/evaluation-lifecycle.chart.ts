import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { evaluationLifecycleMachine } from './evaluation-lifecycle.machine';

/** Mermaid names cannot hold spaces. */
const id = (node: AnyStateNode) => node.path.join('_').replace(/\s+/g, '_');

function guardName(guard: unknown): string | undefined {
  if (typeof guard === 'string') return guard;
  if (guard && typeof guard === 'object' && 'type' in guard) return String(guard.type);
  return undefined;
}

function describeNode(node: AnyStateNode, indent: string, lines: string[]): void {
  const children = Object.values(node.states) as AnyStateNode[];
  if (children.length > 0) {
    lines.push(`${indent}state "${node.key}" as ${id(node)} {`);
    const initial = node.config.initial;
    if (typeof initial === 'string') lines.push(`${indent}  [*] --> ${id(node.states[initial]!)}`);
    for (const child of children) describeNode(child, `${indent}  `, lines);
    lines.push(`${indent}}`);
  } else {
    lines.push(`${indent}state "${node.key}" as ${id(node)}`);
  }
}

function describeTransitions(node: AnyStateNode, lines: string[]): void {
  for (const [eventType, transitions] of node.transitions)
    for (const transition of transitions)
      for (const target of transition.target ?? []) {
        const guard = guardName(transition.guard);
        lines.push(`  ${id(node)} --> ${id(target)}: ${eventType}${guard ? ` [${guard}]` : ''}`);
      }
  for (const child of Object.values(node.states) as AnyStateNode[]) describeTransitions(child, lines);
  if (node.type === 'final') lines.push(`  ${id(node)} --> [*]`);
}

/** The lifecycle as a Mermaid state diagram, generated from the machine itself. */
export function evaluationLifecycleChart(): string {
  return lifecycleChart(evaluationLifecycleMachine);
}

/** Any lifecycle machine as a Mermaid state diagram (the Green List's too). */
export function lifecycleChart(machine: AnyStateMachine): string {
  const root = machine.root;
  const lines = ['stateDiagram-v2'];
  lines.push(`  [*] --> ${id(root.states[String(root.config.initial)]!)}`);
  for (const node of Object.values(root.states) as AnyStateNode[]) describeNode(node, '  ', lines);
  describeTransitions(root, lines);
  return `${lines.join('\n')}\n`;
}
