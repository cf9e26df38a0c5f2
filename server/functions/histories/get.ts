import { historiesGet } from '#contract/functions/histories.js';
import { AppError } from '#server/lib/app-error.js';
import { asNotFound, requireInstance } from '#server/policies/instances.js';
import { maySeeOrigins } from '#server/policies/see-origins.js';
import { getHistory } from '#server/services/histories/list-histories.js';
import { loadVocabularies } from '#server/services/vocabularies/catalogue-vocabularies.js';
import {
  comparedChanges,
  titlesOfValues,
} from '#server/services/vocabularies/vocabulary-titles.js';
import { implement } from '../implement.js';

export default implement(historiesGet, {
  async authorize({ runtime, actor, input }) {
    const found = await getHistory(runtime.db, input.historyId);
    if (!found) throw AppError.notFound('History');
    const access = await requireInstance(runtime.db, actor, found.instanceId, 'read').catch(
      asNotFound('History'),
    );
    return { found, showOrigins: maySeeOrigins(access) };
  },
  async handle({ runtime, permit: { found, showOrigins } }) {
    const history = found.present({ showOrigins });
    // Titled with the lists as they are now: a row keeps the ids it was written with.
    const vocabularies = await loadVocabularies(runtime.db, found.instanceId);
    const compared = comparedChanges(history.changes);
    return { ...history, titles: titlesOfValues(vocabularies, compared) };
  },
});
