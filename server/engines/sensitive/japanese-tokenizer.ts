import type { IpadicFeatures, Tokenizer } from '@sglkc/kuromoji';

/** kuromoji's tokenizer with the IPA dictionary's features (the one the shipped dictionary builds). */
export type JapaneseTokenizer = Tokenizer<IpadicFeatures>;
