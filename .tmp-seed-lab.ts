import { openDatabase } from './server/db/open-database.js';
import { migrateDatabase } from './server/db/migrate.js';
import { datasets, instances, workspaces } from './server/db/schema/index.js';
import { buildSearchText } from './server/services/datasets/search-text.js';
const subjects = ['避難所', '人口統計', 'AED設置場所', '公衆トイレ', '観光施設', '子育て支援', 'bus stops', 'air quality', 'budget', 'population', '保育所', '図書館', '文化財', '医療機関', 'parking'];
const places = ['札幌市', '仙台市', '千代田区', '横浜市', '名古屋市', '京都市', '大阪市', '神戸市', '広島市', '福岡市', 'Osaka', 'Kyoto'];
const h = await openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:5432/cs_listlab', dataDir: '' });
await migrateDatabase(h);
const [w] = await h.db.insert(workspaces).values({ name: 'x' }).returning();
const [i] = await h.db.insert(instances).values({ workspaceId: w!.id, name: 'x', url: 'http://x' }).returning();
for (let o = 0; o < 100000; o += 2000) {
  await h.db.insert(datasets).values(Array.from({ length: 2000 }, (_, k) => { const n = o + k; const s = subjects[n % 15]!, p = places[(n * 7) % 12]!; const title = `${p} ${s} ${2015 + (n % 10)}`; const notes = `${p}が公開する${s}のデータです。更新頻度は年1回。This dataset lists ${s} in ${p}. Record ${n}.`; const tags = [s, p]; return { instanceId: i!.id, ckanId: `c${n}`, name: `dataset-${n}`, title, notes, organizationName: `org-${n % 40}`, tags, numResources: n % 7, metadataModified: new Date(Date.UTC(2020, 0, 1) + n * 600000), searchText: buildSearchText({ name: `dataset-${n}`, title, notes, tags, organizationName: `org-${n % 40}`, organizationTitle: p }) }; }));
}
console.log(i!.id);
await h.close();
