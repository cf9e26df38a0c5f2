// A `node --cpu-prof` profile read for summing: its nodes by id, each node's parent, and the
// time of the samples taken in each node (its self time, in microseconds).
import { readFileSync } from 'node:fs';

export function readProfile(file) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const nodeById = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentId = new Map();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parentId.set(child, node.id);
  const selfTime = new Map();
  profile.samples.forEach((id, index) =>
    selfTime.set(id, (selfTime.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0)),
  );
  return { nodeById, parentId, selfTime };
}
