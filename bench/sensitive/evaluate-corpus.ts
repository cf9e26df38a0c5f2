import { Readable } from 'node:stream';
import type { Finding, Likelihood } from '#server/engines/sensitive/index.js';
import { scanStream } from '#server/engines/sensitive/index.js';
import type { Design } from './corpus/designs.js';
import { generateFile, type GeneratedFile } from './corpus/generate.js';
import { predictionsOf, tally, type Counts } from './metrics.js';

export interface EvaluatedFile {
  file: GeneratedFile;
  predictions: Map<string, number>;
}

export const corpusSeeds = [11, 23];

export function generateCorpus(designs: readonly Design[]): GeneratedFile[] {
  return designs.flatMap((design) => corpusSeeds.map((seed) => generateFile(design, seed)));
}

export async function runDetector(files: readonly GeneratedFile[]): Promise<EvaluatedFile[]> {
  const evaluated: EvaluatedFile[] = [];
  for (const file of files) {
    const result = await scanStream(
      Readable.from([file.bytes]),
      { fileName: file.fileName },
      { minLikelihood: 'VERY_UNLIKELY' },
    );
    evaluated.push({ file, predictions: predictionsOf(result.findings as Finding[]) });
  }
  return evaluated;
}

export function tallyGroup(
  evaluated: readonly EvaluatedFile[],
  minimum: Likelihood,
  filter: (design: Design) => boolean,
): Map<string, Counts> {
  const byLabel = new Map<string, Counts>();
  for (const { file, predictions } of evaluated)
    if (filter(file.design)) tally(file.truth, predictions, minimum, byLabel);
  return byLabel;
}
