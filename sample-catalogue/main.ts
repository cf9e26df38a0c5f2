import { parseArgs } from 'node:util';
import { startSampleCatalogue } from './index.js';

/** npx tsx sample-catalogue/main.ts --port 5050 --datasets 0 [--resources-per-dataset 3 --resource-hosts 0 --resource-host-latency-ms 0 --action-latency-ms 0 --portal-shaped] */
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '5050' },
    host: { type: 'string', default: '127.0.0.1' },
    datasets: { type: 'string', default: '0' },
    seed: { type: 'string', default: '1' },
    'resources-per-dataset': { type: 'string', default: '3' },
    'resource-hosts': { type: 'string', default: '0' },
    'resource-host-latency-ms': { type: 'string', default: '0' },
    'action-latency-ms': { type: 'string', default: '0' },
    'portal-shaped': { type: 'boolean', default: false },
  },
});

const started = Date.now();
const catalogue = await startSampleCatalogue({
  port: Number(values.port),
  host: values.host,
  datasets: Number(values.datasets),
  seed: Number(values.seed),
  resourcesPerDataset: Number(values['resources-per-dataset']),
  resourceHosts: Number(values['resource-hosts']),
  resourceHostLatencyMs: Number(values['resource-host-latency-ms']),
  actionLatencyMs: Number(values['action-latency-ms']),
  portalShaped: values['portal-shaped'],
});
const organizations = catalogue.store.organizations().map((organization) => organization.name);
console.log(`Sample catalogue (a CKAN stand-in with invented data) at ${catalogue.url}`);
let resourceCount = 0;
for (const dataset of catalogue.store.datasets.values()) resourceCount += dataset.resources.length;
console.log(
  `  ${catalogue.store.datasets.size} datasets, ${resourceCount} resources, seeded in ${Date.now() - started} ms`,
);
console.log(`  Action API:      ${catalogue.url}/api/3/action/status_show`);
console.log(`  sysadmin token:  ${catalogue.adminToken}`);
console.log(`  read-only token: ${catalogue.readonlyToken}`);
for (const organization of organizations)
  console.log(`  editor of ${organization}: ${catalogue.editorToken(organization)}`);

const stop = () => {
  catalogue.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
