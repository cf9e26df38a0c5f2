import { qualityExport } from '#contract/functions/quality.js';
import { requireInstance } from '#server/policies/instances.js';
import { exportProblems } from '#server/services/quality/export-problems.js';
import { implement } from '../implement.js';

export default implement(qualityExport, {
  authorize: ({ runtime, actor, input }) =>
    requireInstance(runtime.db, actor, input.instanceId, 'read'),
  async handle({ runtime, actor, input, permit }) {
    const file = await exportProblems(runtime.db, {
      instanceId: permit.instance.id,
      format: input.format,
      ...(input.rule ? { rule: input.rule } : {}),
      locale: input.locale ?? actor.locale,
    });
    return { ...file, content: file.content.toString('base64') };
  },
});
