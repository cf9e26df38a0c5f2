import { linksExport } from '#contract/functions/links.js';
import { requireWorkspace } from '#server/policies/workspaces.js';
import { exportLinksCsv } from '#server/services/links/export-links-csv.js';
import { allLinks } from '#server/services/links/list-links.js';
import { implement } from '../implement.js';

/** More rows than any spreadsheet of dead links anyone reads; keeps the answer bounded. */
const exportRowLimit = 100_000;

export default implement(linksExport, {
  authorize: ({ runtime, actor, input }) =>
    requireWorkspace(runtime.db, actor, input.workspaceId, 'read'),
  async handle({ runtime, actor, input }) {
    const rows = await allLinks(runtime.db, input, exportRowLimit);
    const day = new Date().toISOString().slice(0, 10);
    return {
      fileName: `link-status-${day}.csv`,
      csv: exportLinksCsv(rows, input.locale ?? actor.locale),
      rows: rows.length,
    };
  },
});
