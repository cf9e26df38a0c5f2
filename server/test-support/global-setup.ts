import { buildTemplate, templateDatabaseNameKey } from './template-database.js';
import type { TestProject } from 'vitest/node';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const teardown = await buildTemplate();
  const name = process.env[templateDatabaseNameKey];
  if (name) project.provide('templateDatabase', name);
  return teardown;
}

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabase: string;
  }
}
